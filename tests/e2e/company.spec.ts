import { expect, test } from "@playwright/test";
import { loadCollection } from "../../tools/content-files";
import fs from "node:fs";
import { formatDisplayDate } from "../../src/lib/format/dates";
import { jsonLdTypes } from "./jsonld";
import { gotoReady } from "./registry";

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

for (const width of [375, 1280]) {
  test(`about at ${width} px: each lead has a large 4:5 portrait, at least 320 px wide, drawn from its upload`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/about");
    const portraits = page.locator("#team-heading").locator("xpath=ancestor::section[1]").locator("li img");
    await expect(portraits).toHaveCount(4);
    for (const img of await portraits.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute("alt", /^Illustrated portrait of /);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(320);
      const box = (await img.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(320);
      expect(box.height / box.width).toBeCloseTo(1.25, 1);
    }
  });
}

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
