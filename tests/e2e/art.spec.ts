/**
 * Every picture of our work is described by the text its generator wrote from the same data it
 * drew (src/content/art.json): the pages show that text, and no other, as the picture's alt.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const art = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../src/content/art.json"), "utf8")) as {
  projects: Record<string, { cover: { src: string; alt: string } }>;
};

/** The build names a picture after its source: /images/projects/x.jpg becomes /_img/projects-x-640.<hash>.avif. */
const builtName = (src: string) =>
  src
    .replace(/^\/images\//, "")
    .replace(/\.jpg$/, "")
    .replace(/\//g, "-");

for (const [slug, pictures] of Object.entries(art.projects)) {
  test(`the ${slug} cover carries the alt text its generator wrote`, async ({ page }) => {
    for (const where of [`/projects/${slug}`, "/projects"]) {
      await page.goto(where);
      const img = page.locator(`img[src*="/${builtName(pictures.cover.src)}-"]`).first();
      await expect(img, where).toHaveAttribute("alt", pictures.cover.alt);
    }
  });
}

test("no project file restates a picture or its alt text", () => {
  const dir = path.join(import.meta.dirname, "../../src/content/projects");
  for (const file of fs.readdirSync(dir)) {
    expect(fs.readFileSync(path.join(dir, file), "utf8"), file).not.toMatch(/^\s*(image|alt):/m);
  }
});
