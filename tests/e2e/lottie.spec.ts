import { expect, test } from "@playwright/test";

// The Lottie player, with every state the spec gives it, as the services page's first card runs it.
const PAGE = "/services";
const hero = "main [data-art='service'] [data-lottie]";
/** The services page, with its first card's animation scrolled into view (it loads when near). */
async function openFirstCard(page: import("@playwright/test").Page): Promise<void> {
  await page.goto(PAGE);
  await page.locator(hero).first().scrollIntoViewIfNeeded();
}

test("a service card's animation loads lazily from the site itself and plays", async ({ page }) => {
  const animationRequests: string[] = [];
  page.on("request", (r) => {
    if (/\/_img\/services-[a-z-]+-animation\.[0-9a-f]+\.json$/.test(r.url()))
      animationRequests.push(new URL(r.url()).origin);
  });
  await openFirstCard(page);
  await expect(page.locator(hero).first()).toHaveAttribute("data-state", "playing");
  await expect(page.locator(`${hero} svg`).first()).toBeVisible();
  expect(new Set(animationRequests)).toEqual(new Set([new URL(page.url()).origin]));
  // The service's static icon stood in for it until then, and has made way.
  const poster = page.locator("main [data-art='service'] [data-art-poster]").first();
  await expect(poster.locator("[data-art='service-icon'] svg")).toHaveCount(1);
  await expect(poster).toHaveCSS("opacity", "0");
});

test("without JavaScript every service's art is its icon on /services, and a service page's picture is alone", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const path of [PAGE]) {
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
  // A service page's picture, its largest paint on a wide screen, is preloaded there from the
  // head (services.spec.ts follows its requests) and shows without scripts.
  await page.goto("/services/web-development");
  const picture = page.locator("main section[aria-labelledby='page-title'] figure img").first();
  await expect(page.locator("head link[rel=preload][as=image]")).toHaveAttribute("media", "(min-width: 1024px)");
  await expect(page.locator("head link[rel=preload][as=image]")).toHaveAttribute("fetchpriority", "high");
  // Eager, as an LCP image is (product.md); low priority in the page itself, for a phone.
  await expect(picture).toHaveAttribute("loading", "eager");
  await expect(picture).toHaveAttribute("fetchpriority", "low");
  await expect
    .poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  // And nothing is laid over it: no animation, no second crop.
  await expect(page.locator("main section[aria-labelledby='page-title'] [data-art]")).toHaveCount(0);
  await expect(page.locator("main section[aria-labelledby='page-title'] figure img")).toHaveCount(1);
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the animation's strokes are the ${theme} theme's accent, like the icons beside it`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
    await openFirstCard(page);
    await expect(page.locator(hero).first()).toHaveAttribute("data-state", "playing");
    const colours = await page.evaluate((selector) => {
      const probe = document.createElement("span");
      probe.style.color = "var(--accent)";
      document.body.append(probe);
      const accent = getComputedStyle(probe).color;
      probe.remove();
      const strokes = [...document.querySelector(selector)!.querySelectorAll("svg path[stroke]")].map(
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
  await openFirstCard(page);
  const player = page.locator(hero).first();
  await expect(player).toHaveAttribute("data-state", "playing");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(player).toHaveAttribute("data-state", "frozen");
  await player.scrollIntoViewIfNeeded();
  await expect(player).toHaveAttribute("data-state", "playing");
});

test("under reduced motion it shows a still frame", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await openFirstCard(page);
  await expect(page.locator(hero).first()).toHaveAttribute("data-state", "paused");
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
  await openFirstCard(page);
  await expect(page.locator(hero).first()).toHaveAttribute("data-state", "error");
  await expect(page.locator(`${hero} [data-lottie-error] svg`).first()).toBeVisible();
  const errors = await page.evaluate(() => (window as unknown as { lottieErrors: string[] }).lottieErrors);
  expect(errors).toContain("Animation data could not be fetched.");
});

test("a service's icon is one glyph, at the same place and size, before its animation, while it plays and at rest", async ({
  browser,
}) => {
  // Under reduced motion the player shows its frame at rest; without JavaScript, the icon alone.
  const box = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      reducedMotion: "reduce",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(PAGE);
    const art = page.locator("main [data-art='service']").first();
    await art.scrollIntoViewIfNeeded();
    const drawn = javaScriptEnabled ? art.locator("[data-lottie] svg g").first() : art.locator("[data-art-poster] svg");
    if (javaScriptEnabled) await expect(art.locator("[data-lottie]")).toHaveAttribute("data-state", "paused");
    // The glyph's own strokes, not the box around them.
    const rect = await drawn.evaluate((el) => {
      const r = (el as SVGGraphicsElement).getBoundingClientRect();
      const paths = [...el.querySelectorAll("path, circle, rect, line, polyline")].map((p) =>
        p.getBoundingClientRect(),
      );
      const within = paths.filter((p) => p.width > 0 || p.height > 0);
      const xs = within.flatMap((p) => [p.left, p.right]);
      const ys = within.flatMap((p) => [p.top, p.bottom]);
      return within.length
        ? {
            x: Math.min(...xs) - r.left,
            y: Math.min(...ys) - r.top,
            w: Math.max(...xs) - Math.min(...xs),
            h: Math.max(...ys) - Math.min(...ys),
            left: Math.min(...xs),
            top: Math.min(...ys),
          }
        : null;
    });
    await context.close();
    return rect!;
  };
  const [still, played] = [await box(false), await box(true)];
  for (const side of ["left", "top", "w", "h"] as const)
    expect(
      Math.abs(still[side] - played[side]),
      `${side}: ${still[side]} without JavaScript, ${played[side]} played`,
    ).toBeLessThanOrEqual(3);
});
