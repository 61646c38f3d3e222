/**
 * Every picture of our work carries the alt text written with it in the CMS (each project's
 * cover and gallery, in src/content/projects): the pages show that text, and no other, as the
 * picture's alt, and every gallery screen shows with its caption.
 */
import { expect, test } from "@playwright/test";
import { loadCollection } from "../../tools/content-files";

/** The build names a picture after its file: src/assets/projects/x/cover/image.png becomes /_img/projects-x-cover-image-640.<hash>.avif. */
const builtName = (src: string) =>
  src
    .replace(/^\.\.\/\.\.\/assets\//, "")
    .replace(/\.(jpe?g|png)$/, "")
    .replace(/\//g, "-");

for (const { id: slug, data } of loadCollection("projects")) {
  test(`the ${slug} pictures carry the alt text and captions written for them`, async ({ page }) => {
    for (const where of [`/projects/${slug}`, "/projects"]) {
      await page.goto(where);
      const img = page.locator(`img[src*="/${builtName(data.cover.image)}-"]`).first();
      await expect(img, where).toHaveAttribute("alt", data.cover.alt);
    }
    await page.goto(`/projects/${slug}`);
    for (const screen of data.gallery) {
      const img = page.locator(`img[src*="/${builtName(screen.image)}-"]`).first();
      await expect(img).toHaveAttribute("alt", screen.alt);
      await expect(page.getByText(screen.caption, { exact: true }).first()).toBeAttached();
    }
  });
}

// A post's cover is an upload too (its artefact, drawn by packages/art/blog): the post shows it
// with the alt text written for it.
for (const { id: slug, data } of loadCollection("blog").filter((p) => !p.data.draft)) {
  test(`the ${slug} cover carries the alt text written for it`, async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const img = page.locator(`img[src*="/${builtName(data.cover.image)}-"]`).first();
    await expect(img).toHaveAttribute("alt", data.cover.alt);
  });
}
