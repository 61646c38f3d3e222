import { expect, test } from "@playwright/test";
import { jsonLdTypes } from "./jsonld";
import { gotoReady, untilHydrated } from "./registry";

async function fillValid(page: import("@playwright/test").Page, tag: string) {
  await page.getByRole("textbox", { name: "Your name", exact: true }).fill("Asha Verma");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("asha@example.com");
  await page.getByRole("textbox", { name: "Phone (optional)", exact: true }).fill("+91 98765 43210");
  await page.getByRole("combobox", { name: "Subject", exact: true }).selectOption("Mobile App");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill(`We want a companion app for our clinics. ${tag}`);
}

test("the form sends a message, shows Message Sent!, clears, and can send another", async ({ page }) => {
  await gotoReady(page, "/contact");
  await expect(page.getByRole("combobox", { name: "Subject", exact: true }).locator("option").first()).toHaveText(
    "Select a subject",
  );
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAttribute("rows", "5");
  await fillValid(page, `e2e-${Date.now()}`);
  const column = page.locator("#contact-form");
  const before = (await column.boundingBox())!;
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/contact")),
    page.getByRole("button", { name: "Send Message" }).click(),
  ]);
  expect(response.status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  // The success card is as tall as what it says, not the form's empty height (issue 54: 400+ px
  // of empty card): its content fills it but for its padding.
  const panel = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Message Sent!" }) });
  expect((await panel.boundingBox())!.height).toBeLessThan(before.height - 200);
  const room = await panel.evaluate((el) => {
    const kids = [...el.children].map((c) => c.getBoundingClientRect());
    const box = el.getBoundingClientRect();
    return box.height - (Math.max(...kids.map((k) => k.bottom)) - Math.min(...kids.map((k) => k.top)));
  });
  expect(room).toBeLessThanOrEqual(130);
  // The check mark is in the brand's accent, like the page's eyebrow, not an unrelated green.
  const accent = await page
    .locator(".eyebrow")
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  const check = page
    .getByRole("heading", { name: "Message Sent!" })
    .locator("xpath=preceding-sibling::*[name()='svg']");
  expect(await check.evaluate((el) => getComputedStyle(el).color)).toBe(accent);
  await expect(
    page.getByText(
      "Thank you for reaching out. We'll get back to you shortly: a senior engineer or designer replies within 24 hours.",
      { exact: true },
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Send Another Message" }).click();
  await expect(page.getByRole("textbox", { name: "Your name", exact: true })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
});

test("field errors appear next to the fields, are linked, and focus the first invalid field", async ({ page }) => {
  await gotoReady(page, "/contact");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("asha@");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).blur();
  await expect(page.locator("#email-error")).toContainText("valid e-mail");
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveAttribute(
    "aria-describedby",
    "email-error",
  );

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("textbox", { name: "Your name", exact: true })).toBeFocused();
  for (const field of ["name", "email", "subject", "message"])
    await expect(page.locator(`#${field}-error`)).toBeVisible();
  await expect(page.locator("#phone-error")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue("asha@");
});

test("a server error keeps everything the visitor typed and allows a retry", async ({ page }) => {
  await gotoReady(page, "/contact");
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal error." }) }),
  );
  await fillValid(page, "kept-after-500");
  // This is the island's answer to a failed request: typing has woken it (on intent), so let it
  // finish hydrating. A click before that posts the form natively (hydration.spec.ts and
  // no-js.spec.ts cover that path), which the mocked API here would not see.
  await untilHydrated(page, "#contact-name");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText("still here");
  await expect(page.getByRole("textbox", { name: "Your name", exact: true })).toHaveValue("Asha Verma");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(/kept-after-500/);
  await expect(page.getByRole("combobox", { name: "Subject", exact: true })).toHaveValue("Mobile App");

  await page.unroute("**/api/contact");
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("form").getByRole("alert")).toContainText("could not reach our server");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(/kept-after-500/);

  await page.unroute("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
});

test("the map loads from Google only after the visitor asks", async ({ page }) => {
  const google: string[] = [];
  page.on("request", (r) => {
    if (/google\./.test(new URL(r.url()).hostname)) google.push(r.url());
  });
  await page.route(/https:\/\/www\.google\.com\/.*/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
  );
  await gotoReady(page, "/contact");
  await page.waitForLoadState("networkidle");
  expect(google).toEqual([]);
  await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\//,
  );
  await page.getByRole("button", { name: "Load interactive map" }).click();
  const frame = page.locator("iframe[title^='Interactive map']");
  await expect(frame).toBeVisible();
  await expect.poll(() => google.length).toBeGreaterThan(0);
});

test("contact page: details, 24-hour promise, five FAQs with FAQPage JSON-LD", async ({ page }) => {
  await gotoReady(page, "/contact");
  await expect(page.locator("main")).toContainText("hello@ignite.example");
  await expect(page.locator("main")).toContainText("Greater Noida");
  await expect(page.locator("main")).toContainText("24 hours");
  await expect(page.locator("main details")).toHaveCount(5);
  expect(await jsonLdTypes(page)).toContain("FAQPage");
});

for (const width of [375, 1280]) {
  test(`an empty form flags every required field at once and focuses the first (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, "/contact");
    const name = page.getByRole("textbox", { name: "Your name", exact: true });
    // A visitor who starts in the first field, thinks better of it, and presses Send.
    await name.click();
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const field of ["name", "email", "subject", "message"]) {
      await expect(page.locator(`#${field}-error`), field).toBeVisible();
      await expect(page.locator(`#contact-${field}`)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.locator("#phone-error")).toHaveCount(0);
    await expect(name).toBeFocused();
  });
}

test("the subject select is as tall as the text inputs, and the counter sits apart from the hint", async ({ page }) => {
  await gotoReady(page, "/contact");
  const input = (await page.locator("#contact-email").boundingBox())!;
  const select = (await page.locator("#contact-subject").boundingBox())!;
  expect(Math.abs(select.height - input.height)).toBeLessThanOrEqual(1);
  const message = page.getByRole("textbox", { name: "Message", exact: true });
  await message.fill("Twelve chars");
  const hint = (await page.locator("#message-hint").boundingBox())!;
  const counter = (await page.getByText("12 / 5,000").boundingBox())!;
  expect(counter.x).toBeGreaterThanOrEqual(hint.x + hint.width);
});
