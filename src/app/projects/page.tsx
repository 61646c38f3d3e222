import { projectCategories, projects, projectsPage } from "@/content/projects";
import { breadcrumbLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/components/JsonLd";
import { PageHero } from "@/components/sections/PageHero";
import { CategoryFilter } from "@/components/sections/CategoryFilter";
import { ProjectCard } from "@/components/sections/ProjectCard";
import { CallToAction } from "@/components/sections/CallToAction";

const path = "/projects";

export const metadata = pageMetadata({ path, ...projectsPage.seo });

export default function ProjectsPage() {
  const { hero, cta } = projectsPage;
  return (
    <>
      <JsonLd data={breadcrumbLd(path)} />
      <PageHero path={path} eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} />
      <section aria-label="Portfolio" className="container-page pb-8">
        <CategoryFilter
          label="Filter projects by category"
          categories={projectCategories}
          noun={["project", "projects"]}
          gridClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          items={projects.map((project) => ({
            key: project.slug,
            category: project.category,
            node: <ProjectCard project={project} linkLabel="View Project Details" headingLevel="h2" />,
          }))}
        />
      </section>
      <CallToAction title={cta.title} text={cta.text} buttonLabel={cta.buttonLabel} />
    </>
  );
}
