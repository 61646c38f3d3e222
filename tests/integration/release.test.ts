/**
 * The release as production gets it (docs/deploy.md): release/ (written by `npm run release`)
 * copied to a folder outside the checkout, so that nothing of the sources or the checkout's
 * node_modules can be reached, then `npm ci --omit=dev` and `npm start` there, the commands the
 * docs give and the Dockerfile runs. Every route of the route registry, the on-demand ones too,
 * both forms through the API and without JavaScript, on SQLite and on PostgreSQL.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "@/leads/store/db";
import { listLeads } from "@/leads/store/leads";
import { countSubscriptions } from "@/leads/consent/newsletter";
import {
  databaseConfig,
  freePort,
  readMail,
  startSmtp,
  startWebhookReceiver,
  storageFor,
  tempDir,
  until,
} from "./harness";

const root = path.resolve(import.meta.dirname, "../..");
const releaseDir = path.join(root, "release");
const registry = JSON.parse(fs.readFileSync(path.join(root, "dist", "routes.json"), "utf8")) as {
  routes: { path: string; label: string; kind: string }[];
  hindi: { path: string; label: string; kind: string }[];
  notFoundProbePath: string;
  hindiNotFoundProbePath: string;
};

/** Build tools that must not be installed in production (the list, and more). */
const BUILD_TOOLS = [
  "astro",
  "vite",
  "esbuild",
  "rolldown",
  "tailwindcss",
  "terser",
  "pagefind",
  "tsx",
  "sharp",
  "typescript",
];

/**
 * The machine's environment as a production shell has it: no test runner's variables, and no
 * folder of the checkout on PATH (npm test puts the checkout's node_modules/.bin there).
 */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith("VITEST") && key !== "NODE_ENV" && key !== "INIT_CWD",
    ),
  );
  env.PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => dir && !path.resolve(dir).startsWith(root))
    .join(path.delimiter);
  return { ...env, ...extra };
}

const valid = {
  name: "Meera Iyer",
  email: "meera@example.com",
  phone: "+91 98110 22334",
  subject: "Web Development",
  message: "We run forty clinics and need a booking app before the monsoon rush.",
};

let folder = "";
let installLog = "";

beforeAll(() => {
  if (!fs.existsSync(path.join(releaseDir, "package.json"))) {
    throw new Error("No release in release/: run `npm run release` before the integration tests (npm test does).");
  }
  folder = path.join(tempDir("ignite-release-"), "site");
  fs.cpSync(releaseDir, folder, { recursive: true });
  const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], {
    cwd: folder,
    env: productionEnv({}),
    encoding: "utf8",
    timeout: 300_000,
  });
  installLog = `${install.stdout}\n${install.stderr}`;
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed in ${folder}:\n${installLog.slice(-4000)}`);
}, 320_000);

afterAll(() => {
  if (folder) fs.rmSync(path.dirname(folder), { recursive: true, force: true });
});

describe("the release folder", () => {
  it("holds the build and what installs and starts it, and no sources", () => {
    const entries = fs.readdirSync(folder).sort();
    expect(entries).toEqual([".env.example", ".nvmrc", "dist", "node_modules", "package-lock.json", "package.json"]);
    const pkg = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
      devDependencies?: unknown;
    };
    // The site, and the operator's commands compiled beside it (no tsx, no sources).
    expect(pkg.scripts).toEqual({
      start: "node dist/host/main.mjs",
      leads: "node dist/tools/ignite.mjs leads",
      insights: "node dist/tools/ignite.mjs insights",
    });
    expect(pkg.devDependencies).toBeUndefined();
    const files = fs.readdirSync(path.join(folder, "dist"), { recursive: true, encoding: "utf8" });
    expect(files.filter((f) => /\.(tsx?|astro)$/.test(f))).toEqual([]);
    // The host's source map names the TypeScript files but carries none of their text.
    for (const file of ["host/main.mjs.map", "tools/ignite.mjs.map"]) {
      const map = JSON.parse(fs.readFileSync(path.join(folder, "dist", file), "utf8")) as { sourcesContent?: unknown };
      expect(map.sourcesContent, file).toBeUndefined();
    }
  });

  it("installs no build tool", () => {
    const installed = BUILD_TOOLS.filter((name) => fs.existsSync(path.join(folder, "node_modules", name)));
    expect(installed).toEqual([]);
    expect(installLog).not.toMatch(/ERR!/);
  });
});

/** `npm start` in the release folder, in its own process group so that the test can stop npm and the host together. */
async function startRelease(env: Record<string, string>): Promise<{
  url: string;
  output: () => string;
  stop: () => Promise<number | null>;
}> {
  const port = await freePort();
  let log = "";
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: folder,
    env: productionEnv({ HOST: "127.0.0.1", PORT: String(port), ...env }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await until(
    async () => ((await fetch(`${url}/healthz`).catch(() => undefined))?.ok ? true : undefined),
    30_000,
  ).catch((error: Error) => {
    process.kill(-child.pid!, "SIGKILL");
    throw new Error(`${error.message}; npm start said:\n${log}`);
  });
  return {
    url,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
      return exited;
    },
  };
}

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** `npm run <script> -- …` in the release folder, as an operator types it on the production machine. */
function releaseCommand(
  args: string[],
  env: Record<string, string>,
): { code: number | null; out: string; err: string } {
  const result = spawnSync("npm", ["run", "--silent", ...args], {
    cwd: folder,
    env: productionEnv(env),
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** A page as the visitor sees it: the site's own HTML document, never an error body. */
function expectRealPage(html: string, what: string): void {
  expect(html, what).toMatch(/^<!DOCTYPE html>/i);
  expect(html, what).toContain("</html>");
  expect(html, what).toMatch(/<h1[\s>]/);
  expect(html, what).toContain("Ignite Technologies");
  expect(html, what).not.toContain("Internal server error");
}

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`the release on ${engine}: npm start in a folder with no sources`, () => {
    // A throwaway PostgreSQL cluster or a SQLite file of its own (stopped after the block).
    const storage = storageFor(engine);
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let site: Awaited<ReturnType<typeof startRelease>>;
    let db: Db;

    beforeAll(async () => {
      smtp = await startSmtp();
      // The agency's CRM is down: every call fails, and the next try is far off (for --unsent).
      hook = await startWebhookReceiver(() => 503);
      site = await startRelease({
        ...storage.env,
        SMTP_URL: smtp.url,
        LEADS_TO: "leads@ignite.example",
        LEADS_WEBHOOK_URL: hook.url,
        LEADS_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        DELIVERY_RETRY_DELAYS_MS: "600000",
      });
      db = (await openDatabase(databaseConfig(storage.env))).db;
    }, 90_000);

    afterAll(async () => {
      await site?.stop();
      await db?.destroy();
      await smtp?.stop();
      await hook?.stop();
      // SIGTERM to the service's processes, as systemd or a container runtime sends it: a clean stop.
      // npm exits with the signal; the host, its child, finishes its requests and says so.
      await until(async () => (site?.output().includes("Shut down cleanly.") ? true : undefined), 15_000);
    });

    it("starts on Node 24 and says nothing of sources", () => {
      expect(site.output()).toMatch(/site ready on http:\/\/127\.0\.0\.1:\d+ \(Node v24\./);
      expect(site.output()).not.toMatch(/older than the sources/);
    });

    it("serves every page of the route registry, and the 404 page", async () => {
      expect(registry.routes.length).toBeGreaterThan(30);
      for (const route of registry.routes) {
        const res = await fetch(`${site.url}${route.path}`);
        expect(res.status, route.path).toBe(200);
        expect(res.headers.get("content-type"), route.path).toBe("text/html; charset=utf-8");
        expectRealPage(await res.text(), route.path);
      }
      const missing = await fetch(`${site.url}${registry.notFoundProbePath}`);
      expect(missing.status).toBe(404);
      expectRealPage(await missing.text(), "the 404 page");
    });

    it("serves every Hindi page, the Hindi 404, and the Hindi pages rendered on request", async () => {
      expect(registry.hindi.length).toBeGreaterThan(30);
      for (const route of registry.hindi) {
        const res = await fetch(`${site.url}${route.path}`);
        expect(res.status, route.path).toBe(200);
        const html = await res.text();
        expectRealPage(html, route.path);
        expect(html, route.path).toContain('<html lang="hi-IN"');
      }
      const missing = await fetch(`${site.url}${registry.hindiNotFoundProbePath}`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<html lang="hi-IN"');
      for (const [pathname, status] of [
        [
          "/hi/blog/search?q=%E0%A4%B8%E0%A5%89%E0%A4%AB%E0%A4%BC%E0%A5%8D%E0%A4%9F%E0%A4%B5%E0%A5%87%E0%A4%AF%E0%A4%B0",
          200,
        ],
        ["/hi/contact/sent", 200],
        ["/hi/newsletter/check-inbox", 200],
        ["/hi/newsletter/confirmed", 200],
        ["/hi/newsletter/unsubscribed", 200],
        ["/hi/newsletter/confirm?token=unknown", 404],
      ] as const) {
        const res = await fetch(`${site.url}${pathname}`);
        expect(res.status, pathname).toBe(status);
        const html = await res.text();
        expectRealPage(html, pathname);
        expect(html, pathname).toContain('<html lang="hi-IN"');
      }
      const card = await fetch(`${site.url}/hi/og/services/cloud-services.png`);
      expect(card.status).toBe(200);
      expect(card.headers.get("content-type")).toBe("image/png");
      const hindiPosts = (await (await fetch(`${site.url}/api/posts?lang=hi`)).json()) as { posts: { href: string }[] };
      expect(hindiPosts.posts.some((p) => p.href.startsWith("/hi/blog/"))).toBe(true);
    });

    it("renders the on-demand blog routes: the search page, its JSON twin, and a list page", async () => {
      const search = await fetch(`${site.url}/blog/search?q=design`);
      expect(search.status).toBe(200);
      const html = await search.text();
      expectRealPage(html, "/blog/search?q=design");
      expect(html).toContain("Design systems that scale: tokens, components and governance");
      // Each card's picture is named as the build made it.
      expect(html).toMatch(/srcset="\/_img\/[^"]+\.avif \d+w/i);

      const all = await fetch(`${site.url}/api/posts`);
      expect(all.status).toBe(200);
      const listing = (await all.json()) as { posts: { title: string; picture: { src: string } }[]; total: number };
      expect(listing.total).toBe(registry.routes.filter((r) => r.kind === "post").length);
      // The picture the JSON names is served.
      const picture = await fetch(`${site.url}${listing.posts[0]!.picture.src}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/webp");

      const found = (await (await fetch(`${site.url}/api/posts?q=design`)).json()) as { posts: { title: string }[] };
      expect(found.posts.map((p) => p.title)).toContain("Design systems that scale: tokens, components and governance");

      const page2 = await fetch(`${site.url}/blog/page/2`);
      expect(page2.status).toBe(200);
      expectRealPage(await page2.text(), "/blog/page/2");
    });

    it("takes a contact message and a sign-up through the API, stores both, and e-mails the lead", async () => {
      const message = `${valid.message} (API, ${engine})`;
      const contact = await fetch(`${site.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...valid, message }),
      });
      expect(contact.status).toBe(201);
      const stored = (await listLeads(db)).filter((lead) => lead.message === message);
      expect(stored).toHaveLength(1);
      expect(await until(async () => smtp.inbox.find((m) => m.raw.includes(stored[0]!.id)))).toBeDefined();

      const signUp = await fetch(`${site.url}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `api-reader-${engine}@example.com` }),
      });
      expect(signUp.status).toBe(200);
      expect(await countSubscriptions(db, "pending")).toBe(1);
    });

    it("takes both forms without JavaScript: the result pages are the real pages", async () => {
      const origin = { "Sec-Fetch-Site": "same-origin", Origin: site.url };
      const formPost = (pathname: string, fields: Record<string, string>, headers: Record<string, string> = origin) =>
        fetch(`${site.url}${pathname}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body: new URLSearchParams(fields).toString(),
          redirect: "manual",
        });

      const message = `${valid.message} (no JavaScript, ${engine})`;
      const sent = await formPost("/contact/submission", { ...valid, message, website: "" });
      expect(sent.status).toBe(303);
      expect(sent.headers.get("location")).toBe("/contact/sent");
      const thanks = await fetch(`${site.url}/contact/sent`);
      expect(thanks.status).toBe(200);
      const thanksHtml = await thanks.text();
      expectRealPage(thanksHtml, "/contact/sent");
      expect(thanksHtml).toContain("Message Sent!");
      expect((await listLeads(db)).filter((lead) => lead.message === message)).toHaveLength(1);

      // Refused: the form comes back with what was typed, never an error body.
      const invalid = await formPost("/contact/submission", { ...valid, email: "meera-at-example", message });
      expect(invalid.status).toBe(422);
      const invalidHtml = await invalid.text();
      expectRealPage(invalidHtml, "the refused contact form (422)");
      expect(invalidHtml).toMatch(/<form[^>]+action="\/contact\/submission"/);
      expect(invalidHtml).toContain("meera-at-example");
      const crossSite = await formPost(
        "/contact/submission",
        { ...valid, message: "From a page that is not ours.", website: "" },
        { "Sec-Fetch-Site": "cross-site", Origin: "https://elsewhere.example" },
      );
      expect(crossSite.status).toBe(403);
      const crossSiteHtml = await crossSite.text();
      expectRealPage(crossSiteHtml, "the refused contact form (403)");
      expect(crossSiteHtml).toContain("From a page that is not ours.");

      const email = `form-reader-${engine}@example.com`;
      const subscribed = await formPost("/newsletter", { email });
      expect(subscribed.status).toBe(303);
      expect(subscribed.headers.get("location")).toBe("/newsletter/check-inbox");
      const inbox = await fetch(`${site.url}/newsletter/check-inbox`);
      expect(inbox.status).toBe(200);
      expectRealPage(await inbox.text(), "/newsletter/check-inbox");
      expect(await countSubscriptions(db, "pending")).toBe(2);

      const badEmail = await formPost("/newsletter", { email: "not-an-address" });
      expect(badEmail.status).toBe(422);
      const badHtml = await badEmail.text();
      expectRealPage(badHtml, "the refused sign-up (422)");
      expect(badHtml).toContain("not-an-address");
    });

    describe("the operator's commands in the release folder (npm run leads, npm run insights)", () => {
      const run = (args: string[]) => releaseCommand(args, storage.env);
      const email = `erase-${engine}@example.com`;

      it("say how they are used", () => {
        const leads = run(["leads", "--", "--help"]);
        expect(leads.code, leads.err).toBe(0);
        expect(leads.out).toContain("Usage: npm run leads -- [options]");
        expect(leads.out).toContain("--erase <email>");
        const insights = run(["insights", "--", "--help"]);
        expect(insights.code, insights.err).toBe(0);
        expect(insights.out).toContain("Usage: npm run insights -- [options]");
      });

      it("list the leads, and with --unsent the webhook call that failed and why", async () => {
        const contact = await fetch(`${site.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...valid, email, message: `Please erase me after this (${engine}).` }),
        });
        expect(contact.status).toBe(201);
        const table = run(["leads"]);
        expect(table.code, table.err).toBe(0);
        expect(table.out).toContain(email);
        const { id } = (await listLeads(db)).find((lead) => lead.email === email)!;
        // The receiver answered 503 to the first call; the next is ten minutes off.
        const line = `${id}: webhook to ${new URL(hook.url).host}: pending, retrying (1 attempt; last error: the endpoint answered 503)`;
        const unsent = await until(async () => {
          const result = run(["leads", "--", "--unsent"]);
          return result.out.includes(line) ? result : undefined;
        }, 20_000);
        expect(unsent.code).toBe(0);
      });

      it("export the confirmed subscribers as CSV", async () => {
        const reader = `confirmed-${engine}@example.com`;
        const signUp = await fetch(`${site.url}/api/newsletter`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: reader, page: "/blog" }),
        });
        expect(signUp.status).toBe(200);
        const raw = await until(async () => smtp.inbox.find((m) => m.to.includes(reader))?.raw);
        const token = new URL((await readMail(raw)).links(site.url).confirm!).searchParams.get("token")!;
        const pressed = await fetch(`${site.url}/newsletter/confirm`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
          body: new URLSearchParams({ token }).toString(),
          redirect: "manual",
        });
        expect(pressed.status).toBe(303);
        const csv = run(["leads", "--", "--subscribers", "--csv"]);
        expect(csv.code, csv.err).toBe(0);
        const lines = csv.out.trim().split("\n");
        expect(lines[0]).toBe("email,confirmed_at,signed_up_at,page,privacy_notice_version");
        expect(lines.filter((line) => line.startsWith(`${reader},`))).toHaveLength(1);
      });

      it("answer an erasure request: --erase deletes the person's enquiry and webhook call", async () => {
        const erased = run(["leads", "--", "--erase", email]);
        expect(erased.code, erased.err).toBe(0);
        expect(erased.out).toContain(`Erased everything stored about ${email}:`);
        expect(erased.out).toMatch(/enquiries: +1\n/);
        expect(erased.out).toMatch(/their webhook calls: +1\n/);
        expect((await listLeads(db)).filter((lead) => lead.email === email)).toEqual([]);
        expect(run(["leads", "--", "--csv"]).out).not.toContain(email);
      });

      it("purge what the retention period has run out on, and say so", () => {
        const purged = run(["leads", "--", "--purge"]);
        expect(purged.code, purged.err).toBe(0);
        expect(purged.out).toMatch(/^Deleted 0 enquiry\(ies\) older than 24 months/);
      });

      it("report the insights: a visitor's page view, as tables and as CSV", async () => {
        const beacon = await fetch(`${site.url}/api/view`, {
          method: "POST",
          headers: {
            "Content-Type": "text/plain;charset=UTF-8",
            Origin: site.url,
            "Sec-Fetch-Site": "same-origin",
            "User-Agent": BROWSER,
          },
          body: JSON.stringify({ p: "/services", q: "utm_source=linkedin&utm_campaign=release-check", r: "" }),
        });
        expect(beacon.status).toBe(204);
        // Views are written within a second (the recorder's batch).
        const csv = await until(async () => {
          const result = run(["insights", "--", "--csv"]);
          return result.out.includes("release-check") ? result : undefined;
        });
        expect(csv.code, csv.err).toBe(0);
        expect(csv.out.split("\n")[0]).toBe("section,key,visitors,views,leads,conversion");
        expect(csv.out).toMatch(/^page,\/services,1,1,/m);
        const tables = run(["insights"]);
        expect(tables.code, tables.err).toBe(0);
        expect(tables.out).toMatch(/^Insights from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
        expect(tables.out).toContain("release-check");
      });
    });

    it("reports itself healthy with the build it serves", async () => {
      const res = await fetch(`${site.url}/healthz`);
      expect(res.status).toBe(200);
      const health = (await res.json()) as {
        status: string;
        version: string;
        checks: { database: { engine: string } };
      };
      expect(health.status).toBe("ok");
      const stamp = JSON.parse(fs.readFileSync(path.join(folder, "dist", "build-stamp.json"), "utf8")) as {
        buildId: string;
      };
      expect(health.version).toContain(stamp.buildId);
      expect(health.checks.database.engine).toBe(engine);
      expect(site.output()).not.toMatch(/ 5\d\d \d/);
    });
  });
}

// The copy really is cut off from the checkout: Node finds nothing of it from the release folder.
describe("the release copy's isolation", () => {
  it("is outside the checkout, with no node_modules above it", () => {
    expect(path.relative(root, folder).startsWith("..")).toBe(true);
    for (let dir = path.dirname(folder); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      expect(fs.existsSync(path.join(dir, "node_modules")), dir).toBe(false);
    }
  });
});
