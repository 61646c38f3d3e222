/**
 * Where the host listens. HOST and PORT say it (src/config.ts), unless the command line says
 * `--listen <address>:<port>`: the container image's CMD does, because inside a container the
 * address is the image's business, not the environment's. The deploy docs' environment for a
 * host behind a proxy has HOST=127.0.0.1; passed to a container with --env-file, it made the site
 * listen on the container's own loopback, where the published port reaches nothing while the
 * health check (run inside) said healthy (issue 53). The command line wins, and the log says
 * which variables it overrode.
 */
export interface ListenAddress {
  host: string;
  port: number;
  /** One log line when HOST or PORT from the environment were set and not used. */
  overridden?: string;
}

const LISTEN = /^--listen(?:=(.*))?$/;

/** A `--listen` the host cannot use: the start stops with this message. */
export class ListenError extends Error {
  override name = "ListenError";
}

/** The `--listen` value from the arguments, or undefined. Throws on a malformed one. */
export function listenArgument(argv: readonly string[]): { host: string; port: number } | undefined {
  for (let i = 0; i < argv.length; i++) {
    const match = LISTEN.exec(argv[i]!);
    if (!match) continue;
    const value = match[1] ?? argv[i + 1] ?? "";
    const parsed = /^(\[[0-9a-fA-F:]+\]|[^:\s]+):(\d{1,5})$/.exec(value);
    const port = Number(parsed?.[2]);
    if (!parsed || port > 65_535)
      throw new ListenError(`--listen needs <address>:<port>, such as 0.0.0.0:3000; got "${value}"`);
    return { host: parsed[1]!.replace(/^\[|\]$/g, ""), port };
  }
  return undefined;
}

export function listenAddress(
  argv: readonly string[],
  config: { host: string; port: number },
  env: Record<string, string | undefined>,
): ListenAddress {
  const cli = listenArgument(argv);
  if (!cli) return { host: config.host, port: config.port };
  const ignored = (["HOST", "PORT"] as const).filter((name) => {
    const value = env[name]?.trim();
    return value && value !== String(name === "HOST" ? cli.host : cli.port);
  });
  if (!ignored.length) return cli;
  const said = ignored.map((name) => `${name}=${env[name]!.trim()}`).join(" and ");
  return {
    ...cli,
    overridden:
      `${said} from the environment ${ignored.length > 1 ? "are" : "is"} not used: the command line says --listen ` +
      `${cli.host}:${cli.port} (in the container image, the site always listens on port ${cli.port} of every ` +
      `interface; publish that port, e.g. -p 127.0.0.1:3000:${cli.port}).`,
  };
}
