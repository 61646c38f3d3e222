/**
 * No module of the server's code imports itself back, through any chain of imports (issue 53,
 * item 9: insights.ts → rollup.ts → report.ts → insights.ts). A circle makes what a module sees
 * at load time depend on which of them was imported first. Type-only imports are left out:
 * they are erased, and nothing of them runs.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const DIRS = ["src/leads", "src/lib", "host"];

/** The .ts files under `dir`, tests aside. */
const sources = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.join(root, dir, file));

/** The files a module imports at run time: relative and "@/" imports that name a .ts file. */
function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const targets: string[] = [];
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
    if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    if (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) continue;
    if (ts.isExportDeclaration(node) && node.isTypeOnly) continue;
    const specifier = node.moduleSpecifier.text;
    const base = specifier.startsWith("@/")
      ? path.join(root, "src", specifier.slice(2))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(file), specifier)
        : undefined;
    const target = base && [`${base}.ts`, path.join(base, "index.ts")].find((f) => fs.existsSync(f));
    if (target) targets.push(target);
  }
  return targets;
}

/** Every circle of imports among `files`, each as the chain of its files (relative to the root). */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const circles = new Map<string, string[]>();
  const done = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    for (const next of graph.get(file) ?? []) {
      const at = chain.indexOf(next);
      if (at >= 0) {
        const circle = chain.slice(at);
        circles.set([...circle].sort().join(" "), circle);
      } else if (!done.has(next)) visit(next, [...chain, next]);
    }
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, [file]);
  return [...circles.values()].map((circle) => circle.map((f) => path.relative(root, f)));
}

describe("import circles", () => {
  it("finds one when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(importCircles(graph)).toEqual([["a", "b", "c"].map((f) => path.relative(root, f))]);
  });

  it(`has none in ${DIRS.join(", ")}`, () => {
    const graph = new Map<string, string[]>();
    for (const file of DIRS.flatMap(sources)) graph.set(file, runtimeImports(file, fs.readFileSync(file, "utf8")));
    expect(graph.size).toBeGreaterThan(50);
    expect(importCircles(graph)).toEqual([]);
  });
});
