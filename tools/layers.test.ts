/**
 * The layer rule of eslint.config.mjs, run on deliberate imports: every one that goes up a
 * layer fails `npx eslint .`, static or dynamic (`import()`), and the imports the layers are for pass.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });

/** The layer messages ESLint gives a file at `filePath` holding `code`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax")
    .map((m) => m.message);
}

describe("layers (eslint.config.mjs)", () => {
  const upward: [string, string][] = [
    ["src/lib/example.ts", `import { x } from "@/components/ui/Button";`],
    ["src/lib/example.ts", `import { x } from "../components/islands/contact/ContactForm";`],
    ["src/lib/example.ts", `import { x } from "@/leads/context";`],
    ["src/content/example.ts", `import { x } from "../layouts/ContactPage.astro";`],
    ["src/config.ts", `import { x } from "../host/main";`],
    ["src/leads/example.ts", `import type { x } from "@/components/islands/contact/ContactForm";`],
    ["src/leads/example.ts", `import { x } from "../pages/healthz";`],
    ["src/components/sections/Example.tsx", `import { x } from "@/leads/context";`],
    ["src/components/sections/Example.tsx", `import { x } from "../../layouts/BaseLayout.astro";`],
    ["src/client/example.ts", `import { x } from "@/components/ui/Button";`],
    ["src/pages/example.ts", `import { x } from "../../tools/build.mjs";`],
    ["host/example.ts", `import { x } from "../tools/build.mjs";`],
    ["host/example.ts", `import { x } from "../src/components/ui/Button";`],
    ["host/example.ts", `import { x } from "../tests/support/host";`],
    // import() is held to the same layers as import … from.
    ["src/client/example.ts", `const x = () => import("@/components/islands/palette/CommandPalette");`],
    ["src/lib/example.ts", "const x = (name: string) => import(`../components/sections/${name}`);"],
    ["host/example.ts", `const x = await import("../src/components/ui/Button");`],
  ];
  it.each(upward)("%s may not %s", async (file, code) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/imports only from its own layer or below/);
  });

  const apart: [string, string][] = [
    ["src/lib/example.ts", `import { x } from "@ignite/art/prng";`],
    ["src/components/ui/Example.tsx", `import { x } from "../../../packages/art/avatar";`],
    ["src/pages/example.astro.ts", `import { x } from "@ignite/art/post-cover";`],
    ["src/lib/example.test.ts", `import { x } from "@ignite/art/swatches";`],
    ["host/example.ts", `import { x } from "@ignite/art/swatches";`],
    ["keystatic.config.ts", `import { x } from "./packages/art/people.mjs";`],
    ["src/lib/example.ts", `const x = () => import("@ignite/art/swatches");`],
    ["integrations/example.ts", `const x = () => import("../packages/art/swatches.mjs");`],
  ];
  it.each(apart)("%s may not %s (the site and packages/art stay apart)", async (file, code) => {
    const errors = await layerErrors(file, code);
    expect(errors).toEqual([expect.stringMatching(/The site imports nothing from packages\/art/)]);
  });

  const artImportsSite: [string, string][] = [
    ["packages/art/example.mjs", `import { x } from "../../src/lib/content-check";`],
    ["packages/art/screens/example.mjs", `import { x } from "../../../src/content/schemas";`],
    ["packages/art/example.test.ts", `import { x } from "@/lib/media/pictures";`],
    ["packages/art/example.mjs", `const x = () => import("../../src/lib/content");`],
  ];
  it.each(artImportsSite)("%s may not %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([
      expect.stringMatching(/packages\/art imports nothing from the site/),
    ]);
  });

  // The island boundary (ADR 0019): islands and what they import (tools/islands.mjs) run in the browser.
  const island: [string, string][] = [
    ["src/components/islands/contact/ContactForm.tsx", `import { x } from "@/config";`],
    ["src/components/islands/Header.tsx", `const x = () => import("../../config");`],
    ["src/lib/navigation/permalinks.ts", `import { x } from "node:fs";`],
    ["src/client/motion.ts", `const x = process.env.SITE_URL;`],
  ];
  it.each(island)("%s, which runs in the browser, may not %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([expect.stringMatching(/runs in the browser/)]);
  });

  // The words (ADR 0023): an island gets its part of the catalogue as a prop, never the catalogue.
  it("src/components/islands/contact/ContactForm.tsx, an island, may not import the message catalogue", async () => {
    expect(
      await layerErrors(
        "src/components/islands/contact/ContactForm.tsx",
        `import { messages } from "@/lib/i18n/messages";`,
      ),
    ).toEqual([expect.stringMatching(/gets its words as props/)]);
  });

  const allowed: [string, string][] = [
    // Its type, and the palette's lazy fetch of its language's words, are allowed.
    ["src/components/islands/contact/ContactForm.tsx", `import type { Catalogue } from "@/lib/i18n/messages";`],
    ["src/components/islands/palette/PaletteHost.tsx", `const x = () => import("@/lib/i18n/messages/hi");`],
    // Server components read it.
    ["src/components/sections/Testimonials.tsx", `import { messages } from "@/lib/i18n/messages";`],
    ["src/components/sections/Example.tsx", `import { x } from "@/lib/ui/cn";`],
    ["src/components/sections/Example.tsx", `import { x } from "../ui/Button";`],
    ["src/leads/example.ts", `import { x } from "@/lib/contact/schema";`],
    ["src/lib/example.ts", `import { x } from "react-dom/client";`],
    ["src/pages/example.ts", `import { x } from "@/leads/http/request";`],
    ["host/example.ts", `import { x } from "../src/leads/context";`],
    ["tools/example.ts", `import { x } from "../host/dist-layout.mjs";`],
    // Tests may reach across layers.
    ["src/lib/example.test.ts", `import { x } from "@/components/ui/Button";`],
    // A tool may use the art package (npm run new:post draws a cover to upload).
    ["tools/example.ts", `import { x } from "@ignite/art/post-cover";`],
    ["packages/art/example.mjs", `import { x } from "./prng.mjs";`],
    ["src/client/example.ts", `const x = () => import("./cursor-trail");`],
    ["src/components/layout/Example.tsx", `const x = () => import("./CommandPalette");`],
    ["src/leads/example.ts", `const x = await import("pg");`],
    // A component no page hydrates renders on the server, where configuration is at hand.
    ["src/components/sections/Testimonials.tsx", `import { x } from "@/config";`],
  ];
  it.each(allowed)("%s may %s", async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
