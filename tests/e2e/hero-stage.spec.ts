/**
 * The home hero shows our work: three case-study screens on one stage, described for screen
 * readers from the same data they are drawn from, playing a few loops once the page has loaded, and
 * pausable (WCAG 2.2.2), off screen, in a hidden tab and under reduced motion.
 */
import { expect, test } from "@playwright/test";
import { untilIdle } from "./registry";

const stage = "[data-stage]";

test("the stage shows three case-study screens and names them for screen readers", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto("/");
  const figure = page.getByRole("img", { name: /Quantum Dashboard.*Atlas Freight Portal.*Nexus Mobile App/ });
  await expect(figure).toBeVisible();
  // Every product it names is a case study on this site.
  for (const slug of ["quantum-dashboard", "atlas-freight-portal", "nexus-mobile-app"]) {
    expect((await page.request.get(`/projects/${slug}`)).status()).toBe(200);
  }
  // The figures the label quotes are drawn in the picture: its symbols, in one SVG file.
  const label = (await figure.getAttribute("aria-label")) ?? "";
  const uses = await page.locator(`${stage} use`).evaluateAll((els) => els.map((el) => el.getAttribute("href")));
  expect(uses).toHaveLength(5);
  const files = new Set(uses.map((href) => href!.split("#")[0]));
  expect([...files]).toEqual(["/art/stage.svg"]);
  const sprite = await page.request.get("/art/stage.svg");
  expect(sprite.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  // Its words are outlines, each carrying what it says (outline-text.ts).
  const drawn = [...(await sprite.text()).matchAll(/data-text="([^"]*)"/g)].map((m) => m[1]).join(" ");
  expect(await sprite.text()).not.toContain("<text");
  for (const id of uses.map((href) => href!.split("#")[1])) expect(await sprite.text()).toContain(`id="${id}"`);
  const quoted = label.match(/₹[\d.,]+ Cr|AF-\d+|#\d+/g) ?? [];
  expect(quoted).toHaveLength(3);
  for (const figureText of quoted) expect(drawn, figureText).toContain(figureText);
  // No animation file is fetched for it.
  expect(requests.filter((p) => p.startsWith("/animations/"))).toEqual([]);
});

test("the chart reads: the map card and the phone overlap only the dashboard's edges", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" }); // the finished frame: nothing mid-move
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const box = async (part: string) => (await page.locator(`${stage} .stage-${part}`).boundingBox())!;
    const chart = await box("wipe");
    for (const part of ["freight", "phone"]) {
      const b = await box(part);
      const overlap =
        Math.max(0, Math.min(chart.x + chart.width, b.x + b.width) - Math.max(chart.x, b.x)) *
        Math.max(0, Math.min(chart.y + chart.height, b.y + b.height) - Math.max(chart.y, b.y));
      expect(overlap, `${part} over the chart at ${width}px`).toBe(0);
    }
  }
  // Each product is drawn in its own brand, with its name beside its mark.
  const sprite = await (await page.request.get("/art/stage.svg")).text();
  for (const name of ['data-text="Quantum"', 'data-text="Atlas Freight"', 'data-text="Nexus"'])
    expect(sprite).toContain(name);
});

test("it loops once the page has loaded, pauses off screen and in a hidden tab", async ({ page }) => {
  await page.goto("/");
  const figure = page.locator(stage);
  await expect(figure).toHaveAttribute("data-state", "playing");
  const moving = await page.$$eval(
    `${stage} *`,
    (els) => els.filter((el) => getComputedStyle(el).animationName !== "none").length,
  );
  expect(moving).toBeGreaterThanOrEqual(3);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(figure).toHaveAttribute("data-state", "paused");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(figure).toHaveAttribute("data-state", "playing");
});

test("on a phone it plays once half of it is on screen, not while it sits under the fold", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const figure = page.locator(stage);
  await page.waitForLoadState("load");
  const shown = await figure.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0)) / r.height;
  });
  expect(shown).toBeLessThan(0.5);
  // Started (its pause button is offered) but waiting to be seen.
  await expect(page.getByRole("button", { name: "Pause animation" })).toBeAttached();
  await expect(figure).toHaveAttribute("data-state", "paused");
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute("data-state", "playing");
});

test("the pause button stops the loop and starts it again", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Pause animation" });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.locator(stage)).toHaveAttribute("data-state", "paused");
  const play = page.getByRole("button", { name: "Play animation" });
  await expect(play).toHaveAttribute("aria-pressed", "true");
  await play.click();
  await expect(page.locator(stage)).toHaveAttribute("data-state", "playing");
});

test("under reduced motion and without JavaScript the stage is still and complete", async ({ browser }) => {
  for (const options of [{ reducedMotion: "reduce" as const }, { javaScriptEnabled: false }]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("load");
    // With JavaScript, past the moment the loop would start (motion.ts: once the browser is idle
    // after load) and the frames its observer would report in; without it, nothing runs at all.
    if ("reducedMotion" in options) await untilIdle(page);
    await expect(page.locator(stage)).toHaveAttribute("data-state", "still");
    await expect(page.getByRole("button", { name: /animation/ })).toBeHidden();
    // The finished frame: the synced order is on the phone, the chart is drawn.
    const toast = page.locator(`${stage} .stage-toast`);
    expect(await toast.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expect(await page.locator(`${stage} .stage-wipe`).evaluate((el) => getComputedStyle(el).transform)).toBe("none");
    await context.close();
  }
});

test("the loop plays a few times and rests on the finished frame, with nothing left to pause", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const figure = page.locator(stage);
  await expect(figure).toHaveAttribute("data-state", "playing");
  // Its 23 s of animation at 20× speed (Chromium's animation clock, through the DevTools protocol).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 20 });
  await expect(figure).toHaveAttribute("data-state", "still", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: /animation/ })).toBeHidden();
  // Nothing jumps when it stops: the last frame is the resting one (the order on the phone, the chart drawn).
  expect(await page.locator(`${stage} .stage-toast`).evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  expect(await page.locator(`${stage} .stage-wipe`).evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  expect(await figure.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
});
