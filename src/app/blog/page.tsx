import { blogPage } from "@/content/blog-page";
import { getAllPosts, postCategories } from "@/content/posts";
import { breadcrumbLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/components/JsonLd";
import { PageHero } from "@/components/sections/PageHero";
import { BlogExplorer } from "@/components/sections/BlogExplorer";
import { PostCard } from "@/components/sections/PostCard";
import { NewsletterSignup } from "@/components/sections/NewsletterSignup";

const path = "/blog";

export const metadata = pageMetadata({ path, ...blogPage.seo });

export default function BlogListPage() {
  const posts = getAllPosts().map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    card: <PostCard post={post} />,
    featured: <PostCard post={post} featured />,
  }));
  return (
    <>
      <JsonLd data={breadcrumbLd(path)} />
      <PageHero
        path={path}
        eyebrow={blogPage.hero.eyebrow}
        title={blogPage.hero.title}
        lead={<p>{blogPage.hero.lead}</p>}
      />
      <section aria-label="Articles" className="container-page pb-16">
        <BlogExplorer posts={posts} categories={postCategories} />
      </section>
      <section aria-labelledby="newsletter-heading" className="container-page pb-20">
        <NewsletterSignup title={blogPage.newsletter.title} text={blogPage.newsletter.text} />
      </section>
    </>
  );
}
