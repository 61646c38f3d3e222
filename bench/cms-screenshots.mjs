// @ts-check
/**
 * `npm run screenshots:cms`: the pictures of docs/editing.md, taken in the CMS as an editor
 * sees it, under `astro dev` on a temporary copy of the project (so nothing here changes the
 * checkout's content), in Chromium at 1280×860, offline. Writes docs/editing/*.png.
 * `npm run screenshots:cms -- hindi` takes only the Hindi ones (14 and 15).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS } from "../tests/support/chromium.mjs";
import { addCaseStudy, addPerson, addService, PERSON, showOnAbout, writePost } from "../tests/support/cms-editor.mjs";
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
    // After a save, the dev server may reload the page for the file it wrote, which aborts a
    // navigation started at that moment: settle first, and try once more.
    await page.waitForTimeout(1_000);
    await page.goto(base + pathname).catch(() => page.goto(base + pathname));
    await page
      .getByRole("button", { name: /^(Create|Save)$/ })
      .or(page.getByRole("heading", { name: "Dashboard" }))
      .first()
      .waitFor({ timeout: 240_000 });
    await page.waitForTimeout(600);
  };

  const only = process.argv[2];
  if (only !== "hindi") await everyShot();

  // The Hindi content: its own group of each kind in the menu, a post's translation beside it.
  await open("/keystatic/collection/blog-hi/item/how-to-scope-a-software-project");
  await shot("14-hindi-post");
  await open("/keystatic/singleton/page-home-hi");
  await shot("15-hindi-home-page");

  await browser.close();

  async function everyShot() {
    await open("/keystatic");
    await shot("01-dashboard");

    // A post with its cover.
    await open("/keystatic/collection/blog/create");
    await writePost(page, copy, { shot });
    await page.getByLabel("Alt").fill("");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await page
      .getByText(/Alt must be at least/)
      .first()
      .scrollIntoViewIfNeeded();
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

    // A new service, case study and person, each from the admin alone (saved in the copy).
    await open("/keystatic/collection/services/item/cloud-services");
    await addService(page, copy, { shot });
    await open("/keystatic/collection/projects/item/pulse-health");
    await addCaseStudy(page, copy, { shot });
    await open("/keystatic/collection/team/create");
    await addPerson(page, copy, { shot });
    await open("/keystatic/singleton/page-about");
    await showOnAbout(page, PERSON.slug, { shot });
  }
} finally {
  dev.kill("SIGTERM");
  await new Promise((r) => dev.once("exit", r));
  fs.rmSync(copy, { recursive: true, force: true });
}
