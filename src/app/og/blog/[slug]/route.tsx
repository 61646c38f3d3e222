import { getAllPosts, getPost } from "@/content/posts";
import { shareImage } from "@/lib/share-image";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((p) => ({ slug: p.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const post = getPost((await params).slug);
  if (!post) return new Response("Not found", { status: 404 });
  return shareImage({ eyebrow: `Blog · ${post.category}`, title: post.title });
}
