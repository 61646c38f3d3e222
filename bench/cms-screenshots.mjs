// @ts-check
/**
 * `npm run screenshots:cms`: the pictures of docs/editing.md, taken in the CMS as an editor
 * sees it, under `astro dev` on a temporary copy of the project (so nothing here changes the
 * checkout's content), in Chromium at 1280×860, offline. Writes docs/editing/*.png.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS } from "../tests/support/chromium.mjs";
import { copyProject } from "../tests/support/project-copy.mjs";
import { astroCli } from "../tools/build.mjs";

process.env.ASTRO_TELEMETRY_DISABLED = "1";
const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "docs", "editing");
fs.mkdirSync(out, { recursive: true });
const copy = copyProject("ignite-cms-shots-", { hardLinkedModules: true });
const port = 4390 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;
const dev = spawn(process.execPath, [astroCli(), "dev", "--host", "127.0.0.1", "--port", String(port)], {
  cwd: copy,
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  stdio: "ignore",
});

try {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/keystatic`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.route(/^https?:\/\//, (route) =>
    new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort(),
  );
  /** @param {string} name */
  const shot = async (name) => {
    await page.waitForTimeout(400);
    // A palette PNG: a third of the bytes, and a screenshot of flat UI loses nothing visible.
    const png = await page.screenshot();
    await sharp(png)
      .png({ palette: true, quality: 90, compressionLevel: 9 })
      .toFile(path.join(out, `${name}.png`));
    console.log(`docs/editing/${name}.png`);
  };
  /** @param {string} pathname */
  const open = async (pathname) => {
    await page.goto(base + pathname);
    await page
      .getByRole("button", { name: /^(Create|Save)$/ })
      .or(page.getByRole("heading", { name: "Dashboard" }))
      .first()
      .waitFor({ timeout: 240_000 });
    await page.waitForTimeout(600);
  };

  await open("/keystatic");
  await shot("01-dashboard");

  // A post with its cover.
  await open("/keystatic/collection/blog/create");
  await page.getByLabel("Title").fill("How we run a discovery sprint in two weeks");
  await page
    .getByLabel("Excerpt")
    .fill(
      "Ten working days, one shared backlog and a clickable prototype: how our discovery sprints turn a brief into a plan.",
    );
  await page.getByRole("button", { name: /Category/ }).click();
  await page.getByRole("option", { name: "Business" }).click();
  await page.getByLabel("Date").fill("2026-11-20");
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Choose file" }).click(),
  ]);
  await chooser.setFiles(path.join(copy, "src/assets/blog/how-to-scope-a-software-project/cover/image.jpg"));
  await page
    .getByLabel("Alt")
    .fill("A two-week sprint board: ten day columns, notes moving from research to prototype");
  await page.getByRole("combobox", { name: "Author" }).fill("priya");
  await page.getByRole("option", { name: "priya-raghavan" }).click();
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type("Most projects that go wrong were scoped in a meeting. Ours are scoped in a sprint.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("## Week one: listen");
  await page.getByLabel("Alt").scrollIntoViewIfNeeded();
  await shot("02-post-cover");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.getByLabel("Keywords").or(page.getByText("Keywords must have at least")).first().scrollIntoViewIfNeeded();
  await shot("03-post-refused");

  // A case study's gallery.
  await open("/keystatic/collection/projects/item/pulse-health");
  await page.getByRole("group", { name: "Gallery" }).scrollIntoViewIfNeeded();
  await shot("04-case-study-gallery");
  await page
    .getByText(/^Pulse Health booking screen/)
    .first()
    .click();
  await page.getByRole("dialog").waitFor();
  await shot("05-gallery-screen");
  await page.keyboard.press("Escape");

  // A portrait.
  await open("/keystatic/collection/team/item/sneha-kapoor");
  await page.getByRole("button", { name: "Choose file" }).scrollIntoViewIfNeeded();
  await shot("06-portrait");

  // The home page's copy.
  await open("/keystatic/singleton/page-home");
  await shot("07-home-page");

  // Publishing: the draft toggle.
  await open("/keystatic/collection/blog/item/design-systems-that-scale");
  await page.getByLabel("Draft").scrollIntoViewIfNeeded();
  await shot("08-draft");

  await browser.close();
} finally {
  dev.kill("SIGTERM");
  await new Promise((r) => dev.once("exit", r));
  fs.rmSync(copy, { recursive: true, force: true });
}
