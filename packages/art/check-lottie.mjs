/**
 * Structural check of the animations this package draws (public/animations/value-*.json, and the
 * services' in out/animations after `npm run art`): the Lottie subset our player supports, the
 * sizes we promise, and a budget of 25 KB each. Run: npm run check -w @ignite/art
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { animationsDir, outDir } from "./paths.mjs";
import { serviceAnimations } from "./lottie-services.mjs";

const MAX_BYTES = 25_000;
const EXPECTED = {
  ...Object.fromEntries(
    // One per service this package draws.
    Object.keys(serviceAnimations).map((slug) => [`service-${slug}.json`, 400]),
  ),
  ...Object.fromEntries(
    ["innovation", "excellence", "collaboration", "integrity"].map((v) => [`value-${v}.json`, 200]),
  ),
};
const SHAPE_TYPES = new Set(["gr", "el", "rc", "sh", "sr", "fl", "st", "gf", "gs", "tm", "tr", "rp", "rd"]);

function checkProp(p, where, problems) {
  if (!p || typeof p !== "object" || !("k" in p)) return problems.push(`${where}: not a property`);
  if (typeof p.x === "string" || typeof p.k === "string") problems.push(`${where}: expression`);
}

function checkShapes(items, where, problems, op) {
  if (!Array.isArray(items) || items.length === 0) return problems.push(`${where}: no shapes`);
  for (const [n, s] of items.entries()) {
    const at = `${where}[${n}]`;
    if (!SHAPE_TYPES.has(s.ty)) problems.push(`${at}: unsupported shape type ${s.ty}`);
    if (s.ty === "gr") checkShapes(s.it, `${at}.it`, problems, op);
    for (const key of ["p", "s", "r", "o", "e", "w", "c", "ks"]) {
      const v = s[key];
      if (v && typeof v === "object" && "a" in v) {
        checkProp(v, `${at}.${key}`, problems);
        // Cycles that wrap the loop boundary start before frame 0; anything further is a slip.
        if (v.a === 1 && v.k.some((kf) => kf.t < -op || kf.t > 2 * op))
          problems.push(`${at}.${key}: keyframe far outside the loop`);
      }
    }
  }
}

export function checkAnimation(file, json, bytes) {
  const problems = [];
  const a = json;
  const size = EXPECTED[file.split("/").pop()];
  if (a.v !== "5.12.0") problems.push(`v is ${a.v}`);
  if (a.fr !== 30) problems.push(`fr is ${a.fr}`);
  if (a.ip !== 0) problems.push(`ip is ${a.ip}`);
  if (!(a.op >= 60 && a.op <= 120)) problems.push(`op ${a.op} is not a 2–4 s loop`);
  if (size && (a.w !== size || a.h !== size)) problems.push(`size ${a.w}×${a.h}, expected ${size}×${size}`);
  if (Array.isArray(a.assets) && a.assets.length) problems.push("has assets (images or precomps)");
  if (JSON.stringify(a).includes('"ty":5')) problems.push("has a text layer");
  if (!Array.isArray(a.layers) || a.layers.length === 0) problems.push("no layers");
  for (const [n, l] of (a.layers ?? []).entries()) {
    const at = `layers[${n}] "${l.nm}"`;
    if (l.ty !== 4) problems.push(`${at}: ty ${l.ty}, expected 4 (shape)`);
    if (typeof l.ip !== "number" || typeof l.op !== "number" || l.op <= l.ip) problems.push(`${at}: bad ip/op`);
    if (l.ef) problems.push(`${at}: effects`);
    for (const key of ["o", "r", "p", "a", "s"]) checkProp(l.ks?.[key], `${at}.ks.${key}`, problems);
    checkShapes(l.shapes, `${at}.shapes`, problems, a.op);
  }
  if (bytes > MAX_BYTES) problems.push(`${bytes} bytes, over ${MAX_BYTES}`);
  return problems;
}

export function checkDir(dirs) {
  const paths = dirs
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .map((f) => join(dir, f)),
    );
  const files = paths.map((p) => p.split("/").pop());
  const missing = Object.keys(EXPECTED).filter((f) => !files.includes(f));
  const report = missing.map((f) => `${f}: missing`);
  for (const path of paths) {
    const f = path.split("/").pop();
    const bytes = statSync(path).size;
    const problems = checkAnimation(f, JSON.parse(readFileSync(path, "utf8")), bytes);
    report.push(...problems.map((p) => `${f}: ${p}`));
  }
  return { files, report };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, report } = checkDir([animationsDir, join(outDir, "animations")]);
  if (report.length) {
    console.error(report.join("\n"));
    process.exit(1);
  }
  console.log(`check-lottie: ${files.length} animations OK`);
}
