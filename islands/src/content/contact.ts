import { z } from "zod";
import { site } from "@/content/site";

/** Copy for /contact. The form fields and their validation live with the form schema. */
export { subjects, type Subject } from "@/lib/contact-schema";

export const contactFaqSchema = z.object({
  question: z.string().min(10).endsWith("?"),
  answer: z.string().min(80),
});

export const contactPageSchema = z.object({
  hero: z.object({
    eyebrow: z.string().min(2),
    title: z.string().min(5),
    lead: z.string().min(40),
  }),
  seo: z.object({
    title: z.string().min(2).max(70),
    description: z.string().min(120).max(160),
    keywords: z.array(z.string().min(2)).min(5).max(8),
  }),
  formIntro: z.string().min(40),
  faqs: z.array(contactFaqSchema).length(5),
});

export type ContactFaq = z.infer<typeof contactFaqSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;

export const contactPage: ContactPage = contactPageSchema.parse({
  hero: {
    eyebrow: "Contact",
    title: "Tell us what you are building",
    lead: `Send us a few lines about your product, your deadline and what is getting in the way. A senior engineer or designer reads every message and replies within ${site.replyHours} hours.`,
  },
  seo: {
    title: "Contact us",
    description: `Talk to ${site.name} about a web, mobile or cloud project. Send a short brief and a senior engineer replies within ${site.replyHours} hours.`,
    keywords: [
      "contact Ignite Technologies",
      "hire a software development agency",
      "project enquiry",
      "software development quote",
      "Greater Noida",
      "India",
    ],
  },
  formIntro:
    "A few sentences are enough to start. Tell us what you want to build, who it is for and when you need it; we will come back with questions, not a sales pitch.",
  faqs: [
    {
      question: "How soon will you reply?",
      answer: `Within ${site.replyHours} hours of your message. The reply comes from a person who can talk about your project in detail, usually with a few questions and a time for a 30-minute call.`,
    },
    {
      question: "What should I include in my brief?",
      answer:
        "What you want to build and the problem it solves, who will use it, what already exists (code, designs, systems it must connect to), your deadline and the reason for it, and a budget range if you have one. Half a page is plenty; we will ask about the rest.",
    },
    {
      question: "Will you sign an NDA?",
      answer:
        "Yes. We are happy to sign your non-disclosure agreement, or send our mutual one, before you share anything sensitive, and usually turn it round within a working day. Until then, please keep confidential details out of the contact form.",
    },
    {
      question: "How does pricing work?",
      answer:
        "Two ways. When the scope is clear, we quote a fixed price for a fixed scope. When the product will change as you learn, we work on time and materials with a monthly budget cap and a weekly report of hours spent. Either way you get a written estimate, with its assumptions spelled out, before any work starts.",
    },
    {
      question: "Do you work with clients outside India?",
      answer:
        "Yes. We work remotely by default, and Indian Standard Time (UTC+5:30) overlaps comfortably with working hours in the UK, Europe, the Gulf, Singapore and Australia. For clients in North America we keep a daily overlap window in our evening for calls and reviews.",
    },
  ],
});
