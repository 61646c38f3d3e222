import { expect, test, type Locator, type Page } from "@playwright/test";
import { loadCollection } from "../../tools/content-files";
import fs from "node:fs";
import { formatDisplayDate } from "../../src/lib/format/dates";
import { jsonLdTypes } from "./jsonld";
import { drawEverything, gotoReady } from "./registry";

test("projects: six cards, a category filter kept in the URL, case studies reachable", async ({ page }) => {
  await gotoReady(page, "/projects");
  const items = page.locator("main li[data-category]");
  await expect(items).toHaveCount(6);
  const filter = page.getByRole("group", { name: "Filter projects by category" });
  await expect(filter.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

  await filter.getByRole("button", { name: "Mobile Application" }).click();
  await expect(page).toHaveURL(/\?category=mobile-application$/);
  await expect(filter.getByRole("button", { name: "Mobile Application" })).toHaveAttribute("aria-pressed", "true");
  await expect(items).toHaveCount(2);
  for (const category of await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-category")))) {
    expect(category).toBe("mobile-application");
  }
  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(filter.getByRole("button", { name: "Mobile Application" })).toHaveAttribute("aria-pressed", "true");

  await filter.getByRole("button", { name: "All" }).click();
  await expect(items).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Start a Project" })).toHaveAttribute("href", "/contact");
});

test("projects: a strip of every product's own mark, linked, and the words of each client a case study names", async ({
  page,
}) => {
  const projects = loadCollection("projects")
    .map(({ id, data }) => ({
      slug: id,
      order: data.order as number,
      title: data.title as string,
      quote: data.quote as { text: string; name: string } | undefined,
    }))
    .sort((a, b) => a.order - b.order);
  await gotoReady(page, "/projects");
  const voices = page.locator("#voices-heading").locator("xpath=ancestor::section[1]");
  const marks = voices.getByRole("list", { name: "Products we have shipped" }).getByRole("link");
  await expect(marks).toHaveCount(projects.length);
  for (const [i, p] of projects.entries()) {
    await expect(marks.nth(i)).toHaveText(p.title);
    await expect(marks.nth(i)).toHaveAttribute("href", `/projects/${p.slug}`);
    await expect(marks.nth(i).locator("img[src$='.svg']")).toHaveAttribute("alt", "");
  }
  // A client the case study names is quoted by name; an anonymous one is not quoted at all.
  const named = projects.filter((p) => p.quote);
  expect(named.length).toBeLessThan(projects.length);
  const quotes = voices.locator("figure");
  await expect(quotes).toHaveCount(named.length);
  for (const [i, p] of named.entries()) {
    await expect(quotes.nth(i).locator("blockquote")).toContainText(p.quote!.text.slice(0, 40));
    await expect(quotes.nth(i).locator("figcaption")).toContainText(p.quote!.name);
    await expect(quotes.nth(i).getByRole("link", { name: `${p.title}: the case study` })).toHaveAttribute(
      "href",
      `/projects/${p.slug}`,
    );
  }
});

test("every case study opens from its card and shows problem, approach, results, stack", async ({ page }) => {
  await gotoReady(page, "/projects");
  const links = await page
    .locator("main li[data-category] a")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
  expect(links).toHaveLength(6);
  for (const href of links) {
    await gotoReady(page, "/projects");
    await page.locator(`main li[data-category] a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { name: "The problem" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our approach" })).toBeVisible();
    await expect(page.locator("#results-heading").locator("xpath=..").locator("dd")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Tech stack" })).toBeVisible();
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["CreativeWork", "BreadcrumbList"]));
  }
});

test("a case study ends on the next one in the portfolio's order, the last on the first", async ({ page }) => {
  const order = loadCollection("projects")
    .map(({ id, data }) => ({ slug: id, order: data.order as number, title: data.title as string }))
    .sort((a, b) => a.order - b.order);
  for (const i of [0, order.length - 1]) {
    await page.goto(`/projects/${order[i]!.slug}`);
    const next = order[(i + 1) % order.length]!;
    const ending = page.locator("main > article > :last-child");
    await expect(ending).toHaveAttribute("aria-label", "Next case study");
    const link = ending.getByRole("link");
    await expect(link).toContainText(next.title);
    await expect(link).toHaveAttribute("href", `/projects/${next.slug}`);
  }
});

test("each page type ends in its own way", async ({ page }) => {
  // The last block of each type's main, as a reader sees it: its element, its surface and its
  // revealed box's, the rule above it and how its heading is aligned. No two types share one.
  const endings = new Map<string, string>();
  const pages = {
    home: "/",
    index: "/services",
    service: "/services/web-development",
    "case study": "/projects/aurora-storefront",
    post: "/blog/design-systems-that-scale",
    about: "/about",
  };
  for (const [kind, path] of Object.entries(pages)) {
    await page.goto(path);
    endings.set(
      kind,
      await page.locator("main").evaluate((main) => {
        let end = main.lastElementChild!;
        while (end.tagName === "ARTICLE" || end.tagName === "DIV") end = end.lastElementChild!;
        const heading = end.querySelector("h2");
        const box = end.querySelector("[data-reveal]") ?? end;
        const style = getComputedStyle(box);
        const own = getComputedStyle(end);
        return [
          end.tagName,
          own.backgroundColor,
          style.backgroundColor,
          style.borderTopWidth,
          heading ? getComputedStyle(heading).textAlign : "none",
        ].join(" ");
      }),
    );
  }
  expect(new Set(endings.values()).size, JSON.stringify(Object.fromEntries(endings), null, 1)).toBe(endings.size);
});

test("an unknown project slug is a 404", async ({ request }) => {
  expect((await request.get("/projects/not-a-real-project")).status()).toBe(404);
});

/** The people the about page lists, in order, by their files in src/content/team. */
function aboutTeam(): string[] {
  const about = loadCollection("pages").find((p) => p.data.page === "about")!.data as { team: { members: string[] } };
  const team = loadCollection("team");
  return about.team.members.map((id) => team.find((member) => member.id === id)!.data.name);
}

test("about: story, 4 values, timeline 2018–2024, the team (the spec's four first), Join Our Team", async ({
  page,
}) => {
  await gotoReady(page, "/about");
  await expect(page.getByText(/2018/).first()).toBeVisible();
  const section = (id: string) => page.locator(`#${id}`).locator("xpath=ancestor::section[1]");
  await expect(section("values-heading").locator("li h3")).toHaveText([
    "Innovation",
    "Excellence",
    "Collaboration",
    "Integrity",
  ]);
  await expect(section("timeline-heading").locator("time")).toHaveText([
    "2018",
    "2019",
    "2020",
    "2021",
    "2022",
    "2023",
    "2024",
  ]);
  await expect(section("timeline-heading").locator("li[data-position]")).toHaveCount(7);
  const team = aboutTeam();
  expect(team.slice(0, 4)).toEqual(["Arjun Mehta", "Priya Raghavan", "Karan Malhotra", "Sneha Kapoor"]);
  await expect(section("team-heading").locator("li h3")).toHaveText(team);
  await expect(section("team-heading").getByRole("img")).toHaveCount(team.length);
  await expect(page.getByRole("link", { name: "Join Our Team" })).toHaveAttribute("href", "/contact");
});

const teamSection = (page: Page) => page.locator("#team-heading").locator("xpath=ancestor::section[1]");

/** Where an element is on the page (not the viewport), to compare elements scrolled to in turn. */
const pageBox = (el: Locator) =>
  el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
  });

/** The portraits' boxes, once each has loaded its upload (a 4:5 frame, its image wide enough for it). */
async function portraitBoxes(page: Page) {
  // The cards rise into place as they are revealed: their geometry is read where they rest.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  const portraits = teamSection(page).locator("li img");
  await expect(portraits).toHaveCount(4);
  const boxes = [];
  for (const img of await portraits.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute("alt", /^Illustrated portrait of /);
    const box = await pageBox(img);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThanOrEqual(Math.round(box.width));
    expect(box.height / box.width).toBeCloseTo(1.25, 1);
    boxes.push(box);
  }
  return boxes;
}

test("about at 1280 px: the four leads stand in one row, each a 4:5 portrait over name, role and bio", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const boxes = await portraitBoxes(page);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(240);
    expect(Math.abs(box.y - boxes[0]!.y)).toBeLessThan(2);
  }
  const names = teamSection(page).locator("li h3");
  for (const [i, name] of (await names.all()).entries()) {
    const nameBox = await pageBox(name);
    expect(nameBox.y).toBeGreaterThan(boxes[i]!.y + boxes[i]!.height);
    expect(Math.abs(nameBox.x - boxes[i]!.x)).toBeLessThan(2);
  }
  // The row keeps to the page's column: the last card ends where the content does.
  const row = await pageBox(teamSection(page).locator("ul").first());
  expect(boxes[3]!.x + boxes[3]!.width).toBeCloseTo(row.x + row.width, -1);
});

test("about at 375 px: each lead is a directory line, the portrait beside the name, the bio under both", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const boxes = await portraitBoxes(page);
  const cards = await teamSection(page).locator("li article").all();
  for (const [i, card] of cards.entries()) {
    const name = await pageBox(card.locator("h3"));
    const bio = await pageBox(card.locator("p").last());
    expect(name.x).toBeGreaterThan(boxes[i]!.x + boxes[i]!.width);
    expect(bio.y).toBeGreaterThanOrEqual(boxes[i]!.y + boxes[i]!.height);
    expect(bio.width).toBeGreaterThan(300);
  }
});

test("about at 375 px is under 6,000 px tall, every section drawn", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoReady(page, "/about");
  await drawEverything(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(3000);
  expect(height).toBeLessThan(6000);
});

/** Whether any of the element is within the viewport (not only within its scroller). */
const isInView = (el: Locator) =>
  el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.right > 0 && r.left < window.innerWidth && r.bottom > 0 && r.top < window.innerHeight;
  });

/** The timeline's own scroll region (inside the section, which is a region too), named after the section. */
const timeline = (page: Page) => page.getByRole("region", { name: /^From two laptops to a studio, / });

test("about's timeline scrolls sideways on a phone, by keyboard too, and every year comes into view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoReady(page, "/about");
  const region = timeline(page);
  const years = region.locator("time");
  await expect(years).toHaveCount(7);
  await region.scrollIntoViewIfNeeded();
  await expect(years.first()).toBeInViewport();
  await expect(years.last()).not.toBeInViewport();
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Each arrow press moves to the next year (the row snaps to its entries): six presses reach the last.
  await region.focus();
  for (let press = 0; press < 12 && !(await isInView(years.last())); press++) {
    await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(250);
  }
  await expect(years.last()).toBeInViewport();
  await expect(region.locator("li").last().getByRole("heading")).toBeVisible();
  expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(1000);
});

test("about's timeline at 1280 px alternates down a centre line, with nothing to scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, "/about");
  const region = timeline(page);
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  const items = await region.locator("li").all();
  const [first, second] = [(await items[0]!.boundingBox())!, (await items[1]!.boundingBox())!];
  expect(second.x).toBeGreaterThan(first.x + first.width - 2);
  expect(second.y).toBeGreaterThan(first.y);
});

const legal = [
  { path: "/privacy-policy", title: "Privacy Policy", first: "Data Protection", last: "Contact & Support" },
  { path: "/terms-of-service", title: "Terms of Service", first: "Acceptance of Terms", last: "Contact Us" },
  { path: "/CookiesPolicy", title: "Cookies Policy", first: "What Are Cookies", last: "Contact Us" },
];

/** The date the agency last changed the policies (the brand facts, edited in the CMS). */
const { legalUpdated } = JSON.parse(fs.readFileSync("src/content/brand.json", "utf8")) as { legalUpdated: string };

for (const policy of legal) {
  test(`${policy.title}: 12 sections in one readable column, last updated, mailto and address`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoReady(page, policy.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
    const cards = page.locator("main ol > li h2");
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText(policy.first);
    await expect(cards.last()).toContainText(policy.last);
    // One column, read down: every section starts at the same x, each below the one before.
    const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);
    // Beside it, a list of the sections that jumps to each.
    const toc = page.getByRole("navigation", { name: "On this page" });
    await toc.getByRole("link", { name: policy.last }).click();
    await expect(page).toHaveURL(new RegExp(`#${policy.last.toLowerCase().replace(/[^a-z0-9]+/g, "-")}$`));
    await expect(page.getByText(`Last updated: ${formatDisplayDate(legalUpdated)}`)).toBeVisible();
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.locator("main address")).toContainText("Greater Noida");
  });
}

test("/cookies-policy redirects permanently to /CookiesPolicy", async ({ request }) => {
  const response = await request.get("/cookies-policy", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/CookiesPolicy$/);
});
