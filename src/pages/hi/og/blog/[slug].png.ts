import type { APIRoute, GetStaticPaths } from "astro";
import { getPosts, type Post } from "@/lib/content/collections";
import { categoryName } from "@/lib/blog/list-pages";
import { pngResponse, renderShareImage } from "@/lib/seo/share-image";
import { messages } from "@/lib/i18n/messages";

/** A Hindi post's share card (translated posts only; the others keep their English card). */
export const getStaticPaths = (async () =>
  (await getPosts("hi"))
    .filter((post) => post.locale === "hi")
    .map((post) => ({ params: { slug: post.slug }, props: { post } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { post } = props as { post: Post };
  const eyebrow = `${messages("hi").nav.blog} · ${categoryName(post.category, "hi")}`;
  return pngResponse(await renderShareImage({ eyebrow, title: post.title }));
};
