/**
 * The operator's commands, one entry for every place the data lives (issue 53):
 *   in a checkout        npm run leads -- …      (node --import tsx tools/ignite.ts leads …)
 *   in the release       npm run leads -- …      (node dist/tools/ignite.mjs leads …, compiled by the build)
 *   in the container     ignite leads …          (docker exec <name> ignite leads --erase …)
 * and the same for `insights`. The same code, flags and output in all three.
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { runInsights } from "./insights";
import { runLeads } from "./leads";

export const COMMANDS = { leads: runLeads, insights: runInsights } as const;

const HELP = `Usage: ignite <command> [options]      (npm run <command> -- [options] in a checkout or a release)

Commands:
  leads      the stored leads and subscribers; --purge, --erase <email> (ignite leads --help)
  insights   visitors, views, leads and conversion per page, channel and campaign (ignite insights --help)`;

/** Runs one command with its arguments; resolves with the exit code. */
export async function ignite(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "--help" || command === "help") {
    console.log(HELP);
    return command ? 0 : 2;
  }
  const run = COMMANDS[command as keyof typeof COMMANDS];
  if (!run) {
    console.error(`Unknown command "${command}".\n\n${HELP}`);
    return 2;
  }
  try {
    await run(args);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

// Run as a command (also through a symlink, the container's /usr/local/bin/ignite), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  process.exitCode = await ignite(process.argv.slice(2));
}
