/** What the build writes after `astro build` (host/dist-index.mjs, tools/build.mjs): hashes, precompressed variants, the manifest, the stamp. */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentTypeOf, etagOf, indexClientDir, urlPathOf, type StaticManifest } from "../host/dist-index.mjs";
import { worthCompressing } from "../host/dist-layout.mjs";
import { inputFingerprint, writeBuildStamp } from "./build.mjs";

function write(root: string, file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

describe("URL path and type of a built file", () => {
  it.each([
    ["index.html", "/"],
    ["about.html", "/about"],
    ["blog/some-post.html", "/blog/some-post"],
    ["CookiesPolicy.html", "/CookiesPolicy"],
    ["docs/index.html", "/docs"],
    ["_astro/app.B1a2.css", "/_astro/app.B1a2.css"],
    ["og/blog/post.png", "/og/blog/post.png"],
  ])("%s answers %s", (file, urlPath) => {
    expect(urlPathOf(file)).toBe(urlPath);
  });

  it("gives each file its type", () => {
    expect(contentTypeOf("rss.xml", "/rss.xml")).toBe("application/rss+xml; charset=utf-8");
    expect(contentTypeOf("sitemap.xml", "/sitemap.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeOf("manifest.webmanifest", "/manifest.webmanifest")).toMatch(/^application\/manifest\+json/);
    expect(contentTypeOf("_astro/x.js", "/_astro/x.js")).toMatch(/^text\/javascript/);
    expect(contentTypeOf("LICENSE", "/LICENSE")).toBe("application/octet-stream");
  });
});

describe("indexClientDir", () => {
  it("compresses by one rule, the host's: text-like types of 1 KB or more", () => {
    for (const file of [
      "a.html",
      "a.css",
      "a.js",
      "a.mjs",
      "a.json",
      "a.svg",
      "a.xml",
      "a.txt",
      "a.webmanifest",
      "a.ico",
    ])
      expect(worthCompressing(contentTypeOf(file, `/${file}`), 1024), file).toBe(true);
    expect(worthCompressing(contentTypeOf("rss.xml", "/rss.xml"), 4096)).toBe(true);
    for (const file of ["a.png", "a.avif", "a.woff2", "a.pdf", "a.bin"])
      expect(worthCompressing(contentTypeOf(file, `/${file}`), 100_000), file).toBe(false);
    expect(worthCompressing("text/html; charset=utf-8", 1023)).toBe(false);
  });

  it("precompresses what pays, keeps 404.html out of the URL map, and writes the manifest", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-build-"));
    const client = path.join(dist, "client");
    const page = `<!doctype html><title>Home</title>${"<p>Ignite builds software.</p>".repeat(100)}`;
    write(client, "index.html", page);
    write(client, "about.html", "<!doctype html><title>About</title>");
    write(client, "404.html", `<!doctype html><title>Not found</title>${"<p>Nothing here.</p>".repeat(80)}`);
    write(client, "_astro/app.css", "body{margin:0}".repeat(200));
    write(client, "images/photo.png", Buffer.alloc(4096, 7));
    write(client, "data/noise.json", crypto.randomBytes(2048));

    const summary = await indexClientDir(dist);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, "static-manifest.json"), "utf8")) as StaticManifest;

    expect(Object.keys(manifest.files).sort()).toEqual([
      "/",
      "/_astro/app.css",
      "/about",
      "/data/noise.json",
      "/images/photo.png",
    ]);
    expect(manifest.notFound?.file).toBe("404.html");
    const home = manifest.files["/"];
    expect(home).toMatchObject({ file: "index.html", type: "text/html; charset=utf-8", size: page.length });
    expect(home?.etag).toBe(etagOf(Buffer.from(page)));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(client, "index.html.br"))).toString()).toBe(page);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(client, "index.html.gz"))).toString()).toBe(page);
    expect(home?.br).toBe(fs.statSync(path.join(client, "index.html.br")).size);
    expect(home?.gz).toBe(fs.statSync(path.join(client, "index.html.gz")).size);
    // Below 1 KB, or not a compressible type, or not smaller: no variant.
    expect(manifest.files["/about"]).not.toHaveProperty("br");
    expect(manifest.files["/images/photo.png"]).not.toHaveProperty("gz");
    expect(manifest.files["/data/noise.json"]).not.toHaveProperty("gz");
    expect(manifest.files["/data/noise.json"]).not.toHaveProperty("br");
    expect(fs.existsSync(path.join(client, "data/noise.json.gz"))).toBe(false);
    expect(summary).toMatchObject({ files: 6, compressed: 3, buildId: manifest.buildId });
    expect(summary.brBytes).toBeLessThan(summary.compressedBytes);

    // A second run (variants now on disk) gives the same manifest.
    await indexClientDir(dist);
    expect(JSON.parse(fs.readFileSync(path.join(dist, "static-manifest.json"), "utf8"))).toEqual(manifest);

    await writeBuildStamp(dist, manifest.buildId, 1234);
    expect(JSON.parse(fs.readFileSync(path.join(dist, "build-stamp.json"), "utf8"))).toMatchObject({
      buildId: manifest.buildId,
      startedAt: 1234,
    });
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe("what a rebuild does not redo", () => {
  it("takes compressed copies of unchanged bytes from the cache, and compresses changed ones", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-cache-dist-"));
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-cache-"));
    const page = (words: string) => `<!doctype html><p>${words.repeat(400)}</p>`;
    write(dist, "client/index.html", page("home "));
    write(dist, "client/about.html", page("about "));
    const first = await indexClientDir(dist, { cacheDir });
    expect(first).toMatchObject({ compressed: 2, cached: 0 });
    const brFirst = fs.readFileSync(path.join(dist, "client/index.html.br"));

    write(dist, "client/about.html", page("changed "));
    fs.rmSync(path.join(dist, "client/index.html.br"));
    const second = await indexClientDir(dist, { cacheDir });
    expect(second).toMatchObject({ compressed: 2, cached: 1 });
    // The cached copy is the same brotli the first run made, and it decodes to the page.
    expect(fs.readFileSync(path.join(dist, "client/index.html.br"))).toEqual(brFirst);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, "client/about.html.br"))).toString()).toBe(
      page("changed "),
    );
    // The cache keeps what this build used: the old about page's copies are gone.
    expect(fs.readdirSync(cacheDir).sort()).toHaveLength(4);
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it("fingerprints the inputs by content and build-time variables, not by time stamps", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-inputs-"));
    write(root, "src/pages/index.astro", "---\n---\n<h1>Hi</h1>");
    write(root, "package.json", "{}");
    write(root, "public/_img/cover-400.abc.avif", "made by the build");
    const before = await inputFingerprint(root);
    fs.utimesSync(path.join(root, "src/pages/index.astro"), new Date(), new Date(Date.now() + 60_000));
    write(root, "public/_img/cover-750.abc.avif", "made by the build");
    expect(await inputFingerprint(root)).toBe(before);

    write(root, "src/pages/index.astro", "---\n---\n<h1>Hello</h1>");
    const edited = await inputFingerprint(root);
    expect(edited).not.toBe(before);
    const site = process.env.SITE_URL;
    process.env.SITE_URL = "https://elsewhere.example";
    try {
      expect(await inputFingerprint(root)).not.toBe(edited);
    } finally {
      if (site === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = site;
    }
    fs.rmSync(root, { recursive: true, force: true });
  });
});
