// `npm run bench:blog -- [count]`: the blog at 1,000 posts (or `count`). In a temporary copy of
// the project (the committed files; node_modules linked package by package, so the copy keeps
// its own build caches), it writes generated posts beside the real ones, each with its own
// cover, and prints:
//   - build time: fresh (no caches), again with nothing changed, and after adding one post
//     (with a full-size cover, as an editor's post has);
//   - /blog: HTML bytes (raw and gzip), the list island's props, the JavaScript it can load;
//   - requests per second on /blog and on a search, /blog/search?q=…, 10 s each.
// The same figures for the committed content come first, measured the same way. Nothing is
// written to the project itself; the copy is removed at the end (KEEP=1 keeps it).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import sharp from "sharp";
import { copyProject, npm } from "../tests/support/project-copy.mjs";

const COUNT = Number(process.argv[2] ?? 1000);
const LOAD_SECONDS = 10;
/** The generated posts' covers: small, so the fresh build encodes 1,000 of them in minutes. */
const COVER_WIDTH = 400;

const GENERATED = /^field-note-\d+$/;

/** The published posts (generated ones too): front matter and body. */
function publishedPosts(dir) {
  const blog = path.join(dir, "src/content/blog");
  return fs
    .readdirSync(blog)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => {
      const text = fs.readFileSync(path.join(blog, f), "utf8");
      const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      return { slug: f.replace(/\.md$/, ""), front, body };
    })
    .filter((p) => !/^draft: true$/m.test(p.front));
}

/** The committed posts, the models of the generated ones. */
const realPosts = (dir) => publishedPosts(dir).filter((p) => !GENERATED.test(p.slug));

/**
 * Posts `from`…`to`, modelled on the committed ones, each with its cover file, named after it
 * (so the pictures step makes its variants): a small copy of a real post's cover, or with
 * `fullCovers` the real 1600 px one, as a post an editor adds would have.
 */
async function writePosts(dir, from, to, { fullCovers = false } = {}) {
  const bases = realPosts(dir);
  const covers = new Map();
  for (const base of bases) {
    const src = path.join(dir, "src/assets/blog", base.slug, "cover/image.png");
    covers.set(
      base.slug,
      fullCovers ? fs.readFileSync(src) : await sharp(src).resize({ width: COVER_WIDTH }).png().toBuffer(),
    );
  }
  for (let n = from; n <= to; n++) {
    const base = bases[n % bases.length];
    const slug = `field-note-${String(n).padStart(4, "0")}`;
    const date = new Date(Date.UTC(2025, 11, 31) - n * 86_400_000).toISOString().slice(0, 10);
    const title = /^title: ["']?(.*?)["']?$/m.exec(base.front)[1];
    const front = base.front
      .replace(/^title: .*$/m, `title: "Field note ${n}: ${title.replace(/"/g, "'")}"`)
      .replace(/^date: .*$/m, `date: ${date}`)
      .replace(/^(\s+image: \.\.\/\.\.\/assets\/blog\/)[^/]+\//m, `$1${slug}/`);
    fs.writeFileSync(path.join(dir, "src/content/blog", `${slug}.md`), `---\n${front}\n---\n${base.body}`);
    fs.mkdirSync(path.join(dir, "src/assets/blog", slug, "cover"), { recursive: true });
    fs.writeFileSync(path.join(dir, "src/assets/blog", slug, "cover/image.png"), covers.get(base.slug));
  }
}

const build = (dir) => npm(dir, ["run", "build"]);
/** A build that does not take the inputs' fingerprint for a reason to stop (the caches still apply). */
const forcedBuild = (dir) => npm(dir, ["run", "build", "--", "--force"]);

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const unescape = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** /blog's bytes, the list island's props and the JavaScript the page can load (imports followed). */
function pageFigures(dir) {
  const client = path.join(dir, "dist/client");
  const html = fs.readFileSync(path.join(client, "blog.html"));
  const text = html.toString();
  const islands = text.match(/<astro-island\b[^>]*>/g) ?? [];
  const list = islands.find((tag) => /BlogExplorer/.test(attr(tag, "component-url") ?? ""));
  const props = Buffer.byteLength(unescape(attr(list, "props") ?? ""));
  const entry = new Set();
  for (const tag of islands) for (const a of ["component-url", "renderer-url"]) entry.add(attr(tag, a));
  for (const m of text.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) entry.add(m[1]);
  for (const m of text.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) entry.add(m[1]);
  const seen = new Set();
  const queue = [...entry].filter(Boolean).map((u) => u.replace(/^\//, ""));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !fs.existsSync(path.join(client, file))) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(client, file), "utf8");
    for (const m of code.matchAll(/(?:import|from)\s*\(?\s*"(\.{1,2}\/[^"]+\.js)"/g))
      queue.push(path.posix.join(path.posix.dirname(file), m[1]));
  }
  let js = 0;
  let jsGzip = 0;
  for (const file of seen) {
    const bytes = fs.readFileSync(path.join(client, file));
    js += bytes.length;
    jsGzip += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  const pages = fs
    .readdirSync(path.join(client, "blog"), { recursive: true })
    .filter((f) => /page\/\d+\.html$/.test(f));
  return {
    html: html.length,
    htmlGzip: zlib.gzipSync(html, { level: 9 }).length,
    props,
    js,
    jsGzip,
    jsFiles: seen.size,
    listPages: pages.length + 1,
  };
}

async function requestsPerSecond(dir, targets) {
  const { startSite } = await import(path.join(dir, "tests/support/host.ts"));
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "ignite-blog-scale-db-"));
  const server = await startSite({ SQLITE_PATH: path.join(data, "site.db") });
  const out = {};
  try {
    for (const target of targets) {
      const r = await new Promise((resolve, reject) =>
        autocannon(
          {
            url: `${server.url}${target}`,
            duration: LOAD_SECONDS,
            connections: 10,
            headers: { "accept-encoding": "br" },
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      );
      out[target] = { rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx };
    }
  } finally {
    await server.kill("SIGTERM");
    fs.rmSync(data, { recursive: true, force: true });
  }
  return out;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const SEARCH = "/blog/search?q=design";

async function measure(dir, label, builds) {
  const figures = pageFigures(dir);
  const load = await requestsPerSecond(dir, ["/blog", SEARCH]);
  const posts = publishedPosts(dir).length;
  console.log(`\n## ${label}: ${posts} published posts, ${figures.listPages} pages of the list`);
  for (const [name, seconds] of builds) console.log(`- build, ${name}: ${seconds.toFixed(1)} s`);
  console.log(`- /blog HTML: ${kb(figures.html)}, ${kb(figures.htmlGzip)} gzip`);
  console.log(`- list island props: ${kb(figures.props)}`);
  console.log(`- JavaScript /blog can load: ${figures.jsFiles} files, ${kb(figures.js)}, ${kb(figures.jsGzip)} gzip`);
  for (const [target, r] of Object.entries(load))
    console.log(`- GET ${target}: ${r.rps} requests/s, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
  return figures;
}

// The committed content's pictures are the project's own: copied, so the first part skips the
// minutes sharp takes for them (the 1,000-post build below starts with none).
const temp = copyProject("ignite-blog-scale-", { pictures: true });
try {
  console.log(`Copied the project to ${temp}`);
  const small = await build(temp);
  const smallAgain = await build(temp);
  const smallForced = await forcedBuild(temp);
  await measure(temp, "Committed content", [
    ["pictures cached, Astro's content store cold", small.seconds],
    ["nothing changed", smallAgain.seconds],
    ["nothing changed, --force (Astro runs; pictures, compression and search index from caches)", smallForced.seconds],
  ]);

  const real = realPosts(temp).length;
  await writePosts(temp, 1, COUNT - real);
  for (const cache of ["node_modules/.astro", "node_modules/.cache", "public/_img", "dist"])
    fs.rmSync(path.join(temp, cache), { recursive: true, force: true });
  const fresh = await build(temp);
  const again = await build(temp);
  const forced = await forcedBuild(temp);
  await writePosts(temp, COUNT - real + 1, COUNT - real + 1, { fullCovers: true });
  const onePost = await build(temp);
  const big = await measure(temp, `${COUNT} posts (one more added for the last build)`, [
    ["fresh", fresh.seconds],
    ["nothing changed", again.seconds],
    ["nothing changed, --force (Astro runs; pictures, compression and search index from caches)", forced.seconds],
    ["one post added", onePost.seconds],
  ]);
  const ratio = onePost.seconds / forced.seconds;
  console.log(`\nNo-change rebuild: ${again.seconds.toFixed(1)} s (target ≤ 30 s)`);
  console.log(`One-post rebuild ÷ forced no-change rebuild: ${ratio.toFixed(2)}× (target ≤ 2×)`);
  const phases = (log) => /\(pictures [^)]*\)/.exec(log)?.[0] ?? "";
  console.log(`Phases: forced no-change ${phases(forced.log)}; one post ${phases(onePost.log)}`);
  console.log(`/blog HTML ${kb(big.htmlGzip)} gzip (target ≤ 40 KB), props ${kb(big.props)} (target ≤ 10 KB)`);
  const tail = (log) => log.split("\n").filter((l) => /Static files|Search index|Pictures|Completed in/.test(l));
  console.log(`\nThe one-post build's own report:\n${tail(onePost.log).join("\n")}`);
} finally {
  if (process.env.KEEP) console.log(`Kept ${temp}`);
  else fs.rmSync(temp, { recursive: true, force: true });
}
