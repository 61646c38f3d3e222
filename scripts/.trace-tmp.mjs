import { chromium } from "@playwright/test";
const url = process.argv[2];
const css = process.argv[3] ?? "";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
if (css) await page.route("**/*.css", async (route) => { const r = await route.fetch(); route.fulfill({ response: r, body: (await r.text()) + css }); });
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const mains = traceEvents.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
let ev = [];
for (const main of mains) { const x = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X"); if (x.length > ev.length) ev = x; }
const tasks = ev.filter((e) => e.name === "RunTask" && e.dur > 40000 / 1).sort((a,b)=>a.ts-b.ts);
const t0 = Math.min(...ev.map((e) => e.ts));
for (const t of tasks) {
  const kids = ev.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.name !== "RunTask");
  const by = {};
  for (const k of kids) by[k.name] = (by[k.name] ?? 0) + k.dur;
  const top = Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,14).map(([n,d])=>`${n}:${(d/1000).toFixed(0)}`).join(" ");
  console.log(`task @${((t.ts-t0)/1000).toFixed(0)}ms ${(t.dur/1000).toFixed(0)}ms  ${top}`);
}
const total = {};
for (const e of ev) if (["UpdateLayoutTree","Layout","Paint","PrePaint","Layerize","EvaluateScript","FunctionCall","ParseHTML","v8.compile","ParseAuthorStyleSheet","Commit"].includes(e.name)) total[e.name]=(total[e.name]??0)+e.dur;
console.log(Object.entries(total).map(([n,d])=>`${n}=${(d/1000).toFixed(0)}`).join(" "));
await browser.close();
