import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getProject, projects } from "@/content/projects";
import { breadcrumbLd, creativeWorkLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/components/JsonLd";
import { CaseStudy } from "@/components/sections/CaseStudy";

export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((p) => ({ slug: p.slug }));
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const project = getProject((await params).slug);
  if (!project) return {};
  return pageMetadata({
    path: `/projects/${project.slug}`,
    ...project.seo,
    image: { url: project.image.src, width: 1600, height: 1000, alt: project.image.alt },
  });
}

export default async function ProjectCaseStudyPage({ params }: Params) {
  const project = getProject((await params).slug);
  if (!project) notFound();
  const path = `/projects/${project.slug}`;
  return (
    <>
      <JsonLd data={[creativeWorkLd(project), breadcrumbLd(path)]} />
      <CaseStudy project={project} path={path} />
    </>
  );
}
