import { homePage } from "@/content/home";
import { featuredProjects } from "@/content/projects";
import { getService, homeServiceSlugs } from "@/content/services";
import { organizationLd, pageMetadata, websiteLd } from "@/lib/seo";
import { JsonLd } from "@/components/JsonLd";
import { HomeHero } from "@/components/sections/HomeHero";
import { StatsStrip } from "@/components/sections/StatsStrip";
import { ServiceHighlights } from "@/components/sections/ServiceHighlights";
import { FeaturedProjects } from "@/components/sections/FeaturedProjects";
import { CallToAction } from "@/components/sections/CallToAction";
import { SectionHeading } from "@/components/ui/SectionHeading";

export const metadata = pageMetadata({ path: "/", ...homePage.seo });

const highlights = homeServiceSlugs.map((slug) => {
  const service = getService(slug);
  if (!service) throw new Error(`Home page lists unknown service "${slug}"`);
  return { title: service.title, description: service.description, icon: service.icon, href: "/services" };
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationLd(), websiteLd()]} />
      <HomeHero />
      <StatsStrip />
      <section aria-labelledby="services-heading" className="container-page py-20">
        <SectionHeading id="services-heading" {...homePage.services} />
        <div className="mt-12">
          <ServiceHighlights items={highlights} />
        </div>
      </section>
      <FeaturedProjects projects={featuredProjects} {...homePage.projects} />
      <CallToAction {...homePage.cta} />
    </>
  );
}
