/**
 * `npm start` (node --import tsx server/main.ts): builds when dist/ is older than the sources,
 * then serves it with the host until SIGTERM or SIGINT.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getServerContext, type ServerContext } from "../src/server/context";
import { DIST } from "../scripts/build.mjs";
import { readHostConfig } from "./config";
import { staleBuildReason } from "./freshness";
import { createHost, type AstroHandler } from "./host";

const root = fileURLToPath(new URL("..", import.meta.url));
const distDir = path.join(root, "dist");
const config = readHostConfig();

const stale = staleBuildReason(root, distDir);
if (stale) {
  console.log(`The build is not current (${stale}): building first (node scripts/build.mjs)...`);
  const build = spawnSync(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed; not starting.");
    process.exit(build.status ?? 1);
  }
}

// React and the adapter pick their production code paths from this when the bundle loads.
process.env.NODE_ENV = "production";
const entry = (await import(pathToFileURL(path.join(distDir, DIST.serverEntry)).href)) as {
  handler: AstroHandler<ServerContext>;
};
const host = await createHost({ distDir, handler: entry.handler, serverContext: getServerContext, config });
const address = await host.listen();
const shownHost = config.host === "0.0.0.0" ? "localhost" : config.host;
console.log(`Ignite Technologies site ready on http://${shownHost}:${address.port} (Node ${process.version})`);

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing ${host.inFlight} in-flight request(s), accepting no new ones.`);
  setTimeout(() => {
    console.error(`Grace period of ${config.shutdownGraceMs} ms over; exiting with requests still open.`);
    process.exit(1);
  }, config.shutdownGraceMs).unref();
  host.close().then(
    () => {
      console.log("Shut down cleanly.");
      process.exit(0);
    },
    (error: unknown) => {
      console.error("Error while closing the server context:", error);
      process.exit(1);
    },
  );
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
