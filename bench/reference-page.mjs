// @ts-check
/**
 * The benchmark's yardstick: a plain static HTML page of the same weight as our home page,
 * measured in the same Lighthouse run. It is the built home page with every script removed
 * (same HTML, CSS, fonts and images, no JavaScript), served from memory, brotli-compressed
 * once, by a bare node:http server on 127.0.0.1 that also serves dist/client's assets.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

/** @type {Record<string, string>} */
const TYPES = {
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
};

/** @param {string} html */
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startReferenceServer(distClient = path.resolve("dist/client")) {
  const page = zlib.brotliCompressSync(withoutScripts(fs.readFileSync(path.join(distClient, "index.html"), "utf8")));
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    if (pathname === "/") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br" });
      res.end(page);
      return;
    }
    const file = path.join(distClient, path.normalize(pathname));
    const type = TYPES[path.extname(file)];
    if (!file.startsWith(distClient) || !type || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const brotli = type.startsWith("text/") && fs.existsSync(`${file}.br`);
    res.writeHead(200, {
      "Content-Type": type,
      "Cache-Control": "public, max-age=31536000, immutable",
      ...(brotli ? { "Content-Encoding": "br" } : {}),
    });
    res.end(fs.readFileSync(brotli ? `${file}.br` : file));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("reference server has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
