import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getService, services } from "@/content/services";
import { breadcrumbLd, faqLd, pageMetadata, serviceLd } from "@/lib/seo";
import { JsonLd } from "@/components/JsonLd";
import { DesignServicePage, FullServicePage } from "@/components/sections/ServiceDetail";

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ slug: s.slug }));
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const service = getService((await params).slug);
  if (!service) return {};
  const path = `/services/${service.slug}`;
  return pageMetadata({
    path,
    ...service.seo,
    image: {
      url: `/og/services/${service.slug}`,
      width: 1200,
      height: 630,
      alt: `${service.title} at Ignite Technologies`,
    },
  });
}

export default async function ServiceDetailPage({ params }: Params) {
  const service = getService((await params).slug);
  if (!service) notFound();
  const path = `/services/${service.slug}`;
  const { detail } = service;
  const structured = [serviceLd(service), breadcrumbLd(path), ...(detail.kind === "full" ? [faqLd(detail.faqs)] : [])];
  return (
    <>
      <JsonLd data={structured} />
      {detail.kind === "full" ? (
        <FullServicePage service={service} detail={detail} path={path} />
      ) : (
        <DesignServicePage service={service} detail={detail} path={path} />
      )}
    </>
  );
}
