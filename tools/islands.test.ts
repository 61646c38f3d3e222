/**
 * tools/islands.mjs finds what runs in the browser from the pages themselves; eslint.config.mjs
 * holds those files to the island boundary (ADR 0019; layers.test.ts tries the lint).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { islandModules, runtimeImports } from "./islands.mjs";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "islands-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
function write(rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
}

describe("islandModules", () => {
  it("follows hydrated components and bundled scripts through every runtime import", () => {
    write(
      "src/pages/index.astro",
      `---
import { Bad } from "../components/Bad";
import Still from "../components/Still.astro";
import { Server } from "../components/Server";
---
<script is:inline set:html={"x"} />
<Server />
<Bad client:afterload />
<script>
  import "../client/go";
</script>
<script is:inline>import "../client/never";</script>
`,
    );
    write(
      "src/components/Bad.tsx",
      `import { brand } from "../lib/brand/brand";
import type { Shape } from "../lib/types";
// import "../lib/ghost";
export const load = () => import("./Lazy");
export function Bad() { return brand; }`,
    );
    write("src/components/Lazy.tsx", `export const lazy = 1;`);
    write("src/components/Server.tsx", `import { readConfig } from "@/config";`);
    write("src/lib/brand/brand.ts", `import { readConfig } from "@/config";\nexport const brand = readConfig();`);
    write("src/lib/types.ts", `export type Shape = string;`);
    write("src/lib/ghost.ts", ``);
    write("src/config.ts", `export const readConfig = () => process.env.X;`);
    write("src/client/go.ts", `export {};`);
    write("src/client/never.ts", `export {};`);

    expect(islandModules(root)).toEqual([
      "src/client/go.ts",
      "src/components/Bad.tsx",
      "src/components/Lazy.tsx",
      "src/config.ts",
      "src/lib/brand/brand.ts",
    ]);
  });

  it("reads imports, re-exports and import() but not type-only imports", () => {
    expect(
      runtimeImports(`import a from "a";
import { type B, c } from "./c";
import type { D } from "./d";
export { e } from "./e";
export type { F } from "./f";
import "./g";
const h = () => import(/* @vite-ignore */ "./h");`),
    ).toEqual(["a", "./c", "./e", "./g", "./h"]);
  });

  it("finds the site's islands and scripts, and none of them reaches the server", () => {
    const modules = islandModules(path.resolve(import.meta.dirname, ".."));
    expect(modules).toEqual(
      expect.arrayContaining([
        "src/components/islands/contact/ContactForm.tsx",
        "src/components/islands/Header.tsx",
        "src/components/islands/palette/CommandPalette.tsx",
        "src/client/motion.ts",
        "src/client/lightbox.ts",
      ]),
    );
    expect(
      modules.filter((m) => m === "src/config.ts" || m.startsWith("src/leads/") || m === "src/lib/brand/brand.ts"),
    ).toEqual([]);
  });
});
