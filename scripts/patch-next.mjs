// Runs after `npm install` / `npm ci`. Applies one upstream fix to Next.js 15.5's image optimiser
// that 15.5.x has not received (vercel/next.js#96538, fixed in 16 by vercel/next.js#98168):
//
// To optimise a local image, `fetchInternalImage` reads the source file through a mocked
// request/response pair, and the mocked response carried the *visitor's* socket. When that
// visitor cancels the request (a phone scrolling past, a navigation, a closed tab) while the
// source is streaming, `send` sees an unwritable socket, decides the response is finished and
// never ends the mock; the transform never settles, and because concurrent requests for the
// same URL are coalesced onto it, that image URL hangs for every later visitor until the
// server restarts. The fix gives the mocked response no socket: it is a buffer, not a wire.
//
// The patch is idempotent, and it refuses to guess: if the code it expects is not there and the
// fix is not either, it fails the install so that an upgrade cannot silently drop the fix.
// tests/integration/server.test.ts reproduces the hang and proves the fix.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const MARKER = "/* ignite: mocked image response has no socket (vercel/next.js#96538) */";
const require = createRequire(import.meta.url);

let nextDir;
try {
  nextDir = path.dirname(require.resolve("next/package.json"));
} catch {
  console.log("patch-next: next is not installed; nothing to patch");
  process.exit(0);
}
const { version } = JSON.parse(fs.readFileSync(path.join(nextDir, "package.json"), "utf8"));

const files = ["dist/server/image-optimizer.js", "dist/esm/server/image-optimizer.js"];
// The call in fetchInternalImage, up to the end of the createRequestResponseMocks(...) call.
// CommonJS build: `(0, _mockrequest.createRequestResponseMocks)({`; ES module build: `createRequestResponseMocks({`.
const pattern =
  /const mocked = (?:\(0, _mockrequest\.)?createRequestResponseMocks\)?\(\{\s*url: href,[^}]*socket: _req\.socket,[^}]*\}\);/;

let failed = false;
for (const rel of files) {
  const file = path.join(nextDir, rel);
  const source = fs.readFileSync(file, "utf8");
  if (source.includes(MARKER)) {
    console.log(`patch-next: ${rel} already patched (next ${version})`);
    continue;
  }
  const match = pattern.exec(source);
  if (!match) {
    console.error(
      `patch-next: next ${version}: the image optimiser code in ${rel} is not the one this patch knows.\n` +
        "If this Next.js release fixes vercel/next.js#96538, delete scripts/patch-next.mjs and its postinstall hook;\n" +
        "otherwise update the pattern. tests/integration/server.test.ts tells whether the hang is back.",
    );
    failed = true;
    continue;
  }
  const patched = source.replace(match[0], `${match[0]}\n        mocked.res.socket = null; ${MARKER}`);
  fs.writeFileSync(file, patched);
  console.log(`patch-next: patched ${rel} (next ${version})`);
}
if (failed) process.exit(1);
