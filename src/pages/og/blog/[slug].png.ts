import type { APIRoute, GetStaticPaths } from "astro";
import { getAllPosts, type Post } from "@/content/posts";
import { pngResponse, renderShareImage } from "@/lib/share-image";

export const getStaticPaths = (() =>
  getAllPosts().map((post) => ({ params: { slug: post.slug }, props: { post } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { post } = props as { post: Post };
  return pngResponse(await renderShareImage({ eyebrow: `Blog · ${post.category}`, title: post.title }));
};
