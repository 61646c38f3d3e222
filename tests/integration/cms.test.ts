/**
 * The CMS as the agency's staff use it: /keystatic under `astro dev`, in a real Chromium, offline
 * (every request to another host is aborted), on a temporary copy of the project. An editor
 * writes a post with an uploaded cover; the file is what the content check accepts, and the
 * copy's production build shows the post everywhere a post shows. A cover without alt text is
 * refused at the field. Existing files saved again through the CMS come back byte for byte.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { astroCli } from "../../tools/build.mjs";
import { CHROMIUM_ARGS, chromiumPath, freePort, waitFor } from "../support/host";
import {
  addCaseStudy,
  addPerson,
  addService,
  CASE_STUDY,
  PERSON,
  POST,
  saveEntry as save,
  SERVICE,
  showOnAbout,
  writePost,
} from "../support/cms-editor.mjs";
import { copyProject, npm } from "../support/project-copy.mjs";

const copy = copyProject("ignite-cms-", { pictures: true, hardLinkedModules: true });
const at = (...parts: string[]) => path.join(copy, ...parts);
const { slug: SLUG, title: TITLE } = POST;
const COVER = at(POST.coverFrom);
/** A new portrait for Sneha Kapoor: a copy of another picture (what matters is that it is new to her). */
const PORTRAIT = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ignite-portrait-")), "sneha-2026.png");

let dev: ChildProcess | undefined;
let devLog = "";
let base = "";
let browser: Browser;
/** Hosts other than this machine that a page tried to reach (each aborted). */
const offline = new Set<string>();

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, [astroCli(), "dev", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: copy,
    // As a developer's shell has it: without Vitest's variables and its NODE_ENV=test, which make
    // Astro's dev server take itself for a test run and the CMS's UI kit take the browser for a test.
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "NODE_ENV"),
      ),
      ASTRO_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout!.on("data", (d) => (devLog += String(d)));
  dev.stderr!.on("data", (d) => (devLog += String(d)));
  await waitFor(async () => (await fetch(`${base}/keystatic`)).ok, 90_000, "the dev server's /keystatic");
  fs.copyFileSync(at("src/assets/team/karan-malhotra/portrait/value/image.png"), PORTRAIT);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  // A fresh copy's first visit makes Vite bundle the CMS's dependencies, then reload the page:
  // open each kind of screen once, until its form shows, before the tests time an editor.
  for (const screen of ["/keystatic", "/keystatic/collection/blog/create", "/keystatic/singleton/page-home"]) {
    const page = await cmsPage(screen);
    await page
      .getByRole("button", { name: /^(Create|Save)$/ })
      .or(page.getByRole("heading", { name: "Dashboard" }))
      .first()
      .waitFor({ timeout: 240_000 })
      .catch((error: Error) => {
        throw new Error(`${screen} never showed the CMS: ${error.message}\n${devLog.slice(-3000)}`);
      });
    await page.close();
  }
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await stop(dev);
  fs.rmSync(copy, { recursive: true, force: true });
});

async function cmsPage(pathname: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route(/^https?:\/\//, (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1") return route.continue();
    offline.add(url.hostname);
    return route.abort();
  });
  await page.goto(base + pathname);
  return page;
}

/** The place among the page's text fields of the first one holding `value`. */
async function indexOf(page: Page, value: string): Promise<number> {
  const texts = page.locator("textarea, input[type=text]");
  for (let i = 0; i < (await texts.count()); i++) if ((await texts.nth(i).inputValue()) === value) return i;
  throw new Error(`no text field holds "${value}"`);
}

/**
 * Opens the entry at /keystatic/`route` afresh, lets `change` type into it and save, and returns
 * what `change` returns once the file on disk is no longer `was`. The dev server reloads the CMS's
 * open pages after it writes a file, sometimes while the next page is loading; a reload that lands
 * between the typing and the save loses the typing (the save then writes what the page reloaded
 * with, or never comes). Such a try is made again on a fresh page, three times at most.
 */
async function saveChange<T>(route: string, file: string, was: string, change: (page: Page) => Promise<T>): Promise<T> {
  const tries: string[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    const page = await cmsPage(`/keystatic/${route}`);
    try {
      await page.getByRole("button", { name: "Save", exact: true }).waitFor();
      const result = await change(page);
      if (fs.readFileSync(at(file), "utf8") !== was) return result;
      tries.push(`try ${attempt}: saved, but the file is as it was`);
    } catch (error) {
      tries.push(`try ${attempt}: ${(error as Error).message.split("\n")[0]}`);
    } finally {
      await page.close();
    }
  }
  throw new Error(`${route}: the change was never saved\n${tries.join("\n")}\n${devLog.slice(-2000)}`);
}

describe("the CMS under npm run dev", () => {
  it("refuses a cover without alt text, and says why at the field", async () => {
    const page = await cmsPage("/keystatic/collection/blog/create");
    await writePost(page, copy, { withAlt: false });
    let wrote = false;
    page.on("request", (r) => (wrote ||= r.url().includes("/api/keystatic/update")));
    await page.getByRole("button", { name: "Create", exact: true }).click();
    const alt = page.getByLabel("Alt");
    await expect.poll(() => alt.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await alt.getAttribute("aria-describedby")) ?? "";
    const messages = await Promise.all(
      describedBy.split(" ").map((id) =>
        page
          .locator(`[id="${id}"]`)
          .textContent()
          .catch(() => ""),
      ),
    );
    expect(messages.join(" ")).toContain("Alt must be at least 20 characters long");
    expect(wrote).toBe(false);
    expect(fs.existsSync(at("src/content/blog", `${SLUG}.md`))).toBe(false);
    await page.close();
  }, 120_000);

  it("creates a post with an uploaded cover, which the content check accepts", async () => {
    const page = await cmsPage("/keystatic/collection/blog/create");
    await writePost(page, copy);
    expect(await save(page, "Create")).toBe(200);
    await page.close();

    const file = fs.readFileSync(at("src/content/blog", `${SLUG}.md`), "utf8");
    expect(file).toContain(`title: ${TITLE}\n`);
    expect(file).toContain("category: Business\n");
    expect(file).toContain("author: priya-raghavan\n");
    expect(file).toContain(`image: ../../assets/blog/${SLUG}/cover/image.png\n`);
    expect(file).toContain("## Week one: listen\n");
    const uploaded = at("src/assets/blog", SLUG, "cover/image.png");
    expect(fs.readFileSync(uploaded).equals(fs.readFileSync(COVER))).toBe(true);
    await npm(copy, ["run", "content:check"]);
  }, 180_000);

  it("edits a case study's results, adds a gallery screen, and replaces a portrait", async () => {
    const page = await cmsPage("/keystatic/collection/projects/item/pulse-health");
    await page.getByText("35,000+", { exact: true }).click();
    let dialog = page.getByRole("dialog");
    await dialog.getByLabel("Value").fill("41,000+");
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("group", { name: "Gallery" }).getByRole("button", { name: "Add", exact: true }).click();
    dialog = page.getByRole("dialog");
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      dialog.getByRole("button", { name: "Choose file" }).click(),
    ]);
    await chooser.setFiles(at("src/assets/projects/pulse-health/gallery/0/image.png"));
    await dialog
      .getByLabel("Alt")
      .fill("Pulse Health's reminder screen: tomorrow's follow-up at the Saket clinic, with a button to reschedule");
    await dialog.getByLabel("Caption").fill("The reminder that halved missed appointments");
    await dialog.getByRole("button", { name: "Add" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await save(page, "Save")).toBe(200);
    await page.close();
    const project = fs.readFileSync(at("src/content/projects/pulse-health.md"), "utf8");
    expect(project).toContain("value: 41,000+");
    expect(project).toContain("image: ../../assets/projects/pulse-health/gallery/3/image.png");
    expect(fs.existsSync(at("src/assets/projects/pulse-health/gallery/3/image.png"))).toBe(true);

    const person = await cmsPage("/keystatic/collection/team/item/sneha-kapoor");
    const [portrait] = await Promise.all([
      person.waitForEvent("filechooser"),
      person.getByRole("button", { name: "Choose file" }).click(),
    ]);
    await portrait.setFiles(PORTRAIT);
    expect(await save(person, "Save")).toBe(200);
    await person.close();
    const uploaded = at("src/assets/team/sneha-kapoor/portrait/value/image.png");
    expect(fs.readFileSync(uploaded).equals(fs.readFileSync(PORTRAIT))).toBe(true);
    await npm(copy, ["run", "content:check"]);
  }, 180_000);

  it("adds a service, a case study and a person, each with its pictures, with no code", async () => {
    /** Opens an entry, waits for its form, lets `act` do the editor's part, and closes it. */
    const inEntry = async (pathname: string, act: (page: Page) => Promise<number>) => {
      const page = await cmsPage(pathname);
      await page
        .getByRole("button", { name: /^(Save|Create)$/ })
        .first()
        .waitFor();
      const status = await act(page);
      await page.close();
      return status;
    };
    const sameBytes = (written: string, uploaded: string) => fs.readFileSync(written).equals(fs.readFileSync(uploaded));

    expect(await inEntry("/keystatic/collection/services/item/cloud-services", (p) => addService(p, copy))).toBe(200);
    const serviceFile = fs.readFileSync(at("src/content/services", `${SERVICE.slug}.md`), "utf8");
    expect(serviceFile).toContain(`title: ${SERVICE.title}\n`);
    expect(serviceFile).toContain(`animation: ../../assets/services/${SERVICE.slug}/animation.json\n`);
    expect(sameBytes(at("src/assets/services", SERVICE.slug, "animation.json"), at(SERVICE.animationFrom))).toBe(true);

    expect(await inEntry("/keystatic/collection/projects/item/pulse-health", (p) => addCaseStudy(p, copy))).toBe(200);
    const studyFile = fs.readFileSync(at("src/content/projects", `${CASE_STUDY.slug}.md`), "utf8");
    expect(studyFile).toContain(`title: ${CASE_STUDY.title}\n`);
    expect(studyFile).toContain(`image: ../../assets/projects/${CASE_STUDY.slug}/cover/image.png`);
    expect(studyFile.match(/- image: /g)).toHaveLength(1);
    expect(
      sameBytes(at("src/assets/projects", CASE_STUDY.slug, "gallery/0/image.png"), at(CASE_STUDY.screenFrom)),
    ).toBe(true);

    expect(await inEntry("/keystatic/collection/team/create", (p) => addPerson(p, copy))).toBe(200);
    expect(fs.readFileSync(at("src/content/team", `${PERSON.slug}.yaml`), "utf8")).toContain(
      `image: ../../assets/team/${PERSON.slug}/portrait/value/image.png`,
    );
    expect(await inEntry("/keystatic/singleton/page-about", (p) => showOnAbout(p, PERSON.slug))).toBe(200);
    expect(fs.readFileSync(at("src/content/pages/about.yaml"), "utf8")).toContain(`    - ${PERSON.slug}\n`);
    await npm(copy, ["run", "content:check"]);
  }, 300_000);

  it("saves existing files back unchanged, {placeholders} and all", async () => {
    // One of each kind of entry: prose with a table, a service's design layout, a project with
    // its quote, a person with a portrait, page copy full of placeholders, the facts (JSON). Every
    // file, of every shape (prose with code, a project without its quote), is read back whole and
    // in the form a save writes by src/content/cms-fields.test.ts; a save through the browser
    // takes 15 s, so this samples the kinds (CI's time). None of them is saved by the tests
    // above, so each is as committed.
    const entries = {
      "collection/blog/item/how-to-scope-a-software-project": "src/content/blog/how-to-scope-a-software-project.md",
      "collection/services/item/ui-ux-design": "src/content/services/ui-ux-design.md",
      "collection/projects/item/aurora-storefront": "src/content/projects/aurora-storefront.md",
      "collection/team/item/priya-raghavan": "src/content/team/priya-raghavan.yaml",
      "singleton/page-home": "src/content/pages/home.yaml",
      "singleton/brand": "src/content/brand.json",
    };
    const changed: string[] = [];
    for (const [route, file] of Object.entries(entries)) {
      const before = fs.readFileSync(at(file), "utf8");
      // An edit and its undo, each saved: the second save writes the whole file from the CMS's state.
      // The edit drops a text's last character; a text at its minimum length would make the CMS
      // refuse the save, so the next text is tried then.
      const text = await saveChange(route, file, before, async (page) => {
        const texts = page.locator("textarea, input[type=text]");
        for (let i = 0; i < (await texts.count()); i++) {
          const field = texts.nth(i);
          const value = await field.inputValue();
          if (value.length <= 3) continue;
          await field.fill(value.slice(0, -1));
          if ((await save(page, "Save", 5_000).catch(() => undefined)) === 200) return value;
          await field.fill(value);
        }
        throw new Error("no text could be edited and saved");
      });
      const edited = fs.readFileSync(at(file), "utf8");
      await saveChange(route, file, edited, async (page) => {
        await page
          .locator("textarea, input[type=text]")
          .nth(await indexOf(page, text.slice(0, -1)))
          .fill(text);
        const status = await save(page, "Save", 15_000);
        if (status !== 200) throw new Error(`the save answered ${status}`);
      });
      if (fs.readFileSync(at(file), "utf8") !== before) changed.push(file);
    }
    expect(changed).toEqual([]);
  }, 300_000);

  it("works offline: the pages asked no other host for anything they need", () => {
    // Keystatic's UI asks Google Fonts for Inter and falls back to the system font; nothing else.
    expect([...offline].filter((host) => host !== "fonts.googleapis.com")).toEqual([]);
  });
});

describe("the post in the copy's production build", () => {
  let host: ChildProcess | undefined;
  let url = "";
  afterAll(() => stop(host));

  it("is at /blog/<slug> with its cover as AVIF and WebP, on /blog, in the sitemap, the feed and search", async () => {
    await stop(dev);
    await npm(copy, ["run", "build"]);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    host = spawn(process.execPath, [at("dist/host/main.mjs")], {
      cwd: copy,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SQLITE_PATH: at("data/cms.db"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let hostLog = "";
    host.stdout!.on("data", (d) => (hostLog += String(d)));
    host.stderr!.on("data", (d) => (hostLog += String(d)));
    host.on("exit", (code, signal) => (hostLog += `\n[host exited: ${code ?? signal}]`));
    await waitFor(async () => (await fetch(`${url}/healthz`)).ok, 30_000, "the copy's host");
    const get = async (p: string) => {
      const res = await fetch(url + p).catch((error: Error) => {
        throw new Error(`GET ${p}: ${error.message}; the host's log:\n${hostLog.slice(-3000)}`);
      });
      expect(res.status, p).toBe(200);
      return res.text();
    };

    const post = await get(`/blog/${SLUG}`);
    expect(post).toContain(TITLE);
    expect(post).toContain("Week one: listen");
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(post.slice(post.indexOf("<article")))?.[0] ?? "";
    expect(picture).toMatch(
      new RegExp(`type="image/avif" srcset="/_img/blog-${SLUG}-cover-image-\\d+\\.[0-9a-f]+\\.avif`, "i"),
    );
    expect(picture).toMatch(
      new RegExp(`type="image/webp" srcset="/_img/blog-${SLUG}-cover-image-\\d+\\.[0-9a-f]+\\.webp`, "i"),
    );
    expect(picture).toContain('alt="A two-week sprint board in ember and magenta');
    const avif = /\/_img\/[^" ]+\.avif/.exec(picture)![0];
    const served = await fetch(url + avif);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    expect(await get("/blog")).toContain(`href="/blog/${SLUG}"`);
    // The case study's new figure and gallery screen, and the new portrait.
    const study = await get("/projects/pulse-health");
    expect(study).toContain("41,000+");
    expect(study).toMatch(/\/_img\/projects-pulse-health-gallery-3-image-\d+\.[0-9a-f]+\.avif/);
    expect(study).toContain("The reminder that halved missed appointments");
    const about = await get("/about");
    const hashOf = (who: string) =>
      new RegExp(`/_img/team-${who}-portrait-value-image-\\d+\\.([0-9a-f]+)\\.avif`).exec(about)?.[1];
    expect(hashOf("sneha-kapoor")).toBeDefined();
    // The same bytes as Karan's portrait, so the same content hash in the picture's name.
    expect(hashOf("sneha-kapoor")).toBe(hashOf("karan-malhotra"));
    // The new service, case study and person, each with its pictures (a service's animation is on /services).
    const service = await get(`/services/${SERVICE.slug}`);
    expect(service).toContain(SERVICE.title);
    const services = await get("/services");
    expect(services).toMatch(new RegExp(`/_img/services-${SERVICE.slug}-animation\\.[0-9a-f]+\\.json`));
    expect(services).toContain(`href="/services/${SERVICE.slug}"`);
    const newStudy = await get(`/projects/${CASE_STUDY.slug}`);
    expect(newStudy).toContain(CASE_STUDY.title);
    expect(newStudy).toContain(CASE_STUDY.caption);
    expect(newStudy).toMatch(new RegExp(`/_img/projects-${CASE_STUDY.slug}-cover-image-\\d+\\.[0-9a-f]+\\.avif`));
    expect(newStudy).toMatch(new RegExp(`/_img/projects-${CASE_STUDY.slug}-gallery-0-image-\\d+\\.[0-9a-f]+\\.avif`));
    expect(await get("/projects")).toContain(`href="/projects/${CASE_STUDY.slug}"`);
    expect(about).toContain(PERSON.name);
    expect(hashOf(PERSON.slug)).toBe(hashOf("priya-raghavan"));
    expect(await get("/sitemap.xml")).toContain(`/blog/${SLUG}</loc>`);
    expect(await get("/rss.xml")).toContain(`/blog/${SLUG}</link>`);
    expect(await get("/blog/search?q=discovery%20sprint")).toContain(`href="/blog/${SLUG}"`);
    // The palette's full-text index (Pagefind) holds the page too.
    const fragments = at("dist/client/pagefind/fragment");
    const indexed = fs
      .readdirSync(fragments)
      .map((f) => gunzipSync(fs.readFileSync(path.join(fragments, f))).toString("utf8"))
      .filter((text) => text.includes(`"url":"/blog/${SLUG}"`));
    expect(indexed).toHaveLength(1);
    expect(indexed[0]).toContain("Week one: listen");
  }, 600_000);
});
