/** Post arithmetic shared by the pages and the tests: words, read time, related posts. */
const WORDS_PER_MINUTE = 220;

export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\s]+/g, "w"))
    .replace(/[#>*_`|[\]()-]/g, " ");
  return text.split(/\s+/).filter(Boolean).length;
}

export function readTime(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Up to `limit` other posts: the same category first, then the newest of the rest. */
export function relatedPosts<T extends { slug: string; category: string }>(post: T, all: readonly T[], limit = 3): T[] {
  const others = all.filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, limit);
}
