import type { APIRoute, GetStaticPaths } from "astro";
import { getServices, type Service } from "@/lib/content/collections";
import { pngResponse, renderShareImage } from "@/lib/seo/share-image";

export const getStaticPaths = (async () =>
  (await getServices()).map((service) => ({
    params: { slug: service.slug },
    props: { service },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { service } = props as { service: Service };
  return pngResponse(await renderShareImage({ eyebrow: "Services", title: service.detail.hero.headline }));
};
