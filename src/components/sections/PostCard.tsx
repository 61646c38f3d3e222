import { ArrowRight } from "@/components/ui/Icon";
import type { Post } from "@/lib/content/collections";
import { Card } from "@/components/ui/Card";
import { Picture } from "@/components/ui/Picture";
import { cn } from "@/lib/ui/cn";
import { formatDisplayDate } from "@/lib/format/dates";
import type { PostSummary } from "@/lib/blog/list-pages";
import { LANGUAGES, type Locale } from "@/lib/i18n/locale";
import { fill, formatNumber } from "@/lib/i18n/format";

/**
 * A post card's words, in the page's language (messages' blog): given as props, because the blog
 * list's island draws cards too, and an island ships only its own language's words.
 */
export interface PostCardText {
  featured: string;
  minRead: string;
  readArticle: string;
  inEnglish: string;
  categoryNames: Readonly<Record<string, string>>;
}

export function formatPostDate(post: Pick<Post, "isoDate">, locale: Locale): string {
  return formatDisplayDate(post.isoDate, locale);
}

export function PostMeta({
  post,
  locale,
  text,
  className,
}: {
  post: Pick<Post, "category" | "isoDate" | "readTimeMinutes">;
  locale: Locale;
  text: Pick<PostCardText, "minRead" | "categoryNames">;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted", className)}>
      <span className="font-semibold text-accent">{text.categoryNames[post.category] ?? post.category}</span>
      {/* Date and read time wrap as one piece, so no separator is left dangling at a line end. */}
      <span className="whitespace-nowrap">
        <time dateTime={post.isoDate}>{formatPostDate(post, locale)}</time>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        {fill(text.minRead, { minutes: formatNumber(locale, post.readTimeMinutes) })}
      </span>
    </p>
  );
}

/** A blog card; `featured` lays it out wide with a larger title. */
export function PostCard({
  post,
  locale,
  text,
  featured = false,
  headingLevel: Heading = "h2",
}: {
  post: PostSummary;
  /** The page's language; a post in another one (an English post on the Hindi blog) says so. */
  locale: Locale;
  text: PostCardText;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const foreign = post.locale !== locale;
  return (
    <Card
      as="article"
      interactive
      padded={false}
      className={cn("group flex h-full flex-col overflow-hidden", featured && "lg:grid lg:grid-cols-[1.3fr_1fr]")}
    >
      <div
        className={cn("relative aspect-[16/9] overflow-hidden bg-bg-sunken", featured && "lg:aspect-auto lg:min-h-80")}
      >
        <Picture
          image={post.picture}
          alt={post.cover.alt}
          fill
          sizes={
            featured ? "(min-width: 1024px) 640px, 100vw" : "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          }
          priority={featured}
          className="object-cover transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
      </div>
      <div className={cn("flex flex-1 flex-col p-6", featured && "lg:justify-center lg:p-10")}>
        {featured ? (
          <p className="mb-3 text-xs font-bold tracking-[0.16em] text-fg-muted uppercase">{text.featured}</p>
        ) : null}
        <PostMeta post={post} locale={locale} text={text} />
        {foreign ? (
          <p className="mt-3 self-start rounded-full border border-border px-2.5 py-0.5 text-xs font-semibold text-fg-muted">
            {text.inEnglish}
          </p>
        ) : null}
        <Heading
          lang={foreign ? LANGUAGES[post.locale].htmlLang : undefined}
          className={cn("mt-3 font-display font-semibold text-fg", featured ? "text-2xl sm:text-3xl" : "text-xl")}
        >
          {post.title}
        </Heading>
        <p lang={foreign ? LANGUAGES[post.locale].htmlLang : undefined} className="mt-3 flex-1 text-fg-muted">
          {post.excerpt}
        </p>
        <a
          href={post.href}
          hrefLang={foreign ? LANGUAGES[post.locale].hreflang : undefined}
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-fg after:absolute after:inset-0 after:content-[''] hover:text-accent"
        >
          {text.readArticle}
          <span className="sr-only">{`: ${post.title}`}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </Card>
  );
}
