/**
 * Size limits that keep files readable: a route file (src/pages, not its _components or _views)
 * at most 80 lines, a component (src/components, and page bodies in src/pages/**\/_components and
 * src/pages/_views) at most 150, unless its first line says why it is longer: `// Over 150 lines: …`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function files(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .map((rel) => path.join(dir, String(rel)).split(path.sep).join("/"))
    .filter((rel) => /\.(astro|tsx?)$/.test(rel) && !/\.test\.tsx?$/.test(rel));
}

/** Files over `limit` lines whose first line (the frontmatter's, in an .astro file) gives no reason. */
function oversized(list: string[], limit: number, base = root): string[] {
  return list.flatMap((rel) => {
    const lines = fs.readFileSync(path.join(base, rel), "utf8").trimEnd().split("\n");
    const first = lines[0] === "---" ? lines[1] : lines[0];
    const reason = new RegExp(`^// Over ${limit} lines: \\S`).test(first ?? "");
    return lines.length > limit && !reason ? [`${rel} (${lines.length} lines)`] : [];
  });
}

describe("file sizes", () => {
  const pages = files("src/pages");
  // A page's body: its components, and the views (src/pages/_views) a route in each language renders.
  const isBody = (rel: string) => rel.includes("/_components/") || rel.includes("/_views/");
  const bodies = pages.filter(isBody);
  const routes = pages.filter((rel) => !isBody(rel));
  const components = [...files("src/components").filter((rel) => /\.(astro|tsx)$/.test(rel)), ...bodies];

  it("finds the routes and components it limits", () => {
    expect(routes).toContain("src/pages/index.astro");
    expect(components).toContain("src/components/islands/Header.tsx");
    expect(bodies.length).toBeGreaterThan(0);
  });

  it("keeps every route file at 80 lines or fewer, or says why", () => {
    expect(oversized(routes, 80)).toEqual([]);
  });

  it("keeps every component at 150 lines or fewer, or says why", () => {
    expect(oversized(components, 150)).toEqual([]);
  });

  it("fails on a long file with no reason", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-sizes-"));
    try {
      fs.writeFileSync(path.join(dir, "Long.tsx"), "export {};\n".repeat(151));
      expect(oversized(["Long.tsx"], 150, dir)).toEqual(["Long.tsx (151 lines)"]);
      fs.writeFileSync(path.join(dir, "Long.tsx"), "// Over 150 lines: one drawing.\n" + "export {};\n".repeat(151));
      expect(oversized(["Long.tsx"], 150, dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
