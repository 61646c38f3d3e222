/**
 * The production host's entry: serves the build in dist/ until SIGTERM or SIGINT. It runs as
 * compiled JavaScript, `dist/host/main.mjs` (written by `npm run build`, ADR 0010), so this file's
 * folder at run time is dist/host. `npm start` (tools/start.mjs) runs it, after building once
 * when there is no build at all. It never builds: a build older than the sources is served and
 * reported in the log.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getLeadsContext, type LeadsContext } from "../src/leads/context";
import { ConfigError, loadEnvFile, readConfig, type HostConfig } from "../src/config";
import { cmsProblem } from "./cms";
import { DIST } from "./dist-layout.mjs";
import { missingBuild, staleBuildReason } from "./freshness";
import { createHost, type AstroHandler } from "./host";
import { listenAddress, ListenError } from "./listen";

const distDir = fileURLToPath(new URL("..", import.meta.url));
const root = path.dirname(distDir);

// .env from the folder the host starts in: the project folder under `npm start`.
loadEnvFile();
let config: HostConfig;
try {
  // Every variable is checked now, the lead pipeline's too: a mistake stops the start, not the
  // first visitor's request.
  config = readConfig().host;
  // `--listen` (the container's CMD) wins over HOST and PORT: host/listen.ts says why.
  const address = listenAddress(process.argv.slice(2), config, process.env);
  if (address.overridden) console.warn(address.overridden);
  config = { ...config, host: address.host, port: address.port };
} catch (error) {
  if (!(error instanceof ConfigError) && !(error instanceof ListenError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const missing = missingBuild(root, distDir);
if (missing) {
  console.error(`No complete build in ${distDir} (${missing}): run \`npm run build\` first.`);
  process.exit(1);
}
const cms = cmsProblem(distDir, process.env);
if (cms) {
  console.error(cms);
  process.exit(1);
}
const stale = staleBuildReason(root, distDir);
if (stale) {
  console.warn(`Serving the existing build, which is older than the sources (${stale}); \`npm run build\` updates it.`);
}

// React and the adapter pick their production code paths from this when the bundle loads.
process.env.NODE_ENV = "production";
const entry = (await import(pathToFileURL(path.join(distDir, DIST.serverEntry)).href)) as {
  handler: AstroHandler<LeadsContext>;
};
const host = await createHost({
  distDir,
  handler: entry.handler,
  leadsContext: getLeadsContext,
  config,
  beacon: async (text, client) => (await getLeadsContext()).insights.beacon(text, client),
  bodyTimeoutMs: readConfig().leads.bodyTimeoutMs,
});
const address = await host.listen();
host.warm();
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
      console.error("Error while closing the leads context:", error);
      process.exit(1);
    },
  );
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
