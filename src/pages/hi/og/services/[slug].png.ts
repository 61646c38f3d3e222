import type { APIRoute, GetStaticPaths } from "astro";
import { getServices, type Service } from "@/lib/content/collections";
import { pngResponse, renderShareImage } from "@/lib/seo/share-image";
import { messages } from "@/lib/i18n/messages";

/** A Hindi service page's share card: its Hindi headline, shaped (share-image.tsx). */
export const getStaticPaths = (async () =>
  (await getServices("hi")).map((service) => ({
    params: { slug: service.slug },
    props: { service },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { service } = props as { service: Service };
  return pngResponse(
    await renderShareImage({ eyebrow: messages("hi").nav.services, title: service.detail.hero.headline }),
  );
};
