/**
 * Authoring under `astro dev`: a content edit shows on the next reload without a restart, and
 * drafts are visible there (the e2e suite checks they never reach the production build).
 * The test writes a scratch post into src/content/blog and removes it again.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./harness";
import { astroCli } from "../../tools/build.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");
const probe = path.join(root, "src", "content", "blog", "zz-dev-reload-probe.md");
// The scratch post's cover: a copy of a real one, where the CMS would keep its upload.
const probeCoverDir = path.join(root, "src", "assets", "blog", "zz-dev-reload-probe");
const probeCover = path.join(probeCoverDir, "cover", "image.png");
// A post whose cover is uploaded while the server runs, as an editor does in the CMS.
const uploadProbe = path.join(root, "src", "content", "blog", "zz-dev-upload-probe.md");
const uploadProbeDir = path.join(root, "src", "assets", "blog", "zz-dev-upload-probe");
const madePictures = path.join(root, "public", "_img");
const aboutFile = path.join(root, "src", "content", "pages", "about.yaml");
const aboutOriginal = fs.readFileSync(aboutFile, "utf8");
const aboutTimes = fs.statSync(aboutFile);
/**
 * Puts the page copy back as it was, modification time included: the production host rebuilds
 * when a source is newer than its build, and the integration tests that start it after this
 * file must find the build current.
 */
function restoreAbout() {
  fs.writeFileSync(aboutFile, aboutOriginal);
  fs.utimesSync(aboutFile, aboutTimes.atime, aboutTimes.mtime);
}
let child: ChildProcess | undefined;
let base = "";
let output = "";

const post = (title: string, slug = "zz-dev-reload-probe") => `---
title: "${title}"
excerpt: "A scratch post written by the integration test to see that edits show without a restart."
category: Technology
date: 2026-01-05
cover:
  image: ../../assets/blog/${slug}/cover/image.png
  alt: "Modular tiles in ember orange and magenta snapping into a tidy grid"
author: karan-malhotra
keywords: [dev server, reload, drafts]
draft: true
---

The body of the scratch post.
`;

async function html(pathname: string): Promise<{ status: number; text: string }> {
  const res = await fetch(base + pathname);
  return { status: res.status, text: await res.text() };
}

async function eventually(pathname: string, needle: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    const page = await html(pathname).catch((error: Error) => ({ status: 0, text: error.message }));
    if (page.status === 200 && page.text.includes(needle)) return;
    last = `${page.status} ${page.text.slice(0, 200)}`;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${pathname} never showed "${needle}"; last answer: ${last}\n${output.slice(-2000)}`);
}

beforeAll(async () => {
  fs.mkdirSync(path.dirname(probeCover), { recursive: true });
  fs.copyFileSync(
    path.join(root, "src", "assets", "blog", "design-systems-that-scale", "cover", "image.png"),
    probeCover,
  );
  fs.writeFileSync(probe, post("Dev reload probe, first version"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const cli = astroCli();
  child = spawn(process.execPath, [cli, "dev", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    // As a developer's shell has it: without Vitest's variables, which make Astro 7's dev server
    // leave its routes out (it takes itself for a test run) and answer 404 for every page.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST"))),
      ASTRO_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += String(d)));
  child.stderr!.on("data", (d) => (output += String(d)));
  // The first request compiles the site; give it the time a cold dev server needs on this machine.
  await eventually("/robots.txt", "Sitemap", 60_000);
});

afterAll(async () => {
  fs.rmSync(probe, { force: true });
  fs.rmSync(probeCoverDir, { recursive: true, force: true });
  fs.rmSync(uploadProbe, { force: true });
  fs.rmSync(uploadProbeDir, { recursive: true, force: true });
  for (const f of fs.readdirSync(madePictures).filter((f) => f.startsWith("blog-zz-dev-")))
    fs.rmSync(path.join(madePictures, f), { force: true });
  restoreAbout();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
});

describe("npm run dev", () => {
  it("shows drafts", async () => {
    await eventually("/blog/zz-dev-reload-probe", "Dev reload probe, first version");
    // The list shows a page of posts; the scratch post is dated before the newest ones, so look it up.
    await eventually("/blog/search?q=dev%20reload%20probe", "Dev reload probe, first version");
  });

  it("shows an edited post on the next reload, without a restart", async () => {
    fs.writeFileSync(probe, post("Dev reload probe, second version"));
    await eventually("/blog/zz-dev-reload-probe", "Dev reload probe, second version");
  });

  it("takes a cover uploaded while it runs, and makes its picture files when a page asks for them", async () => {
    fs.mkdirSync(path.join(uploadProbeDir, "cover"), { recursive: true });
    fs.copyFileSync(
      path.join(root, "src", "assets", "blog", "typescript-at-scale-lessons", "cover", "image.png"),
      path.join(uploadProbeDir, "cover", "image.png"),
    );
    fs.writeFileSync(uploadProbe, post("Dev upload probe", "zz-dev-upload-probe"));
    await eventually("/blog/zz-dev-upload-probe", "Dev upload probe");
    const page = await html("/blog/zz-dev-upload-probe");
    const url = /\/_img\/blog-zz-dev-upload-probe-cover-image-750\.[0-9a-f]{10}\.avif/.exec(page.text)?.[0];
    expect(url, "the cover's 750 px AVIF named on the page").toBeDefined();
    const name = url!.slice("/_img/".length);
    expect(fs.existsSync(path.join(madePictures, name)), "not made before it was asked for").toBe(false);
    const res = await fetch(base + url!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(4, 12).toString("latin1")).toBe("ftypavif");
    expect(fs.existsSync(path.join(madePictures, name)), "kept for the next start and the build").toBe(true);
    // A name no upload has is not made: the dev server's own 404.
    expect((await fetch(`${base}/_img/blog-nothing-750.0123456789.avif`)).status).toBe(404);
  });

  it("shows an edited page copy file on the next reload", async () => {
    const edited = aboutOriginal.replace("A small senior team that ships", "A small senior team that ships, edited");
    expect(edited).not.toBe(aboutOriginal);
    fs.writeFileSync(aboutFile, edited);
    await eventually("/about", "A small senior team that ships, edited");
    restoreAbout();
    await eventually("/about", "A small senior team that ships</h1>");
  });
});
