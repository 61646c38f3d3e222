import type { PageCopy, Post } from "@/lib/content/collections";
import { Avatar } from "@/components/ui/Avatar";
import { Card } from "@/components/ui/Card";
import type { ResponsiveImage } from "@/lib/media/pictures";
import { CoverPicture } from "@/components/ui/CoverPicture";
import type { ReactNode } from "react";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Breadcrumbs } from "../../../components/sections/Breadcrumbs";
import type { PostSummary } from "@/lib/blog/list-pages";
import { PostCard, PostMeta } from "../../../components/sections/PostCard";
import { CallToAction } from "../../../components/sections/CallToAction";
import { splitAtHeadings } from "@/lib/content/markdown";
import { brand } from "@/lib/brand/brand";
import type { Locale } from "@/lib/i18n/locale";
import { fill, messages } from "@/lib/i18n/messages";

/**
 * The body, each "## " section in a part of its own after the opening: the browser lays out and
 * paints a part as it nears the screen, not all of a long article while the page loads
 * (global.css, "Rendering").
 */
function articleBody(html: string): string {
  return splitAtHeadings(html)
    .map((part) => (part.startsWith("<h2") ? `<div class="prose-part">${part}</div>` : part))
    .join("");
}

interface BlogArticleProps {
  post: Post & { picture: ResponsiveImage };
  html: string;
  path: string;
  related: PostSummary[];
  copy: PageCopy<"article">;
  /** The share button island, placed by the route file. */
  share?: ReactNode;
  locale: Locale;
}

function AuthorCard({ post, locale }: { post: Post; locale: Locale }) {
  const t = messages(locale).blog;
  return (
    <Card padded={false} className="flex items-center gap-4 p-5">
      <Avatar name={post.author.name} portrait={post.author.portrait} size={56} />
      <div>
        <p className="text-xs font-semibold tracking-wider text-fg-muted uppercase">{t.writtenBy}</p>
        <p className="font-semibold text-fg">{post.author.name}</p>
        <p className="text-sm text-fg-muted">{fill(t.authorRole, { role: post.author.role, brand: brand.name })}</p>
      </div>
    </Card>
  );
}

export function BlogArticle({ post, html, path, related, copy, share, locale }: BlogArticleProps) {
  const text = messages(locale).blog;
  return (
    <>
      <article aria-labelledby="page-title">
        <header className="container-page max-w-4xl pt-12 pb-10">
          <Breadcrumbs path={path} label={post.title} locale={locale} />
          {/* Site search shows the title already; its excerpt should start in the article. */}
          <div className="mt-8" data-pagefind-ignore="">
            <PostMeta post={post} locale={locale} text={text} />
          </div>
          <h1 id="page-title" className="mt-4 font-display text-4xl font-bold text-fg sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-xl text-fg-muted">{post.excerpt}</p>
        </header>
        <CoverPicture image={post.picture} alt={post.cover.alt} aspect="aspect-[16/9]" />
        <div className="container-page grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-10 py-12">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
            <AuthorCard post={post} locale={locale} />
            {share}
          </div>
          <div className="prose" dangerouslySetInnerHTML={{ __html: articleBody(html) }} />
        </div>
      </article>
      <CallToAction {...copy.cta} locale={locale} variant="rule" />
      {/* A post ends on more reading: the related articles, the last block before the footer. */}
      <section
        aria-labelledby="related-heading"
        className="border-t border-border bg-bg-sunken py-16"
        data-pagefind-ignore=""
      >
        <div className="container-page">
          <SectionHeading id="related-heading" {...copy.related} />
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} headingLevel="h3" locale={locale} text={text} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
