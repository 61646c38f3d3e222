/**
 * The Hindi site (issue 55): every Hindi page is served in Hindi with the interface's Hindi words,
 * names its English twin and is named back (in <head> and in the sitemap), the language switch
 * keeps the visitor on the same page with and without JavaScript, an unknown /hi/ path gets the
 * Hindi 404, the forms answer in Hindi, and the site search looks in the Hindi pages. A sample of
 * pages is checked with axe in both themes at both widths: the English sweep (pages.spec.ts)
 * already covers each layout, so this is a sample, not a second sweep (CI's time).
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { en } from "../../src/lib/i18n/messages/en";
import { hi } from "../../src/lib/i18n/messages/hi";
import { keysOf } from "../../src/lib/i18n/messages";
import {
  AXE_TAGS,
  drawEverything,
  hindiNotFoundPath,
  hindiRoutes,
  routes,
  THEMES,
  useStoredTheme,
  WIDTHS,
} from "./registry";

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      new URL(m[2]!).pathname,
    ]),
  );

/** A catalogue's string at a dotted key. */
function at(catalogue: unknown, key: string): string {
  return key.split(".").reduce((v, k) => (v as Record<string, unknown>)[k], catalogue) as string;
}

/**
 * The English interface words a Hindi page must not show: each catalogue string that Hindi says
 * otherwise, cut at its placeholders into the runs of fixed text.
 */
const englishWords = keysOf(en)
  // The form's subjects are also products' names ("Nexus Mobile App"): the form is checked below.
  .filter((key) => at(en, key) !== at(hi, key) && !key.startsWith("contact.subjects."))
  .flatMap((key) => at(en, key).split(/\{\w+\}/))
  .map((part) => part.trim().replace(/^[,:;.()\s]+|[,:;.()\s]+$/g, ""))
  // Two words or more and ten letters: a shorter run ("and the", between two placeholders) is
  // any English text's, such as the excerpt of a post the Hindi blog lists in English.
  .filter((part) => /^\S+\s+\S+/.test(part) && part.length >= 10 && /[a-z]/.test(part));

/**
 * What a page shows and says: its text and the names it gives (aria-label, alt, title,
 * placeholder), without scripts, styles and other attributes (an island's props hold data, such
 * as the English category names its filter keys on, not words it shows).
 */
function shownText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, (tag) =>
      [...tag.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => ` ${m[1]} `).join(""),
    )
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

test("the registry lists the Hindi pages: one for every English page but the posts not translated yet", () => {
  const english = routes.filter((r) => r.kind !== "post").map((r) => `/hi${r.path === "/" ? "" : r.path}`);
  const hindi = hindiRoutes.filter((r) => r.kind !== "post").map((r) => r.path);
  expect(hindi.sort()).toEqual(english.sort());
  expect(hindiRoutes.filter((r) => r.kind === "post").length).toBeGreaterThanOrEqual(3);
  expect(englishWords.length).toBeGreaterThan(40);
});

test("every Hindi page is in Hindi, in the interface too, and names its English twin, which names it back", async ({
  request,
}) => {
  test.setTimeout(240_000);
  for (const route of hindiRoutes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(attr(html, /<html lang="([^"]+)"/), route.path).toBe("hi-IN");
    expect(html.match(/<h1[\s>]/g) ?? [], route.path).toHaveLength(1);
    expect(attr(html, /<meta property="og:locale" content="([^"]+)"/), route.path).toBe("hi_IN");
    // The Devanagari core is preloaded on a Hindi page, and its text needs nothing outside it
    // (a Vedic accent or a Sindhi letter would fetch the npm file too: global.css).
    expect(html, route.path).toMatch(/<link rel="preload" href="[^"]*noto-sans-devanagari-core[^"]*" as="font"/);
    const text = shownText(html);
    expect(text.match(/[\u0900\u0951-\u0957\u0971-\u097F]/g) ?? [], `${route.path}: letters outside the core`).toEqual(
      [],
    );
    const leaked = englishWords.filter((words) => text.includes(words));
    expect(leaked, `${route.path} shows English interface words`).toEqual([]);

    const english = route.path === "/hi" ? "/" : route.path.slice(3);
    const alternates = alternatesOf(html);
    expect(alternates, route.path).toEqual({ en: english, hi: route.path, "x-default": english });
    const twin = await (await request.get(english)).text();
    expect(alternatesOf(twin), english).toEqual(alternates);
    expect(attr(twin, /<html lang="([^"]+)"/)).toBe("en-GB");
  }
});

test("English pages never download the Devanagari face, nor preload it", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(r.url());
  });
  for (const path of ["/", "/services", "/contact"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await page.content()).not.toContain("noto-sans-devanagari");
  }
  expect(fonts.filter((f) => f.includes("noto-sans-devanagari"))).toEqual([]);
  // The switch's "हिन्दी" has its own 2.4 KB cut of the face.
  expect(fonts.some((f) => f.includes("devanagari-switch"))).toBe(true);
});

test("a Hindi page draws its text in the Devanagari face, preloaded, and nothing moves when it arrives", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname.replace(/\.[\w-]+\.woff2$/, ""));
  });
  await page.goto("/hi/services/cloud-services", { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, "")),
  );
  expect(loaded).toContain("Noto Sans Devanagari Variable");
  // The cores only: the Devanagari one, and Inter and Space Grotesk for the Latin words and digits.
  expect(fonts.sort()).toEqual([
    "/_astro/inter-core",
    "/_astro/noto-sans-devanagari-core",
    "/_astro/space-grotesk-core",
  ]);
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifted).toBeLessThanOrEqual(0.02);
  await context.close();
});

test("the sitemap lists each page in both languages, each naming the other", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const entry = (path: string) => entries.find((e) => new URL(attr(e, /<loc>([^<]+)<\/loc>/)!).pathname === path) ?? "";
  for (const route of hindiRoutes) {
    const english = route.path === "/hi" ? "/" : route.path.slice(3);
    for (const path of [route.path, english]) {
      const links = Object.fromEntries(
        [...entry(path).matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, new URL(m[2]!).pathname]),
      );
      expect(links, path).toEqual({ en: english, hi: route.path, "x-default": english });
    }
  }
  // A post not translated is listed once, in English, with no pair.
  const untranslated = routes.find((r) => r.kind === "post" && !hindiRoutes.some((h) => h.path === `/hi${r.path}`))!;
  expect(entry(untranslated.path)).not.toContain("hreflang");
});

for (const javaScriptEnabled of [true, false]) {
  test(`the language switch keeps the page, both ways (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto("/services/cloud-services");
    await page.getByRole("link", { name: "Read this page in Hindi" }).first().click();
    await expect(page).toHaveURL(/\/hi\/services\/cloud-services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await page.getByRole("link", { name: "यह पेज अंग्रेज़ी में पढ़ें" }).first().click();
    await expect(page).toHaveURL(/\/services\/cloud-services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await context.close();
  });
}

test("a post not translated yet switches to the Hindi blog, which lists it, marked as English, at its English address", async ({
  page,
}) => {
  const untranslated = routes.find((r) => r.kind === "post" && !hindiRoutes.some((h) => h.path === `/hi${r.path}`))!;
  await page.goto(untranslated.path);
  await page.getByRole("link", { name: "Read this page in Hindi" }).first().click();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  const card = page.locator(`a[href="${untranslated.path}"]`).first();
  await expect(card).toBeAttached();
  await expect(page.locator("main")).toContainText(hi.blog.inEnglish);
});

test("an unknown path under /hi answers 404 with the Hindi page; the English one stays English", async ({
  request,
}) => {
  const hindi = await request.get(hindiNotFoundPath);
  expect(hindi.status()).toBe(404);
  const html = await hindi.text();
  expect(attr(html, /<html lang="([^"]+)"/)).toBe("hi-IN");
  expect(html).toContain("पेज नहीं मिला");
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  const english = await request.get("/this-page-does-not-exist");
  expect(await english.text()).toContain("Page Not Found");
});

test("the Hindi contact form says what to fix in Hindi, keeps what was typed, and sends in Hindi", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/hi/contact");
  await page.getByLabel(hi.contact.name).fill("Asha Verma");
  await page.getByLabel(hi.contact.email, { exact: false }).first().fill("asha@example");
  await page.getByRole("button", { name: hi.contact.send }).click();
  await expect(page.getByText(hi.contact.errors.emailInvalid)).toBeVisible();
  await expect(page.getByText(hi.contact.errors.subject)).toBeVisible();
  await expect(page.getByLabel(hi.contact.name)).toHaveValue("Asha Verma");
  await page.getByLabel(hi.contact.email, { exact: false }).first().fill("asha@example.com");
  await page.getByLabel(hi.contact.subject).selectOption({ label: hi.contact.subjects["Web Development"] });
  // The budget shows the Hindi line and sends the English one, which the server checks.
  const budget = page.getByLabel(hi.contact.budget, { exact: false });
  const options = await budget.locator("option").allTextContents();
  expect(options[0]).toBe(hi.contact.notSure);
  expect(options[1]).toMatch(/लाख/);
  await budget.selectOption({ index: 1 });
  expect(await budget.inputValue()).toMatch(/lakh/);
  await page.getByRole("textbox", { name: hi.contact.message, exact: true }).fill("हमें अपने गोदाम के लिए एक ऐप चाहिए।");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/contact"));
  await page.getByRole("button", { name: hi.contact.send }).click();
  expect(JSON.parse((await sent).postData() ?? "{}")).toMatchObject({ lang: "hi", subject: "Web Development" });
  await expect(page.getByRole("heading", { name: hi.contact.sent })).toBeVisible();
});

test("the Hindi contact form without JavaScript answers in Hindi at /hi/contact/submission", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi/contact");
  await page.getByLabel(hi.contact.name).fill("A");
  await page.getByRole("button", { name: hi.contact.send }).click();
  await expect(page).toHaveURL(/\/hi\/contact\/submission$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByText(hi.contact.errors.emailMissing)).toBeVisible();
  await expect(page.getByLabel(hi.contact.name)).toHaveValue("A");
  await context.close();
});

async function searchHindi(page: Page, query: string) {
  await page.keyboard.press("Control+k");
  const input = page.getByPlaceholder(hi.palette.placeholder);
  await expect(input).toBeFocused();
  await input.fill(query);
  return page.getByRole("dialog", { name: hi.palette.dialog }).locator('[role="option"][data-kind="page"]');
}

for (const [query, expected] of [
  ["सॉफ़्टवेयर", /^\/hi(\/|$)/],
  ["प्रोजेक्ट", /^\/hi(\/|$)/],
  ["डिज़ाइन", /^\/hi(\/|$)/],
] as const) {
  test(`the palette on a Hindi page finds Hindi pages for "${query}"`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/hi");
    const hits = await searchHindi(page, query);
    await expect(hits.first()).toBeVisible({ timeout: 25_000 });
    // Each page hit's value is "page:" and its URL (cmdk's data-value).
    const hrefs = (await hits.evaluateAll((els) => els.map((el) => el.getAttribute("data-value") ?? ""))).map((v) =>
      v.replace(/^page:/, ""),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(
      hrefs.every((h) => expected.test(h)),
      hrefs.join(", "),
    ).toBe(true);
  });
}

test("/hi/blog/search finds the Hindi posts for सॉफ़्टवेयर, प्रोजेक्ट and डिज़ाइन, without JavaScript, a nukta typed either way", async ({
  request,
}) => {
  const found = async (query: string) => {
    const response = await request.get(`/hi/blog/search?q=${encodeURIComponent(query)}`);
    expect(response.status(), query).toBe(200);
    const html = await response.text();
    expect(attr(html, /<html lang="([^"]+)"/)).toBe("hi-IN");
    return [...html.matchAll(/href="(\/hi\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]!);
  };
  for (const query of ["सॉफ़्टवेयर", "प्रोजेक्ट"]) expect((await found(query)).length, query).toBeGreaterThan(0);
  // डिज़ाइन: the design-systems post, whose title and body hold it (ज़ as ज + U+093C).
  expect(await found("डिज़ाइन")).toContain("/hi/blog/design-systems-that-scale");
  expect(await found("डि\u095Bाइन")).toEqual(await found("डिज\u093Cाइन"));
  // The posts write फ़ as फ and the nukta (U+093C); typed as the one code point U+095E, the same posts.
  expect(await found("सॉ\u095E\u094Dटवेयर")).toEqual(await found("सॉफ\u093C\u094Dटवेयर"));
});

test("a nukta typed as two code points finds what is written with one, and the other way round", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/hi");
  // डिज़ाइन with ज़ as ज + U+093C (what a phone keyboard may send), and as U+095B.
  const hits = await searchHindi(page, "डिज\u093Cाइन");
  await expect(hits.first()).toBeVisible({ timeout: 25_000 });
  const first = await hits.count();
  await page.getByPlaceholder(hi.palette.placeholder).fill("डि\u095Bाइन");
  await expect(hits).toHaveCount(first);
});

const SAMPLE = ["/hi", "/hi/services/cloud-services", "/hi/contact", "/hi/blog", "/hi/privacy-policy"];
for (const [i, path] of SAMPLE.entries()) {
  const pairs = THEMES.flatMap((theme) => WIDTHS.map((width) => [theme, width] as const));
  // The home page in all four; the others in two of the four, in turn.
  for (const [theme, width] of i === 0 ? pairs : [pairs[i % 4]!, pairs[(i + 2) % 4]!]) {
    test(`axe: ${path}, ${theme} theme, ${width}px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
      const page = await context.newPage();
      await useStoredTheme(page, theme);
      await page.goto(path, { waitUntil: "load" });
      await drawEverything(page);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
      await context.close();
    });
  }
}

test("on a 320 px phone the bar keeps its menu button, in both languages", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  for (const path of ["/", "/hi"]) {
    await page.goto(path);
    const box = await page.locator("#menu-toggle").boundingBox();
    expect(box, path).not.toBeNull();
    expect(box!.x + box!.width, path).toBeLessThanOrEqual(320);
  }
  await context.close();
});
