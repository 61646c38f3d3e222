/**
 * Where the art goes. Resolved from this file, not from the working directory, so every
 * script writes to the same place whether it runs from the repository root, from this
 * package (npm run -w) or through the node_modules/@ignite/art link (Node follows it).
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** This package sits at packages/art in the site's repository. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
export const publicDir = join(repoRoot, "public");
export const assetsDir = join(repoRoot, "src/assets");
export const animationsDir = join(publicDir, "animations");
/**
 * Where the content pictures are drawn: the case-study screens, the blog covers and the team
 * portraits. The site does not read this folder: its pictures are uploads in src/assets (the
 * CMS), and these are what was uploaded for the demo content, to draw again or replace.
 */
export const outDir = fileURLToPath(new URL("./out/", import.meta.url));

/**
 * A path given on the command line, taken relative to where the user typed it: npm run -w
 * starts the script in this package's folder and leaves the caller's folder in INIT_CWD.
 */
export const fromCaller = (path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
