import { expect, test } from "@playwright/test";
import { jsonLdTypes } from "./jsonld";
import { gotoReady, routes } from "./registry";

const posts = routes.filter((r) => r.kind === "post");
const articles = "main section[aria-label='Articles'] article";

test("the server HTML of /blog and the page it links to list every post for crawlers", async ({ request }) => {
  const first = await (await request.get("/blog")).text();
  expect(first).toContain('href="/blog/page/2"');
  const second = await (await request.get("/blog/page/2")).text();
  expect(posts.length).toBe(6);
  for (const post of posts) expect(first + second).toContain(`href="${post.path}"`);
});

test("search and category filter the list and live in the URL; Reset filters restores all", async ({ page }) => {
  await gotoReady(page, "/blog");
  await expect(page.locator(articles)).toHaveCount(4);
  const search = page.getByRole("searchbox", { name: "Search articles" });
  await search.fill("TYPESCRIPT");
  await expect(page).toHaveURL(/\?q=TYPESCRIPT$/);
  await expect(page.locator(articles)).toHaveCount(1);
  await expect(page.locator(articles).first()).toContainText(/TypeScript/i);

  await search.fill("");
  await page
    .getByRole("group", { name: "Filter articles by category" })
    .getByRole("button", { name: "Technology" })
    .click();
  await expect(page).toHaveURL(/\/blog\/category\/technology$/);
  const tech = page.locator(articles);
  await expect(tech).toHaveCount(2);
  for (const text of await tech.allTextContents()) expect(text).toContain("Technology");

  await search.fill("no article mentions this");
  await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter to find what you're looking for")).toBeVisible();
  // One wording for the empty state: the status line announces it, and shows no "0 articles".
  await expect(page.getByRole("status").filter({ hasText: "No posts found" })).toHaveCount(1);
  await expect(page.getByText(/\b0 articles\b/)).toHaveCount(0);
  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(search).toHaveValue("");
  await expect(page.locator(articles)).toHaveCount(4);
});

test("pagination shows other posts, marks the page, disables the ends, and survives a reload", async ({ page }) => {
  // The titles as the accessibility tree has them: the list is a later section of the page, drawn
  // only near the viewport (content-visibility: auto), and innerText leaves out an undrawn block.
  const titles = async () =>
    (await page.locator(`${articles} h2`).allTextContents()).map((t) => t.replace(/\s+/g, " ").trim());
  await gotoReady(page, "/blog");
  const nav = page.getByRole("navigation", { name: "Blog pages" });
  await expect(nav.getByRole("link", { name: "Previous" })).toBeDisabled();
  await expect(nav.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const firstPage = await titles();
  expect(firstPage.length).toBe(4);
  expect(firstPage.every((t) => t.length > 0)).toBe(true);

  await nav.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Next" })).toBeDisabled();
  const secondPage = await titles();
  expect(secondPage.length).toBe(2);
  expect(secondPage.every((t) => t.length > 0)).toBe(true);
  expect(secondPage.some((t) => firstPage.includes(t))).toBe(false);

  await page.reload();
  await expect(nav.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  expect(await titles()).toEqual(secondPage);
});

test("pagination is hidden when the results fit on one page", async ({ page }) => {
  await gotoReady(page, "/blog/category/design");
  await expect(page.locator(articles)).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Blog pages" })).toHaveCount(0);
});

for (const post of posts) {
  test(`post ${post.path} shows its own article with author, related posts and JSON-LD`, async ({ page }) => {
    await gotoReady(page, post.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.label);
    await expect(page.getByText("Written by")).toBeVisible();
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    const related = page.locator("#related-heading").locator("xpath=ancestor::section[1]").locator("article");
    await expect(related).toHaveCount(3);
    expect(await related.locator("a").evaluateAll((a) => a.map((e) => e.getAttribute("href")))).not.toContain(
      post.path,
    );
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      /^\d{4}-\d{2}-\d{2}/,
    );
    await expect(page.locator(".prose h2").first()).toHaveAttribute("id", /.+/);
    // Typographic quotes in the prose: no straight quote outside code (every post has a quote or an apostrophe).
    const prose = await page
      .locator(".prose")
      .first()
      .evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        for (const code of copy.querySelectorAll("pre, code, kbd")) code.remove();
        return copy.textContent ?? "";
      });
    expect(prose).toMatch(/[\u2018\u2019\u201C\u201D]/);
    expect(prose.match(/.{0,20}["'].{0,20}/g) ?? []).toEqual([]);
  });
}

test("Share copies the link and announces it when the Web Share API is missing", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  const post = posts[0]!;
  await gotoReady(page, post.path);
  await page.getByRole("link", { name: "Share" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${post.path}$`));
});

test("Share uses the Web Share API where the browser has it", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, "share", {
      value: async (data: unknown) => (window as unknown as { shared: unknown[] }).shared.push(data),
      configurable: true,
    });
  });
  await gotoReady(page, posts[1]!.path);
  await page.getByRole("link", { name: "Share" }).click();
  // The click hydrates the button and is replayed to it: the share sheet opens a moment later.
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length)).toBe(1);
  const shared = await page.evaluate(() => (window as unknown as { shared: { title: string; url: string }[] }).shared);
  expect(shared[0]!.title).toBe(posts[1]!.label);
});

test("an unknown post slug is a 404", async ({ request }) => {
  expect((await request.get("/blog/not-a-real-post")).status()).toBe(404);
});

test("the RSS feed is valid RSS 2.0 with six absolute, dated items and is linked from the head", async ({
  page,
  request,
}) => {
  const response = await request.get("/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.setContent("<html><body></body></html>");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return {
      version: doc.documentElement.getAttribute("version"),
      items: [...doc.querySelectorAll("item")].map((i) => ({
        link: i.querySelector("link")?.textContent ?? "",
        date: i.querySelector("pubDate")?.textContent ?? "",
        title: i.querySelector("title")?.textContent ?? "",
      })),
    };
  }, xml);
  expect(parsed?.version).toBe("2.0");
  expect(parsed?.items).toHaveLength(6);
  for (const item of parsed!.items) {
    expect(item.link).toMatch(/^https?:\/\/.+\/blog\/[a-z0-9-]+$/);
    expect(Number.isNaN(Date.parse(item.date))).toBe(false);
    expect(item.title.length).toBeGreaterThan(10);
  }
  const home = await (await request.get("/")).text();
  expect(home).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/rss.xml"/);
});

test("the newsletter box validates and asks the visitor to confirm", async ({ page }) => {
  await gotoReady(page, "/blog");
  const email = page.getByLabel("E-mail address");
  await email.fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("#newsletter-feedback")).toContainText("valid e-mail");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await email.fill(`reader-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("#newsletter-feedback")).toContainText("Check your inbox to confirm your subscription");
});

test("a lone search result is laid out as a result, not as the featured post", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blog/search?q=typescript");
  await expect(page.locator(articles)).toHaveCount(1);
  const card = (await page.locator(articles).first().boundingBox())!;
  const list = (await page.locator("main section[aria-label='Articles'] ul").first().boundingBox())!;
  // The featured card spans the whole row; a result takes one column of the grid.
  expect(card.width).toBeLessThan(list.width / 2);
});

test("the second page's two cards fill the row instead of leaving a column empty", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blog/page/2");
  const cards = page.locator(articles);
  await expect(cards).toHaveCount(2);
  const list = (await page.locator("main section[aria-label='Articles'] ul").first().boundingBox())!;
  const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(a.width + b.width).toBeGreaterThan(list.width * 0.9);
});

test("the list's pages are static files, and the old query addresses lead to them", async ({ request }) => {
  for (const path of ["/blog", "/blog/page/2", "/blog/category/design"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // A prerendered file carries the build's content hash as its ETag; an on-demand page has none.
    expect(response.headers().etag, path).toBeTruthy();
  }
  const cases = [
    ["/blog?page=2", "/blog/page/2"],
    ["/blog?category=design", "/blog/category/design"],
    ["/blog?q=typescript&category=technology", "/blog/search?q=typescript&category=technology"],
    ["/blog/search?q=&category=design", "/blog/category/design"],
    ["/blog/search", "/blog"],
  ] as const;
  for (const [from, to] of cases) {
    const response = await request.get(from);
    expect(response.status(), from).toBe(200);
    expect(new URL(response.url()).pathname + new URL(response.url()).search, from).toBe(to);
  }
});

test("a search page is left out of search engines; the list's static pages are indexed", async ({ request }) => {
  const robots = async (path: string) =>
    /<meta name="robots" content="([^"]+)"/.exec(await (await request.get(path)).text())?.[1];
  expect(await robots("/blog/search?q=design")).toBe("noindex, nofollow");
  expect(await robots("/blog/category/design")).toBe("index, follow");
  expect(await robots("/blog/page/2")).toBe("index, follow");
});

test("the list's JSON answers one page of a search, whatever the query", async ({ request }) => {
  const found = await (await request.get("/api/posts?q=typescript")).json();
  expect(found).toMatchObject({ total: 1, page: 1, pageCount: 1, featureFirst: false });
  expect(found.posts[0].title).toMatch(/TypeScript/);
  const all = await (await request.get("/api/posts")).json();
  expect(all).toMatchObject({ total: posts.length, page: 1, featureFirst: true });
  expect(all.posts).toHaveLength(4);
  for (const query of ["?page=999", "?page=-1", "?category=nope", `?q=${"%FF".repeat(3)}`, `?q=${"x".repeat(5000)}`]) {
    const response = await request.get(`/api/posts${query}`);
    expect(response.status(), query).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
  }
});
