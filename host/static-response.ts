/** Answers with a prerendered file: the precompressed variant the client prefers, or 304. */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream";
import { negotiateEncoding, type Coding } from "./encoding";
import type { LoadedFile, Representation } from "./static-site";

/** If-None-Match uses the weak comparison (RFC 9110, 13.1.2): "W/" is ignored on both sides. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

export function chooseRepresentation(file: LoadedFile, acceptEncoding: string | undefined): Representation {
  const available = Object.keys(file.variants) as Coding[];
  const coding = negotiateEncoding(acceptEncoding, available);
  return coding === "identity" ? file.identity : (file.variants[coding] ?? file.identity);
}

export interface StaticAnswer {
  status: 200 | 404;
  cacheControl: string;
}

export function sendStatic(req: IncomingMessage, res: ServerResponse, file: LoadedFile, answer: StaticAnswer): void {
  const representation = chooseRepresentation(file, req.headers["accept-encoding"]);
  res.setHeader("Cache-Control", answer.cacheControl);
  if (Object.keys(file.variants).length > 0) res.setHeader("Vary", "Accept-Encoding");
  if (answer.status === 200) {
    res.setHeader("ETag", representation.etag);
    // A 304 carries the validators and caching headers the 200 would, and nothing of the body.
    if (matchesIfNoneMatch(req.headers["if-none-match"], representation.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.statusCode = answer.status;
  res.setHeader("Content-Type", file.type);
  res.setHeader("Content-Length", representation.size);
  if (representation.coding !== "identity") res.setHeader("Content-Encoding", representation.coding);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const { source } = representation;
  if ("bytes" in source) {
    res.end(source.bytes);
    return;
  }
  // On error pipeline has already destroyed both ends; a half-sent file cannot become an error page.
  pipeline(fs.createReadStream(source.path), res, () => undefined);
}
