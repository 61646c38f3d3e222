import type { Page } from "@playwright/test";

/** Every JSON-LD object on the page, parsed (throws if a block is not valid JSON). */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as unknown;
    const list = Array.isArray(data) ? data : [data];
    return list.map((d) => (d as { "@type": string })["@type"]);
  });
}
