import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { contactPage } from "@/content/contact";
import { formatAddress, site } from "@/content/site";
import { breadcrumbLd, faqLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/components/JsonLd";
import { Card } from "@/components/ui/Card";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { PageHero } from "@/components/sections/PageHero";
import { ContactForm } from "@/components/sections/ContactForm";
import { MapFacade } from "@/components/sections/MapFacade";
import { Faq } from "@/components/sections/Faq";

const path = "/contact";

export const metadata = pageMetadata({ path, ...contactPage.seo });

const details = [
  { icon: Mail, label: "E-mail", value: site.email, href: `mailto:${site.email}` },
  { icon: Phone, label: "Phone", value: site.phone.display, href: site.phone.href },
  { icon: MapPin, label: "Office", value: formatAddress() },
  { icon: Clock, label: "Response time", value: site.replyPromise },
];

export default function ContactPage() {
  const { hero, formIntro, faqs } = contactPage;
  return (
    <>
      <JsonLd data={[breadcrumbLd(path), faqLd(faqs)]} />
      <PageHero path={path} eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} />
      <section
        aria-label="Contact form and details"
        className="container-page grid gap-8 pb-16 lg:grid-cols-[1.35fr_1fr]"
      >
        <div>
          <p className="mb-6 max-w-[62ch] text-fg-muted">{formIntro}</p>
          <ContactForm />
        </div>
        <div className="space-y-6">
          <Card>
            <h2 className="font-display text-xl font-semibold text-fg">Reach us directly</h2>
            <ul className="mt-5 space-y-4">
              {details.map(({ icon: Icon, label, value, href }) => (
                <li key={label} className="flex gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block text-sm text-fg-muted">{label}</span>
                    {href ? (
                      <a href={href} className="font-semibold text-fg hover:text-accent">
                        {value}
                      </a>
                    ) : (
                      <span className="font-semibold text-fg">{value}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <MapFacade />
        </div>
      </section>
      <section aria-labelledby="faq-heading" className="container-page pb-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Before you write" />
          <Faq items={faqs} />
        </div>
      </section>
    </>
  );
}
