import type { APIRoute, GetStaticPaths } from "astro";
import { services, type Service } from "@/content/services";
import { pngResponse, renderShareImage } from "@/lib/share-image";

export const getStaticPaths = (() =>
  services.map((service) => ({ params: { slug: service.slug }, props: { service } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { service } = props as { service: Service };
  return pngResponse(await renderShareImage({ eyebrow: "Services", title: service.detail.hero.headline }));
};
