import { ArrowRight } from "lucide-react";
import { services, servicesPage } from "@/content/services";
import { breadcrumbLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/components/JsonLd";
import { Button } from "@/components/ui/Button";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Stagger } from "@/components/motion/Reveal";
import { PageHero } from "@/components/sections/PageHero";
import { ServiceCard } from "@/components/sections/ServiceCard";
import { ProcessSteps } from "@/components/sections/ProcessSteps";
import { CallToAction } from "@/components/sections/CallToAction";

const path = "/services";

export const metadata = pageMetadata({ path, ...servicesPage.seo });

export default function ServicesOverviewPage() {
  const { hero, processTitle, processIntro, process, cta } = servicesPage;
  return (
    <>
      <JsonLd data={breadcrumbLd(path)} />
      <PageHero
        path={path}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        actions={
          <Button href="/contact" size="lg" magnetic rightIcon={<ArrowRight className="size-4" />}>
            {hero.ctaLabel}
          </Button>
        }
      />
      <section aria-label="Our services" className="container-page pb-16">
        <Stagger as="ul" itemAs="li" className="grid gap-6 md:grid-cols-2" itemClassName="h-full">
          {services.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </Stagger>
      </section>
      <section aria-labelledby="process-heading" className="border-y border-border bg-bg-sunken py-20">
        <div className="container-page">
          <SectionHeading id="process-heading" eyebrow="How we work" title={processTitle} description={processIntro} />
          <div className="mt-12">
            <ProcessSteps steps={process} columns={4} />
          </div>
        </div>
      </section>
      <CallToAction title={cta.title} text={cta.text} buttonLabel={cta.buttonLabel} />
    </>
  );
}
