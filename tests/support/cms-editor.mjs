// @ts-check
/**
 * What an editor does in /keystatic, step by step, for the CMS's browser test
 * (tests/integration/cms.test.ts) and the guide's screenshots (bench/cms-screenshots.mjs), so
 * both follow the same clicks. Each action takes the page, the copy's root (for the files an
 * editor uploads) and an optional `shot(name)` called where the guide shows a picture. Nothing
 * here saves except the functions that say so.
 */
import path from "node:path";

/** @typedef {import("@playwright/test").Page} Page */
/** @typedef {import("@playwright/test").Locator} Locator */
/** @typedef {(name: string) => Promise<void>} Shot */

/** @type {Shot} */
const noShot = async () => {};

/** A text field by its label (Keystatic's labels end in "*" when required, so not exact). */
export function textField(/** @type {Page | Locator} */ scope, /** @type {string} */ label) {
  return scope.locator("input[type=text], textarea").and(scope.getByLabel(label)).first();
}

/** Opens the file chooser of the first "Choose file" in `scope` and picks `file`. */
export async function chooseFile(
  /** @type {Page} */ page,
  /** @type {Page | Locator} */ scope,
  /** @type {string} */ file,
) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    scope.getByRole("button", { name: "Choose file" }).first().click(),
  ]);
  await chooser.setFiles(file);
}

/** Clicks Save or Create and resolves with the status of the write to the files. */
export async function saveEntry(/** @type {Page} */ page, /** @type {"Save" | "Create"} */ name, timeout = 30_000) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/keystatic/update"), { timeout }),
    page.getByRole("button", { name, exact: true }).click(),
  ]);
  await page.getByRole("button", { name: "Save", exact: true }).waitFor();
  return response.status();
}

export const POST = {
  slug: "how-we-run-a-discovery-sprint-in-two-weeks",
  title: "How we run a discovery sprint in two weeks",
  coverFrom: "src/assets/blog/how-to-scope-a-software-project/cover/image.png",
  alt: "A two-week sprint board in ember and magenta: ten day columns, sticky notes moving from research to prototype",
};

/**
 * Starts a post on /keystatic/collection/blog/create: everything an editor fills in, the cover
 * uploaded, and its alt text only when `withAlt` (so the test can try saving without it).
 */
export async function writePost(
  /** @type {Page} */ page,
  /** @type {string} */ copy,
  { withAlt = true, shot = noShot } = {},
) {
  await page.getByLabel("Title").fill(POST.title);
  await page
    .getByLabel("Excerpt")
    .fill(
      "Ten working days, one shared backlog and a clickable prototype: how our discovery sprints turn a brief into a plan a client can sign off.",
    );
  await page.getByRole("button", { name: /Category/ }).click();
  await page.getByRole("option", { name: "Business" }).click();
  await page.getByLabel("Date").fill("2026-11-20");
  await chooseFile(page, page, path.join(copy, POST.coverFrom));
  if (withAlt) await page.getByLabel("Alt").fill(POST.alt);
  await page.getByRole("combobox", { name: "Author" }).fill("priya");
  await page.getByRole("option", { name: "priya-raghavan" }).click();
  for (const word of ["discovery sprint", "product scoping", "prototyping"]) {
    await page.getByRole("button", { name: "Add", exact: true }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Keyword").fill(word);
    await dialog.getByRole("button", { name: "Add" }).click();
    await dialog.waitFor({ state: "detached" });
  }
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type("Most projects that go wrong were scoped in a meeting. Ours are scoped in a sprint.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("## Week one: listen");
  await page.keyboard.press("Enter");
  await page.keyboard.type("We interview the people who will use the product, and read every spreadsheet they keep.");
  await page.getByLabel("Alt").scrollIntoViewIfNeeded();
  await shot("02-post-cover");
}

/**
 * Duplicates the entry open on `page` ("Duplicate entry…"), then gives the copy its own order,
 * title and the address made from that title (↻ beside Address).
 */
async function duplicateAs(/** @type {Page} */ page, /** @type {{ order: number, title: string }} */ { order, title }) {
  await page.getByRole("button", { name: "Duplicate entry…" }).click();
  await page.getByRole("button", { name: "Create", exact: true }).waitFor();
  const regenerate = page.getByRole("button", { name: "regenerate" });
  await regenerate.waitFor();
  await page.locator("input").and(page.getByLabel("Order")).first().fill(String(order));
  await textField(page, "Title").fill(title);
  await regenerate.click();
}

export const SERVICE = {
  slug: "data-engineering",
  title: "Data Engineering",
  seoTitle: "Data engineering and analytics",
  animationFrom: "src/assets/services/innovation/animation.json",
};

/**
 * A new service, from an existing one duplicated (its page layout, process and questions as a
 * starting point): title, address, description, SEO, and an uploaded Lottie animation. Creates it.
 */
export async function addService(/** @type {Page} */ page, /** @type {string} */ copy, { shot = noShot } = {}) {
  await duplicateAs(page, { order: 9, title: SERVICE.title });
  await textField(page, "Description").fill(
    "Pipelines, warehouses and dashboards your teams trust: we move data from the systems you run into decisions, on schedule and on budget.",
  );
  const animation = page.getByRole("group", { name: /^Animation/ });
  await chooseFile(page, animation, path.join(copy, SERVICE.animationFrom));
  await animation.scrollIntoViewIfNeeded();
  await shot("09-new-service");
  const seo = page.getByRole("group", { name: /^SEO/ });
  await textField(seo, "Title").fill(SERVICE.seoTitle);
  await textField(seo, "Description").fill(
    "Data pipelines, warehouses and dashboards from Ignite Technologies: dbt, Airflow and BigQuery or Snowflake, with data your teams can trust.",
  );
  return saveEntry(page, "Create");
}

export const CASE_STUDY = {
  slug: "harvest-ledger",
  title: "Harvest Ledger",
  coverFrom: "src/assets/projects/atlas-freight-portal/cover/image.png",
  screenFrom: "src/assets/projects/atlas-freight-portal/gallery/1/image.png",
  caption: "Every weighment, priced and signed at the gate",
};

/**
 * A new case study, from an existing one duplicated: its facts, a new cover with alt text, and a
 * gallery of one new screen (the others removed). Creates it.
 */
export async function addCaseStudy(/** @type {Page} */ page, /** @type {string} */ copy, { shot = noShot } = {}) {
  await duplicateAs(page, { order: 7, title: CASE_STUDY.title });
  await textField(page, "Client").fill("A farmers' producer company of 4,000 growers in Nashik");
  await textField(page, "Description").fill(
    "A payments and produce ledger for a growers' co-operative: every weighment, advance and payout in one place, on the phones the farmers already carry.",
  );
  const cover = page.getByRole("group", { name: /^Cover/ });
  await chooseFile(page, cover, path.join(copy, CASE_STUDY.coverFrom));
  await textField(cover, "Alt").fill(
    "Harvest Ledger's dashboard: today's weighments by village, advances paid and the next payout date",
  );
  const gallery = page.getByRole("group", { name: "Gallery" });
  const screens = gallery.getByRole("button", { name: /^Drag / });
  // Each screen is listed by its alt text: a click opens it.
  const firstAlt = ((await screens.first().getAttribute("aria-label")) ?? "").replace(/^Drag /, "");
  await gallery.getByText(firstAlt, { exact: true }).click();
  const dialog = page.getByRole("dialog");
  await chooseFile(page, dialog, path.join(copy, CASE_STUDY.screenFrom));
  await textField(dialog, "Alt").fill(
    "Harvest Ledger's weighment screen: a grower's crates of onions by grade, the rate per quintal and the amount due",
  );
  await textField(dialog, "Caption").fill(CASE_STUDY.caption);
  await shot("10-new-case-study-screen");
  await dialog.getByRole("button", { name: "Done" }).click();
  await dialog.waitFor({ state: "detached" });
  // The last button of the list is the last screen's Remove.
  while ((await screens.count()) > 1) {
    const count = await screens.count();
    await gallery.getByRole("button").last().click();
    for (let waited = 0; (await screens.count()) === count; waited += 100) {
      if (waited > 10_000) throw new Error("the gallery screen was not removed");
      await page.waitForTimeout(100);
    }
  }
  await gallery.scrollIntoViewIfNeeded();
  await shot("11-new-case-study-gallery");
  return saveEntry(page, "Create");
}

export const PERSON = {
  slug: "meera-iyer",
  name: "Meera Iyer",
  portraitFrom: "src/assets/team/priya-raghavan/portrait/value/image.png",
};

/** A new person on /keystatic/collection/team/create, with a portrait. Creates it. */
export async function addPerson(/** @type {Page} */ page, /** @type {string} */ copy, { shot = noShot } = {}) {
  await page.locator("input").and(page.getByLabel("Order")).first().fill("5");
  await textField(page, "Name").fill(PERSON.name);
  await textField(page, "Role").fill("Lead Product Designer");
  await textField(page, "Bio").fill(
    "Meera designed banking apps used by millions in Bengaluru before joining Ignite in 2024. She leads our design reviews, runs usability sessions with real customers every sprint, and keeps the design system in step with the code.",
  );
  await page.getByLabel("Portrait").first().check();
  await chooseFile(page, page, path.join(copy, PERSON.portraitFrom));
  await textField(page, "Alt").fill("Portrait of Meera Iyer: short curly hair, round glasses and a mustard cardigan");
  await shot("12-new-person");
  return saveEntry(page, "Create");
}

/** Adds a person to the About page's team (Pages → About page → Team → Members). Saves it. */
export async function showOnAbout(/** @type {Page} */ page, /** @type {string} */ slug, { shot = noShot } = {}) {
  const members = page.getByRole("combobox", { name: "Members" });
  await members.fill(slug.split("-")[0] ?? slug);
  await page.getByRole("option", { name: slug }).click();
  await page.getByRole("button", { name: `Drag ${slug}` }).scrollIntoViewIfNeeded();
  await shot("13-about-members");
  return saveEntry(page, "Save");
}
