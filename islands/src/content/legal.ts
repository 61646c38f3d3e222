import { z } from "zod";
import { formatAddress, site } from "@/content/site";

/**
 * The three legal pages. The text must stay true to what the site does: no cookies, no
 * analytics, the theme in localStorage, the contact form and newsletter stored in our database,
 * and Google Maps only after a click. Change the copy here whenever that behaviour changes.
 * The "last updated" date, e-mail and address are rendered by the page from `site`.
 */
export const privacyCardTitles = [
  "Data Protection",
  "Information Security",
  "Transparency",
  "Data Usage",
  "User Rights",
  "Third-Party Sharing",
  "Data Retention",
  "Policy Updates",
  "Data Collection Methods",
  "Data Breach Response",
  "Consent Management",
  "Contact & Support",
] as const;

export const termsCardTitles = [
  "Acceptance of Terms",
  "Use of Services",
  "User Responsibilities",
  "Service Availability",
  "Payment and Fees",
  "Intellectual Property",
  "Third-Party Services",
  "Limitation of Liability",
  "Termination",
  "Data Privacy",
  "Modifications to Terms",
  "Contact Us",
] as const;

export const cookiesCardTitles = [
  "What Are Cookies",
  "Types of Cookies We Use",
  "Purpose of Cookies",
  "Transparency",
  "Your Cookie Choices",
  "Third-Party Cookies",
  "Cookie Retention",
  "Data Collected by Cookies",
  "Security of Cookie Data",
  "Consent for Cookies",
  "Policy Updates",
  "Contact Us",
] as const;

export const legalCardSchema = z.object({
  title: z.string().min(3),
  body: z.array(z.string().min(30).max(600)).min(1).max(3),
});

export const legalPolicySchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(80),
  seo: z.object({
    title: z.string().min(3).max(70),
    description: z.string().min(120).max(160),
    keywords: z.array(z.string().min(2)).min(5).max(8),
  }),
  cards: z.array(legalCardSchema).length(12),
});

export type LegalCard = z.infer<typeof legalCardSchema>;
export type LegalPolicy = z.infer<typeof legalPolicySchema>;

/** A policy schema that also pins the page title and the exact card titles in order. */
export function policySchemaFor(title: string, cardTitles: readonly string[]) {
  return legalPolicySchema
    .refine((p) => p.title === title, { message: `title must be "${title}"`, path: ["title"] })
    .refine((p) => p.cards.every((c, i) => c.title === cardTitles[i]), {
      message: `card titles must be, in order: ${cardTitles.join(", ")}`,
      path: ["cards"],
    });
}

export const privacyPolicySchema = policySchemaFor("Privacy Policy", privacyCardTitles);
export const termsOfServiceSchema = policySchemaFor("Terms of Service", termsCardTitles);
export const cookiesPolicySchema = policySchemaFor("Cookies Policy", cookiesCardTitles);

const contactLine = `Write to us at ${site.email} or by post to ${site.name}, ${formatAddress()}.`;

export const privacyPolicy: LegalPolicy = privacyPolicySchema.parse({
  title: "Privacy Policy",
  intro: `This policy explains what personal data ${site.name} handles through this website, why, for how long, and the rights you have under India's Digital Personal Data Protection Act, 2023. In short: the site sets no cookies and runs no analytics, advertising or tracking. We only receive the details you choose to send us through the contact form or the newsletter box.`,
  seo: {
    title: "Privacy Policy",
    description:
      "What personal data the Ignite Technologies website collects, why, how long we keep it, and your rights under India's Digital Personal Data Protection Act, 2023.",
    keywords: [
      "privacy policy",
      "personal data",
      "DPDP Act 2023",
      "data protection India",
      "contact form data",
      "Ignite Technologies",
    ],
  },
  cards: [
    {
      title: "Data Protection",
      body: [
        `${site.name} decides why and how the personal data sent through this website is used, which makes us its Data Fiduciary under the Digital Personal Data Protection Act, 2023.`,
        "We collect only what we need to answer you, use it only for the purposes set out on this page, and never sell it.",
      ],
    },
    {
      title: "Information Security",
      body: [
        "Messages and newsletter sign-ups are stored in a database on our server that is not open to the public. Only the team members who answer enquiries can read them.",
        "We apply reasonable security safeguards to prevent personal data breaches, as the Act requires, and review them whenever the site or our hosting changes.",
      ],
    },
    {
      title: "Transparency",
      body: [
        "This site is a marketing website. It sets no cookies of its own and loads no analytics, advertising, social media or other tracking scripts.",
        "Fonts, images and animations are served from our own server, so opening a page does not tell any other company that you visited. The one exception is the interactive map, which loads only if you ask for it.",
      ],
    },
    {
      title: "Data Usage",
      body: [
        "When you send the contact form, we receive your name, e-mail address, phone number if you give one, the subject and your message. We store them with the time we received them and may forward them by e-mail to our team's inbox.",
        "We use these details only to reply to you and to discuss your enquiry. A newsletter sign-up gives us your e-mail address and the time you signed up, which we use only to send the newsletter.",
        "We do not build profiles, make automated decisions about you, or add contact-form senders to the newsletter.",
      ],
    },
    {
      title: "User Rights",
      body: [
        "Under the Act you can ask us for a summary of the personal data we hold about you and how we use it, have it corrected, completed or updated, and have it erased. You can also nominate someone to exercise these rights for you in the event of your death or incapacity.",
        "You have the right to have a grievance resolved by us. We answer every request within 30 days. If you are not satisfied with our answer, you can complain to the Data Protection Board of India.",
      ],
    },
    {
      title: "Third-Party Sharing",
      body: [
        "We do not sell, rent or trade personal data. The companies that host our servers and database, and the service that delivers e-mail to our inbox, process it for us under contract and only on our instructions.",
        "We disclose personal data to anyone else only when the law requires it, for example on a lawful request from a court or government authority.",
      ],
    },
    {
      title: "Data Retention",
      body: [
        "We keep an enquiry and our correspondence about it for up to 24 months after our last contact with you, then delete it. We keep a newsletter address until you unsubscribe.",
        "Your IP address is used briefly, in memory, to limit abuse of the forms, and is not stored with your message or sign-up.",
      ],
    },
    {
      title: "Policy Updates",
      body: [
        'When we change what the site collects or how we use it, we update this page and its "Last updated" date before the change takes effect.',
        "If a change affects data you have already given us in a way you would not expect, we will tell you by e-mail first.",
      ],
    },
    {
      title: "Data Collection Methods",
      body: [
        "We collect personal data in only two ways on this site: the contact form and the newsletter box. If you e-mail or phone us directly, we handle what you tell us in the same way.",
        'If you use the theme switch, your choice of light or dark is saved in your browser\'s localStorage under the key "theme". It stays on your device and is never sent to us.',
      ],
    },
    {
      title: "Data Breach Response",
      body: [
        "If a breach affects personal data we hold, we act at once to contain it and find out what happened.",
        "We notify the people affected and the Data Protection Board of India as the law requires, explaining what happened, the likely consequences, what we are doing about it and what you can do to protect yourself.",
      ],
    },
    {
      title: "Consent Management",
      body: [
        "Sending the contact form or signing up for the newsletter is how you consent to us using those details for the purpose described next to the form. We never pre-tick a box or bundle one consent into another.",
        "You can withdraw consent at any time, as easily as you gave it: use the unsubscribe link in any newsletter, or write to us. We then stop using your data and delete it unless the law requires us to keep it. Withdrawal does not affect what we did before it.",
      ],
    },
    {
      title: "Contact & Support",
      body: [
        `For questions about this policy, to exercise your rights or to raise a grievance: ${contactLine}`,
        "Please tell us which e-mail address you used on the site so that we can find your data. We reply within 30 days, and usually much sooner.",
      ],
    },
  ],
});

export const termsOfService: LegalPolicy = termsOfServiceSchema.parse({
  title: "Terms of Service",
  intro: `These terms govern your use of this website, which is run by ${site.name}. They cover the website only. Any project we do for you is governed by a separate agreement that we both sign.`,
  seo: {
    title: "Terms of Service",
    description:
      "The terms for using the Ignite Technologies website: what the site offers, your responsibilities, intellectual property, liability and the governing law.",
    keywords: [
      "terms of service",
      "website terms",
      "terms and conditions",
      "governing law India",
      "Ignite Technologies",
    ],
  },
  cards: [
    {
      title: "Acceptance of Terms",
      body: [
        "By using this website you accept these terms. If you do not agree with them, please do not use the site.",
        "These terms are governed by the laws of India. The courts at Gautam Buddh Nagar (Greater Noida), Uttar Pradesh, have exclusive jurisdiction over any dispute about them.",
      ],
    },
    {
      title: "Use of Services",
      body: [
        "The site describes our services, past projects and thinking. It is general information, not an offer to contract and not professional advice for your situation.",
        "Figures in case studies describe particular projects and are not a promise of the same result. An engagement starts only when we both sign a statement of work.",
      ],
    },
    {
      title: "User Responsibilities",
      body: [
        "Use the site lawfully. Do not try to disrupt it, break its security, send spam or harmful code through its forms, or pretend to be someone else.",
        "Give accurate contact details so that we can reply. Please do not send confidential information through the contact form: if your project needs it, we will sign a non-disclosure agreement first.",
      ],
    },
    {
      title: "Service Availability",
      body: [
        "We aim to keep the site available and accurate but cannot promise it will always be, and we may change or remove content at any time.",
        "To prevent abuse, the forms limit how many messages can be sent in a short time. If a form does not work for you, e-mail us instead.",
      ],
    },
    {
      title: "Payment and Fees",
      body: [
        "Nothing is sold on this website and you cannot pay through it.",
        "Fees, invoicing, payment terms and taxes for an engagement are set out in the signed agreement and statement of work for that engagement.",
      ],
    },
    {
      title: "Intellectual Property",
      body: [
        `The content of this site, including its text, design, graphics, animations and code, is © ${site.name} unless we say otherwise. You may view it, print it and share links to it. Please ask us before reusing it for any other purpose.`,
        "Who owns the work we create for a client is agreed in that client's signed agreement. Names of third-party technologies mentioned on the site belong to their owners.",
      ],
    },
    {
      title: "Third-Party Services",
      body: [
        "The site links to other websites, such as our LinkedIn page. Their own terms and policies apply there, and we are not responsible for their content.",
        "The interactive Google Maps view on the contact page loads only if you choose to load it. Once loaded, Google's own terms and privacy policy apply to it.",
      ],
    },
    {
      title: "Limitation of Liability",
      body: [
        "The site is provided as it is, for information. To the extent the law allows, we are not liable for any loss that results from relying on its content or from the site being unavailable.",
        "Nothing in these terms limits liability that cannot be limited under Indian law. Our liability for client work is governed by the signed agreement for that work.",
      ],
    },
    {
      title: "Termination",
      body: [
        "We may block or suspend access to the site or its forms for anyone who breaches these terms, for example by sending spam. You may stop using the site at any time.",
        "The sections on intellectual property, limitation of liability and governing law continue to apply after that.",
      ],
    },
    {
      title: "Data Privacy",
      body: [
        "Our Privacy Policy explains how we handle the personal data you send through the site, and our Cookies Policy explains why the site sets no cookies.",
        "When we process personal data on a client's behalf during a project, the terms for that processing are part of the signed agreement.",
      ],
    },
    {
      title: "Modifications to Terms",
      body: [
        'We may update these terms. The "Last updated" date on this page shows when they last changed.',
        "Changes apply from that date and do not reach back to earlier use of the site. If you keep using the site after a change, you accept the updated terms.",
      ],
    },
    {
      title: "Contact Us",
      body: [`For questions about these terms: ${contactLine}`],
    },
  ],
});

export const cookiesPolicy: LegalPolicy = cookiesPolicySchema.parse({
  title: "Cookies Policy",
  intro: `This policy explains how ${site.name}'s website uses cookies and similar browser storage. The answer is short: the site sets no cookies of its own, runs no analytics, advertising or tracking, and stores only your theme choice in your own browser.`,
  seo: {
    title: "Cookies Policy",
    description:
      "The Ignite Technologies website sets no cookies and runs no analytics or tracking. It only remembers your light or dark theme choice in your own browser.",
    keywords: ["cookies policy", "no cookies", "no tracking", "localStorage", "browser storage", "Ignite Technologies"],
  },
  cards: [
    {
      title: "What Are Cookies",
      body: [
        "Cookies are small text files that a website asks your browser to keep and send back with every request. Sites use them for sign-ins, preferences, analytics and advertising.",
        "Browsers also offer localStorage, which keeps data on your device but does not send it to the website with each request.",
      ],
    },
    {
      title: "Types of Cookies We Use",
      body: [
        "None. This site sets no cookies of its own: no strictly necessary cookies, no analytics cookies and no advertising cookies.",
        'The only thing the site stores in your browser is your choice of light or dark theme, in localStorage under the key "theme". It is not a cookie.',
      ],
    },
    {
      title: "Purpose of Cookies",
      body: [
        "Because we set no cookies, we do not use them for any purpose.",
        "The theme entry exists only so that the site opens in the theme you picked. It is read in your browser and never sent to our server. Until you use the theme switch, nothing is stored and the site follows your device's setting.",
      ],
    },
    {
      title: "Transparency",
      body: [
        "The site loads no analytics, advertising, social media pixels or other tracking scripts. Fonts, images and animations come from our own server.",
        "If that ever changes, we will update this policy before the change and ask for your consent wherever it is needed.",
      ],
    },
    {
      title: "Your Cookie Choices",
      body: [
        "There is no cookie banner because there is nothing to accept or refuse. Blocking cookies will not stop the site from working, though some browsers then also block localStorage, so your theme choice will not be remembered.",
        "To remove your theme choice, clear this site's data in your browser's settings.",
      ],
    },
    {
      title: "Third-Party Cookies",
      body: [
        "By default, no third party can set cookies through this site. The map on the contact page is a static image served by us.",
        "If you choose to load the interactive Google Maps view, Google may set cookies and collect data under its own terms, privacy policy and cookies policy. Following a link to another site, such as LinkedIn, puts you under that site's policies.",
      ],
    },
    {
      title: "Cookie Retention",
      body: [
        "We set no cookies, so there is nothing of ours to expire.",
        "The theme entry has no expiry date. It stays in your browser until you clear this site's data. Any cookies Google sets after you load the interactive map are kept for as long as Google decides; you can remove them in your browser.",
      ],
    },
    {
      title: "Data Collected by Cookies",
      body: [
        "No data is collected through cookies on this site.",
        'The theme entry holds a single word, "light" or "dark", and nothing that identifies you. What you type into the contact form or newsletter box is sent only when you press the button, and our Privacy Policy explains what happens to it.',
      ],
    },
    {
      title: "Security of Cookie Data",
      body: [
        "Because we set no cookies, there is no cookie data for anyone to intercept or misuse.",
        "The theme entry holds no personal data and stays on your device. Browsers keep each website's storage separate, so other websites cannot read it.",
      ],
    },
    {
      title: "Consent for Cookies",
      body: [
        "We do not ask for cookie consent because we set no cookies. The theme entry contains no personal data and is saved only when you press the theme switch.",
        "Loading the interactive map is your choice: nothing from Google loads until you press the button to load it. If we ever add cookies that need consent, we will ask before setting them, and saying no will not stop the site from working.",
      ],
    },
    {
      title: "Policy Updates",
      body: [
        'When we change how the site uses cookies or browser storage, we update this page and its "Last updated" date before the change takes effect.',
      ],
    },
    {
      title: "Contact Us",
      body: [`For questions about this policy: ${contactLine}`],
    },
  ],
});

/** All three policies, for loops in tests and for the route table. */
export const legalPolicies = { privacyPolicy, termsOfService, cookiesPolicy } as const;
