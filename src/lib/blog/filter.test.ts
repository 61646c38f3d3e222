import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  blogQueryString,
  blogUrl,
  clampPage,
  GAP,
  pageWindow,
  filterPosts,
  pageCount,
  paginate,
  parseBlogQuery,
  markdownText,
  searchWords,
} from "./filter";

const posts = [
  { slug: "a", title: "Core Web Vitals and revenue", excerpt: "Speed sells.", category: "Technology" },
  { slug: "b", title: "Design systems", excerpt: "Tokens and components that SCALE.", category: "Design" },
  { slug: "c", title: "Scoping a project", excerpt: "Fixed scope or time and materials.", category: "Business" },
  { slug: "d", title: "Cloud costs", excerpt: "No surprises on the bill.", category: "Technology" },
];

describe("filterPosts", () => {
  it("matches the title or the excerpt, case-insensitively", () => {
    expect(filterPosts(posts, "WEB VITALS", ALL_CATEGORIES).map((p) => p.slug)).toEqual(["a"]);
    expect(filterPosts(posts, "scale", ALL_CATEGORIES).map((p) => p.slug)).toEqual(["b"]);
    expect(filterPosts(posts, "  ", ALL_CATEGORIES)).toHaveLength(4);
    expect(filterPosts(posts, "kubernetes", ALL_CATEGORIES)).toEqual([]);
  });

  it("keeps only the chosen category unless All", () => {
    expect(filterPosts(posts, "", "Technology").map((p) => p.slug)).toEqual(["a", "d"]);
    expect(filterPosts(posts, "cloud", "Technology").map((p) => p.slug)).toEqual(["d"]);
    expect(filterPosts(posts, "cloud", "Design")).toEqual([]);
  });

  const bodies: Record<string, string> = {
    a: searchWords(markdownText("A slow page costs **orders**, and [teams also need](https://x.example) budgets.")),
    b: searchWords("Product teams need a budget; teams also need owners."),
    c: searchWords("Teams need scope, and also budgets."),
    d: "",
  };
  const body = (p: { slug: string }) => bodies[p.slug] ?? "";

  it("finds a phrase a visitor remembers from a post's text, typed without its punctuation", () => {
    expect(searchWords("Don’t ship it, “yet” — OK?")).toBe(" dont ship it yet ok ");
    expect(filterPosts(posts, "teams also need", ALL_CATEGORIES, body).map((p) => p.slug)).toEqual(["a", "b"]);
    expect(filterPosts(posts, "costs orders and teams", ALL_CATEGORIES, body).map((p) => p.slug)).toEqual(["a"]);
    // The words must stand together and in order: c has them all, apart.
    expect(filterPosts(posts, "teams also need", ALL_CATEGORIES, body).map((p) => p.slug)).not.toContain("c");
    // Without the bodies, the specification's rule alone.
    expect(filterPosts(posts, "teams also need", ALL_CATEGORIES)).toEqual([]);
  });

  it("ranks the phrase in a title above an excerpt, and an excerpt above a body", () => {
    const bodyHas = () => searchWords("the bill arrives");
    const list = [
      { slug: "body", title: "Budgets", excerpt: "Money.", category: "Business" },
      { slug: "excerpt", title: "Cloud", excerpt: "When the bill arrives.", category: "Business" },
      { slug: "title", title: "The bill arrives", excerpt: "Money.", category: "Business" },
    ];
    expect(filterPosts(list, "the bill arrives", ALL_CATEGORIES, bodyHas).map((p) => p.slug)).toEqual([
      "title",
      "excerpt",
      "body",
    ]);
  });
});

describe("pagination", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 4)).toBe(1);
    expect(pageCount(4, 4)).toBe(1);
    expect(pageCount(5, 4)).toBe(2);
    expect(pageCount(6, 2)).toBe(3);
  });

  it("clamps out-of-range pages", () => {
    expect(clampPage(0, 6, 4)).toBe(1);
    expect(clampPage(-3, 6, 4)).toBe(1);
    expect(clampPage(9, 6, 4)).toBe(2);
    expect(clampPage(Number.NaN, 6, 4)).toBe(1);
  });

  it("slices each page and reports the ends", () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect(paginate(items, 1, 4)).toMatchObject({
      items: [1, 2, 3, 4],
      page: 1,
      pageCount: 2,
      hasPrevious: false,
      hasNext: true,
    });
    expect(paginate(items, 2, 4)).toMatchObject({ items: [5, 6], page: 2, hasPrevious: true, hasNext: false });
    expect(paginate([], 1, 4)).toMatchObject({ items: [], page: 1, pageCount: 1, hasNext: false });
  });
});

describe("URL state", () => {
  const categories = ["Technology", "Design"];
  it("parses and round-trips q, category and page", () => {
    const query = parseBlogQuery(new URLSearchParams("q=cloud&category=technology&page=2"), categories);
    expect(query).toEqual({ q: "cloud", category: "Technology", page: 2 });
    expect(blogQueryString(query)).toBe("?q=cloud&category=technology&page=2");
  });

  it("falls back to defaults and leaves them out of the URL", () => {
    const query = parseBlogQuery(new URLSearchParams("category=unknown&page=abc"), categories);
    expect(query).toEqual({ q: "", category: ALL_CATEGORIES, page: 1 });
    expect(blogQueryString(query)).toBe("");
  });
});

describe("where a state lives", () => {
  it("is a static list page without a search, the search page with one", () => {
    expect(blogUrl({ q: "", category: ALL_CATEGORIES, page: 1 })).toBe("/blog");
    expect(blogUrl({ q: "  ", category: ALL_CATEGORIES, page: 3 })).toBe("/blog/page/3");
    expect(blogUrl({ q: "", category: "Design", page: 1 })).toBe("/blog/category/design");
    expect(blogUrl({ q: "", category: "Design", page: 2 })).toBe("/blog/category/design/page/2");
    expect(blogUrl({ q: "cloud", category: "Design", page: 2 })).toBe("/blog/search?q=cloud&category=design&page=2");
    expect(blogUrl({ q: "a&b", category: ALL_CATEGORIES, page: 1 })).toBe("/blog/search?q=a%26b");
  });

  it("cuts an over-long search", () => {
    expect(parseBlogQuery(new URLSearchParams(`q=${"x".repeat(500)}`), []).q).toHaveLength(200);
  });
});

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("keeps the ends and the current page's neighbours, with gaps, in at most seven places", () => {
    expect(pageWindow(1, 250)).toEqual([1, 2, 3, 4, 5, GAP, 250]);
    expect(pageWindow(125, 250)).toEqual([1, GAP, 124, 125, 126, GAP, 250]);
    expect(pageWindow(250, 250)).toEqual([1, GAP, 246, 247, 248, 249, 250]);
    // A gap of one page shows the page instead.
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, GAP, 10]);
    for (let count = 1; count <= 40; count++) {
      for (let current = 1; current <= count; current++) {
        const shown = pageWindow(current, count);
        expect(shown.length).toBeLessThanOrEqual(7);
        expect(shown).toContain(current);
        expect(shown[0]).toBe(1);
        expect(shown.at(-1)).toBe(count);
      }
    }
  });
});
