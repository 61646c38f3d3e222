/**
 * The CMS in production, GitHub mode, up to the network boundary: a copy of the project built
 * with the five KEYSTATIC_* variables serves the admin at /keystatic through the production host,
 * under its Content-Security-Policy, and sends an editor who signs in to GitHub's OAuth page with
 * the app's client id. (github.com itself cannot be reached here; every request to it is aborted.)
 * A host started without the secrets the sign-in reads refuses to start, saying which.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, chromiumPath, freePort, waitFor } from "../support/host";
import { copyProject, npm } from "../support/project-copy.mjs";

const copy = copyProject("ignite-cms-github-", { pictures: true });
const at = (...parts: string[]) => path.join(copy, ...parts);
const GITHUB = {
  KEYSTATIC_GITHUB_REPO: "ignite-technologies/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.ignite0test0client",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "a-client-secret-for-the-test",
  KEYSTATIC_SECRET: "0123456789abcdef0123456789abcdef0123456789abcdef",
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "ignite-website-cms",
};
let host: ChildProcess | undefined;
/** The test runner's environment without its own variables (vitest's NODE_ENV=test among them). */
const cleanEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$|KEYSTATIC_|PUBLIC_KEYSTATIC_)/.test(name)),
  );
let hostLog = "";

afterAll(async () => {
  if (host && host.exitCode === null) {
    const exited = new Promise((resolve) => host!.once("exit", resolve));
    host.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(copy, { recursive: true, force: true });
});

describe("the CMS in a production build in GitHub mode", () => {
  it("serves /keystatic and sends sign-in to GitHub with the app's client id", async () => {
    const { log } = await npm(copy, ["run", "build"], GITHUB);
    expect(log).toContain("CMS at /keystatic (GitHub mode)");
    expect(JSON.parse(fs.readFileSync(at("dist/cms.json"), "utf8"))).toEqual({
      kind: "github",
      repo: GITHUB.KEYSTATIC_GITHUB_REPO,
    });

    // Without the secrets on the host, it says so and stops, rather than serve a sign-in that fails.
    const { KEYSTATIC_SECRET: _dropped, ...withoutSecret } = GITHUB;
    const refused = spawnSync(process.execPath, [at("dist/host/main.mjs")], {
      cwd: copy,
      env: { ...cleanEnv(), ...withoutSecret, PORT: "0", HOST: "127.0.0.1", SQLITE_PATH: at("data/gh.db") },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(refused.status, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stderr).toContain("KEYSTATIC_SECRET must be set");

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    host = spawn(process.execPath, [at("dist/host/main.mjs")], {
      cwd: copy,
      env: {
        ...cleanEnv(),
        ...GITHUB,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        SQLITE_PATH: at("data/gh.db"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    host.stdout!.on("data", (d) => (hostLog += String(d)));
    host.stderr!.on("data", (d) => (hostLog += String(d)));
    await waitFor(async () => (await fetch(`${url}/healthz`)).ok, 30_000, `the copy's host\n${hostLog}`);

    const admin = await fetch(`${url}/keystatic`);
    expect(admin.status, hostLog.slice(-2000)).toBe(200);
    expect(await admin.text()).toContain("astro-island");

    const signIn = await fetch(`${url}/api/keystatic/github/login`, { redirect: "manual" });
    expect([302, 307]).toContain(signIn.status);
    const to = new URL(signIn.headers.get("location") ?? "");
    expect(`${to.origin}${to.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(to.searchParams.get("client_id")).toBe(GITHUB.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(to.searchParams.get("redirect_uri")).toBe(`${url}/api/keystatic/github/oauth/callback`);
    // The token refresh is a POST; without a session Keystatic itself answers 401 (not the host's 404).
    const refresh = await fetch(`${url}/api/keystatic/github/refresh-token`, { method: "POST" });
    expect(refresh.status).toBe(401);
    expect(await refresh.text()).toBe("Authorization failed");
    // The admin's pages, and only they, may reach GitHub's API from the browser.
    expect(admin.headers.get("content-security-policy")).toContain("connect-src 'self' https://api.github.com");
    const about = (await fetch(`${url}/about`)).headers.get("content-security-policy") ?? "";
    expect(about).not.toContain("github");
    // The admin's page is Keystatic's (client:only): its directive's hash is allowed there, not on
    // the site's pages, which never send it.
    const hashes = (csp: string) => csp.match(/'sha256-[^']+'/g) ?? [];
    const adminHashes = hashes(admin.headers.get("content-security-policy") ?? "");
    expect(adminHashes).toEqual(expect.arrayContaining(hashes(about)));
    expect(adminHashes.length).toBe(hashes(about).length + 1);
    // The editor's session lives here: no window of another site keeps a handle on the admin.
    expect(admin.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect((await fetch(`${url}/about`)).headers.get("cross-origin-opener-policy")).toBeNull();

    // In a browser, under the host's CSP: the admin's sign-in screen, whose button sends the editor
    // to GitHub's authorisation page. Keystatic's UI asks for a Google Fonts stylesheet; the policy
    // refuses it on purpose (no third party learns who edits the site; the admin falls back to the
    // system font), and that is the only thing it may refuse.
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      const outside: string[] = [];
      page.on("pageerror", (e) => problems.push(e.message));
      page.on("console", (m) => {
        const text = m.text();
        if (m.type() !== "error" || !/Content Security Policy|Refused to/i.test(text)) return;
        if (/^Loading the stylesheet 'https:\/\/fonts\.googleapis\.com\//.test(text)) return;
        problems.push(text);
      });
      await page.route(/^https?:\/\//, (route) => {
        const to = new URL(route.request().url());
        if (to.hostname === "127.0.0.1") return route.continue();
        outside.push(`${to.origin}${to.pathname}`);
        return route.abort();
      });
      await page.goto(`${url}/keystatic`);
      const logIn = page.getByText("Log in with GitHub", { exact: true });
      await logIn.waitFor({ state: "visible", timeout: 60_000 });
      await logIn.click();
      await expect.poll(() => outside, { timeout: 30_000 }).toContain("https://github.com/login/oauth/authorize");
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 600_000);
});
