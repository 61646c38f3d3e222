import type { APIRoute, GetStaticPaths } from "astro";
import { getPosts, type Post } from "@/lib/content/collections";
import { pngResponse, renderShareImage } from "@/lib/seo/share-image";

export const getStaticPaths = (async () =>
  (await getPosts()).map((post) => ({ params: { slug: post.slug }, props: { post } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { post } = props as { post: Post };
  return pngResponse(await renderShareImage({ eyebrow: `Blog · ${post.category}`, title: post.title }));
};
