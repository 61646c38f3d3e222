/**
 * The uploads under src/assets as data for the pages (`virtual:ignite/assets`): each upload's
 * size and content hash, from which src/lib/media/pictures.ts names its files. The build writes
 * the data into the bundle, so the production host never reads src/ (it has no sources); under
 * `astro dev` the module reads the folder when asked, so an upload shows on the next page load.
 *
 * Under `astro dev` a picture is also made when it is first asked for (/_img/…), instead of
 * every picture before the dev server starts: `npm run dev` on a fresh clone answers at once,
 * and made files stay in public/_img for the next start and the build.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin, ViteDevServer } from "vite";
import { OUTPUT_DIR, makePicture, readAssetManifest, readPublicFiles, wantedFiles } from "../src/lib/media/asset-files";
import { PICTURE_URL_PREFIX } from "../src/lib/media/picture-names";

const ID = "virtual:ignite/assets";
const RESOLVED = `\0${ID}`;

const TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  json: "application/json",
  svg: "image/svg+xml",
};

/** Pictures being made, by name: two requests for one file wait for one sharp run. */
const making = new Map<string, Promise<void>>();

/** Makes the /_img/ file a dev page asks for, if an upload names it; false when none does. */
async function makeOnDemand(name: string): Promise<string | undefined> {
  const file = path.join(OUTPUT_DIR, name);
  if (fs.existsSync(file)) return file;
  const { pictures, copies } = wantedFiles(readAssetManifest());
  const copy = copies.find((c) => c.name === name);
  const job = pictures.find((p) => p.name === name);
  if (!copy && !job) return undefined;
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  let pending = making.get(name);
  if (!pending) {
    pending = copy ? fs.promises.copyFile(copy.from, file) : makePicture(job!, file);
    making.set(name, pending);
    void pending.finally(() => making.delete(name)).catch(() => undefined);
  }
  await pending;
  return file;
}

function devPictures(server: ViteDevServer): void {
  server.middlewares.use((req, res, next) => {
    const pathname = decodeURIComponent((req.url ?? "").split("?")[0]!);
    if (!pathname.startsWith(PICTURE_URL_PREFIX)) return next();
    const name = pathname.slice(PICTURE_URL_PREFIX.length);
    if (name.includes("/") || name.includes("\\") || name.startsWith(".")) return next();
    makeOnDemand(name).then(
      (file) => {
        if (!file) return next();
        res.setHeader("Content-Type", TYPES[name.split(".").pop()!] ?? "application/octet-stream");
        res.setHeader("Cache-Control", "no-cache");
        fs.createReadStream(file).pipe(res);
      },
      (error: unknown) => next(error),
    );
  });
}

function assetsPlugin(): Plugin {
  let dev = false;
  return {
    name: "ignite:assets",
    configResolved(config) {
      dev = config.command === "serve";
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!dev) {
        // The build: the records as data, in the bundle.
        return [
          `const assets = ${JSON.stringify(readAssetManifest())};`,
          `const publicFiles = ${JSON.stringify(readPublicFiles())};`,
          "export const getAssets = () => assets;",
          "export const getPublicFiles = () => publicFiles;",
        ].join("\n");
      }
      // `astro dev`: read when asked (at most every 200 ms), so that an upload the CMS saves while
      // the server runs is there on the next page load.
      const source = JSON.stringify(fileURLToPath(new URL("../src/lib/media/asset-files.ts", import.meta.url)));
      return [
        `import { readAssetManifest, readPublicFiles } from ${source};`,
        "let read = 0, assets, publicFiles;",
        "const fresh = () => { if (Date.now() - read > 200) { assets = readAssetManifest(); publicFiles = readPublicFiles(); read = Date.now(); } };",
        "export const getAssets = () => (fresh(), assets);",
        "export const getPublicFiles = () => (fresh(), publicFiles);",
      ].join("\n");
    },
    configureServer: devPictures,
  };
}

export function assets(): AstroIntegration {
  return {
    name: "ignite:assets",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [assetsPlugin()] } });
      },
    },
  };
}
