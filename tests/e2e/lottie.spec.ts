import { expect, test } from "@playwright/test";

// The Lottie player, with every state the spec gives it, as a service page's hero runs it.
const PAGE = "/services/web-development";
const hero = "main section[aria-labelledby='page-title'] [data-state]";

test("a service hero animation loads lazily from the site itself and plays", async ({ page }) => {
  const animationRequests: string[] = [];
  page.on("request", (r) => {
    if (/\/_img\/services-[a-z-]+-animation\.[0-9a-f]+\.json$/.test(r.url()))
      animationRequests.push(new URL(r.url()).origin);
  });
  await page.goto(PAGE);
  await expect(page.locator(hero)).toHaveAttribute("data-state", "playing");
  await expect(page.locator(`${hero} svg`).first()).toBeVisible();
  expect(new Set(animationRequests)).toEqual(new Set([new URL(page.url()).origin]));
  // The service's static icon stood in for it until then, and has made way.
  const poster = page.locator("main section[aria-labelledby='page-title'] [data-art-poster]");
  await expect(poster.locator("[data-art='service-icon'] svg")).toHaveCount(1);
  await expect(poster).toHaveCSS("opacity", "0");
});

test("without JavaScript every service's art is its icon, on /services and on a service page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const path of ["/services", PAGE]) {
    await page.goto(path);
    const art = page.locator("main [data-art='service']");
    expect(await art.count(), path).toBeGreaterThan(0);
    for (const one of await art.all()) {
      const icon = one.locator("[data-art-poster] [data-art='service-icon'] svg");
      await one.scrollIntoViewIfNeeded();
      await expect(icon).toBeVisible();
      await expect(one.locator("[data-art-poster]")).toHaveCSS("opacity", "1");
    }
  }
  // The hero's picture, the page's largest paint on a wide screen, is fetched at once.
  const hero = page.locator("main section[aria-labelledby='page-title'] figure img").first();
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the animation's strokes are the ${theme} theme's accent, like the icons beside it`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await page.goto(PAGE);
    await expect(page.locator(hero)).toHaveAttribute("data-state", "playing");
    const colours = await page.evaluate((selector) => {
      const probe = document.createElement("span");
      probe.style.color = "var(--accent)";
      document.body.append(probe);
      const accent = getComputedStyle(probe).color;
      probe.remove();
      const strokes = [...document.querySelectorAll(`${selector} svg path[stroke]`)].map(
        (p) => getComputedStyle(p).stroke,
      );
      return { accent, strokes: [...new Set(strokes)] };
    }, hero);
    expect(colours.strokes).toEqual([colours.accent]);
  });
}

test("animations far below the fold are not fetched until scrolled near", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (r) => {
    // A service's animation is its upload, served with a content hash (src/lib/media/pictures.ts fileUrl).
    if (/\/_img\/services-[a-z-]+-animation\.[0-9a-f]+\.json$/.test(r.url())) fetched.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/services");
  await page.waitForLoadState("networkidle");
  const before = fetched.length;
  expect(before).toBeLessThan(8);
  await page.locator("main article").last().scrollIntoViewIfNeeded();
  await expect.poll(() => fetched.length).toBeGreaterThan(before);
});

test("it freezes off-screen and in a hidden tab, and plays again when visible", async ({ page }) => {
  await page.goto(PAGE);
  const player = page.locator(hero);
  await expect(player).toHaveAttribute("data-state", "playing");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(player).toHaveAttribute("data-state", "frozen");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(player).toHaveAttribute("data-state", "playing");
});

test("under reduced motion it shows a still frame", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(page.locator(hero)).toHaveAttribute("data-state", "paused");
  await context.close();
});

test("a failed load shows a warning symbol and emits an error event", async ({ page }) => {
  await page.route(/\/_img\/services-web-development-animation\.[0-9a-f]+\.json$/, (route) =>
    route.fulfill({ status: 404, body: "missing" }),
  );
  await page.addInitScript(() => {
    (window as unknown as { lottieErrors: string[] }).lottieErrors = [];
    document.addEventListener(
      "error",
      (e) => {
        if (e instanceof CustomEvent)
          (window as unknown as { lottieErrors: string[] }).lottieErrors.push(String((e.detail as Error).message));
      },
      true,
    );
  });
  await page.goto(PAGE);
  await expect(page.locator(hero)).toHaveAttribute("data-state", "error");
  await expect(page.locator(`${hero} svg.lucide-triangle-alert`)).toBeVisible();
  const errors = await page.evaluate(() => (window as unknown as { lottieErrors: string[] }).lottieErrors);
  expect(errors).toContain("Animation data could not be fetched.");
});
