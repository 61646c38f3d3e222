import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getAllPosts, getPost, relatedPosts } from "@/content/posts";
import { renderMarkdown } from "@/content/markdown";
import { absoluteUrl } from "@/content/site";
import { blogPostingLd, breadcrumbLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/components/JsonLd";
import { BlogArticle } from "@/components/sections/BlogArticle";

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((p) => ({ slug: p.slug }));
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  return pageMetadata({
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.excerpt,
    keywords: post.keywords,
    type: "article",
    publishedTime: post.isoDate,
    authors: [post.author.name],
    image: { url: `/og/blog/${post.slug}`, width: 1200, height: 630, alt: post.title },
  });
}

export default async function BlogPostPage({ params }: Params) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const path = `/blog/${post.slug}`;
  const html = await renderMarkdown(post.body);
  return (
    <>
      <JsonLd data={[blogPostingLd(post), breadcrumbLd(path)]} />
      <BlogArticle post={post} html={html} path={path} url={absoluteUrl(path)} related={relatedPosts(post)} />
    </>
  );
}
