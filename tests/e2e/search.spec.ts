/** Site search in the command palette: Pagefind's static index, built from the rendered pages. */
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { loadCollection, readContentFile } from "../../tools/content-files";
import { gotoReady, routes, untilIdle } from "./registry";

const contentDir = path.join(import.meta.dirname, "../../src/content");
const posts = routes.filter((r) => r.kind === "post");
const drafts = loadCollection("blog")
  .filter((p) => p.data.draft)
  .map((p) => ({ slug: p.id, title: p.data.title }));

const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const input = (page: Page) => page.getByPlaceholder("Type a command or search...");
const pageHits = (page: Page) => palette(page).locator('[role="option"][data-kind="page"]');
/**
 * A first search loads the palette's code, the engine, its WebAssembly and the index: about 2 s
 * here with one browser, 5 to 8 s beside a second test worker on this 2-core machine (measured),
 * so the default 10 s is too close. This is not a timing test: bench/palette.mjs times it.
 */
const COLD = { timeout: 25_000 };

/**
 * Five words from the middle of the middle plain paragraph of a Markdown body, as a visitor who
 * remembers them types them: no punctuation, no apostrophes, in lower case.
 */
function phraseFromMiddle(markdown: string): string {
  const paragraphs = markdown
    .replace(/```[\s\S]*?```/g, "")
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => !/^(#|\||[-*>]|\d+\.)/.test(p))
    .map((p) =>
      p
        .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
        .toLowerCase()
        .replace(/['’‘]/g, "")
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    )
    .filter((words) => words.length >= 24);
  const words = paragraphs[Math.floor(paragraphs.length / 2)]!;
  const start = Math.floor(words.length / 2) - 2;
  return words.slice(start, start + 5).join(" ");
}

/** A failed assertion also says what the palette showed (its query and text), to tell a lost key from a failed search. */
async function withPaletteText(page: Page, assertions: () => Promise<void>) {
  try {
    await assertions();
  } catch (error) {
    const query = await input(page)
      .inputValue({ timeout: 1000 })
      .catch(() => "(no input)");
    const shown = await palette(page)
      .innerText({ timeout: 1000 })
      .catch(() => "(no palette)");
    throw new Error(`${String(error)}\nThe palette's query: "${query}"; it showed: ${shown.replace(/\s+/g, " ")}`);
  }
}

async function search(page: Page, query: string) {
  await page.keyboard.press("Control+k");
  await expect(input(page)).toBeFocused();
  await input(page).fill(query);
}

const projects = routes.filter((r) => r.kind === "project");
const bodyOf = (collection: "blog" | "projects", routePath: string) =>
  readContentFile(path.join(contentDir, collection, `${routePath.split("/").pop()}.md`)).body;

for (const [collection, route] of [
  ...posts.map((r) => ["blog", r] as const),
  ...projects.map((r) => ["projects", r] as const),
]) {
  test(`five words from the middle of ${route.path}, typed without punctuation, find it first in the palette`, async ({
    page,
  }) => {
    const phrase = phraseFromMiddle(bodyOf(collection, route.path));
    await gotoReady(page, "/");
    await search(page, phrase);
    await withPaletteText(page, async () => {
      await expect(pageHits(page).first()).toContainText(route.label, COLD);
      await expect(pageHits(page).first().locator("mark").first()).toBeVisible();
    });
  });
}

test("a short phrase of common words finds the page that holds it, not a long page that has the words apart", async ({
  page,
}) => {
  // From "Design systems that scale"; the Cookies Policy has all three words and came first.
  await gotoReady(page, "/");
  await search(page, "teams also need");
  await withPaletteText(page, async () => {
    await expect(pageHits(page).first()).toContainText("Design systems that scale", COLD);
  });
});

for (const post of posts) {
  test(`five words from the middle of ${post.path} find it first on /blog/search, without JavaScript too`, async ({
    browser,
  }) => {
    const phrase = phraseFromMiddle(bodyOf("blog", post.path));
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/blog/search?q=${encodeURIComponent(phrase)}`);
      const cards = page.getByRole("region", { name: "Articles" }).getByRole("article");
      await expect(cards.first().getByRole("link").first(), `"${phrase}"`).toHaveAttribute("href", post.path);
      await context.close();
    }
  });
}

test("the search index is fetched on intent (the pointer on the palette's button), never while the page loads", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/pagefind/")) fetched.push(new URL(r.url()).pathname);
  });
  await gotoReady(page, "/about");
  // Loaded, scrolled (engagement: the islands' modules are prefetched, after-load.ts) and idle
  // since: nothing of the search engine has been asked for.
  await page.mouse.wheel(0, 300);
  await untilIdle(page);
  await page.waitForFunction(() => document.querySelector('link[rel="prefetch"]') !== null);
  expect(fetched).toEqual([]);
  await page.getByRole("button", { name: "Open command palette" }).hover();
  // The engine, its WebAssembly and an index chunk arrive before the palette is even opened.
  await expect.poll(() => fetched.some((p) => p.startsWith("/pagefind/index/")), { timeout: 20_000 }).toBe(true);
  expect(fetched).toContain("/pagefind/pagefind.js");
  expect(fetched.some((p) => p.startsWith("/pagefind/wasm."))).toBe(true);
  expect(fetched.some((p) => p.startsWith("/pagefind/fragment/"))).toBe(false);
  await page.keyboard.press("Control+k");
  await input(page).fill("design system");
  await expect(pageHits(page).first()).toBeVisible();
  // Only the found pages' excerpts are fetched for the query.
  expect(fetched.some((p) => p.startsWith("/pagefind/fragment/"))).toBe(true);
});

test("the keyboard opens a found page: arrows, Enter", async ({ page }) => {
  await gotoReady(page, "/");
  await search(page, "core web vitals revenue");
  await expect(pageHits(page).first()).toContainText("Core Web Vitals", COLD);
  await expect(page.getByRole("option", { selected: true })).toHaveAttribute("data-kind", "page");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog\/why-core-web-vitals-matter-for-revenue$/);
  await expect(palette(page)).toBeHidden();
});

test("pages are indexed by their rendered text, not only their front matter", async ({ page }) => {
  const overviewPhrase = phraseFromMiddle(readContentFile(path.join(contentDir, "services/cloud-services.md")).body);
  await gotoReady(page, "/");
  await search(page, overviewPhrase);
  await expect(pageHits(page).first()).toContainText("Cloud", COLD);
  // Text that only the page's layout adds (a heading template filled with the service's name).
  await input(page).fill("How we approach cloud services");
  await expect(pageHits(page).first()).toContainText("Cloud");
});

test("a draft is never served, listed, fed or found in production", async ({ page, request }) => {
  expect(drafts.length, "the repository keeps one draft post to test against").toBeGreaterThan(0);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const rss = await (await request.get("/rss.xml")).text();
  const blog = await (await request.get("/blog")).text();
  for (const draft of drafts) {
    expect((await request.get(`/blog/${draft.slug}`)).status()).toBe(404);
    expect((await request.get(`/og/blog/${draft.slug}.png`)).status()).toBe(404);
    expect(sitemap).not.toContain(draft.slug);
    expect(rss).not.toContain(draft.slug);
    expect(blog).not.toContain(draft.slug);
    expect(routes.map((r) => r.path)).not.toContain(`/blog/${draft.slug}`);
    await gotoReady(page, "/");
    await search(page, draft.title);
    await expect(palette(page).getByRole("status")).not.toHaveText("");
    await expect(pageHits(page).filter({ hasText: draft.title })).toHaveCount(0);
    await page.keyboard.press("Escape");
  }
});

test("a download that fails once (a flaky connection) is tried again: the page is still found", async ({ page }) => {
  let failed = 0;
  await page.route("**/pagefind/fragment/**", async (route) => {
    if (failed === 0) {
      failed += 1;
      return route.abort("connectionreset");
    }
    return route.continue();
  });
  await gotoReady(page, "/");
  await search(page, "design system");
  await withPaletteText(page, async () => {
    await expect(pageHits(page).first()).toBeVisible(COLD);
  });
  expect(failed).toBe(1);
  await expect(palette(page)).not.toContainText("Page search is unavailable");
});

test("nonsense finds nothing: the palette says No commands found, not a stray article", async ({ page }) => {
  await gotoReady(page, "/");
  const searched = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/pagefind/"));
  await search(page, "zzzqqq");
  await searched;
  await expect(palette(page).getByText("No commands found")).toBeVisible();
  await expect(palette(page).getByRole("option")).toHaveCount(0);
  // A real word still finds pages once the index is loaded.
  await input(page).fill("kubernetes");
  await expect(pageHits(page).first()).toBeVisible();
});

test("while the first search loads, the matching commands stay and a loading state shows", async ({ page }) => {
  // The index arrives slowly, as on a phone on a weak connection: its files are held back until
  // the test has seen what the palette shows meanwhile, then let through (arrive).
  let arrive = () => {};
  let arrived = Promise.resolve();
  const holdIndex = () => void (arrived = new Promise<void>((resolve) => (arrive = resolve)));
  await page.route("**/pagefind/**", async (route) => {
    await arrived;
    await route.continue();
  });
  holdIndex();
  await gotoReady(page, "/");
  await search(page, "projects");
  const commands = palette(page).locator('[role="option"][data-kind="command"]');
  await expect(palette(page).getByText("Searching pages…")).toBeVisible();
  await expect(commands).toHaveCount(1);
  await expect(commands).toHaveText(/Go to Projects/);
  arrive();
  await expect(pageHits(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(palette(page).getByText("Searching pages…")).toBeHidden();
  await expect(commands).toHaveText(/Go to Projects/);
  // A query that matches no command: the panel is never blank while pages load (the index's
  // files it needs are held again until it has been looked at).
  holdIndex();
  await input(page).fill("settlement reports");
  await expect(
    palette(page)
      .getByText(/Searching pages…|No commands found/)
      .or(pageHits(page))
      .first(),
  ).toBeVisible();
  arrive();
});

test("the palette's snippets keep the spaces between words", async ({ page }) => {
  await gotoReady(page, "/");
  // The contact details: a label and its value are two elements side by side.
  await search(page, "Knowledge Park");
  const contact = pageHits(page).filter({ hasText: "Contact" }).first();
  // The first search of the page: the palette's code and the index load first.
  await expect(contact.locator("mark").first()).toBeVisible(COLD);
  expect(await contact.innerText()).not.toMatch(/[a-z](Plot|Knowledge|Greater|We)\b/);
  // The projects' filter: one button beside another.
  await input(page).fill("web application mobile");
  await expect(pageHits(page).first()).toBeVisible();
  for (const text of await pageHits(page).allInnerTexts()) {
    expect(text).not.toMatch(/All(Web|Mobile)|Application(Mobile|Platform|Web)/);
  }
});

test("a hit's snippet reads as a sentence: from its start or an ellipsis, no arrows or list numbers", async ({
  page,
}) => {
  await gotoReady(page, "/");
  for (const query of ["all eight services", "governing law", "invoices went out late"]) {
    await search(page, query);
    await withPaletteText(page, async () => {
      await expect(pageHits(page).first()).toBeVisible(COLD);
      for (const hit of await pageHits(page).all()) {
        const excerpt = (await hit.locator("span.text-sm").textContent())!.trim();
        expect(excerpt, query).not.toMatch(/[→↗]|\b0\d /);
        expect(excerpt, query).toMatch(/^(…|[\p{Lu}\p{N}“"‘(₹])/u);
        expect(excerpt, query).toMatch(/([.!?:”")]|…)$/u);
      }
    });
    await page.keyboard.press("Escape");
  }
});
