import { ArrowRight } from "lucide-react";
import type { Post } from "@/lib/content/collections";
import { Card } from "@/components/ui/Card";
import { Picture } from "@/components/ui/Picture";
import { cn } from "@/lib/ui/cn";
import { formatDisplayDate } from "@/lib/format/dates";
import { permalink } from "@/lib/navigation/permalinks";
import type { PostSummary } from "@/lib/blog/list-pages";

export function formatPostDate(post: Pick<Post, "isoDate">): string {
  return formatDisplayDate(post.isoDate);
}

export function PostMeta({
  post,
  className,
}: {
  post: Pick<Post, "category" | "isoDate" | "readTimeMinutes">;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted", className)}>
      <span className="font-semibold text-accent">{post.category}</span>
      {/* Date and read time wrap as one piece, so no separator is left dangling at a line end. */}
      <span className="whitespace-nowrap">
        <time dateTime={post.isoDate}>{formatPostDate(post)}</time>
        <span aria-hidden="true" className="mx-2">
          ·
        </span>
        {post.readTimeMinutes} min read
      </span>
    </p>
  );
}

/** A blog card; `featured` lays it out wide with a larger title. */
export function PostCard({
  post,
  featured = false,
  headingLevel: Heading = "h2",
}: {
  post: PostSummary;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
}) {
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
        {featured ? <p className="mb-3 text-xs font-bold tracking-[0.16em] text-fg-muted uppercase">Featured</p> : null}
        <PostMeta post={post} />
        <Heading
          className={cn("mt-3 font-display font-semibold text-fg", featured ? "text-2xl sm:text-3xl" : "text-xl")}
        >
          {post.title}
        </Heading>
        <p className="mt-3 flex-1 text-fg-muted">{post.excerpt}</p>
        <a
          href={permalink.post(post.slug)}
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-fg after:absolute after:inset-0 after:content-[''] hover:text-accent"
        >
          Read article<span className="sr-only">: {post.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </Card>
  );
}
