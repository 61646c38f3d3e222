import { describe, expect, it } from "vitest";
import { listenAddress, listenArgument } from "./listen";

const config = { host: "127.0.0.1", port: 8080 };

describe("where the host listens", () => {
  it("is HOST and PORT when the command line says nothing", () => {
    expect(listenAddress(["node", "main.mjs"], config, { HOST: "127.0.0.1", PORT: "8080" })).toEqual(config);
  });

  it("is --listen when given, in either form, over the environment, and the log says what it overrode", () => {
    expect(listenArgument(["--listen", "0.0.0.0:3000"])).toEqual({ host: "0.0.0.0", port: 3000 });
    expect(listenArgument(["--listen=[::]:3000"])).toEqual({ host: "::", port: 3000 });
    // The deploy docs' environment behind a proxy, passed to the container with --env-file.
    const address = listenAddress(["--listen=0.0.0.0:3000"], config, { HOST: "127.0.0.1", PORT: "8080" });
    expect(address).toMatchObject({ host: "0.0.0.0", port: 3000 });
    expect(address.overridden).toBe(
      "HOST=127.0.0.1 and PORT=8080 from the environment are not used: the command line says --listen 0.0.0.0:3000 " +
        "(in the container image, the site always listens on port 3000 of every interface; publish that port, e.g. -p 127.0.0.1:3000:3000).",
    );
  });

  it("says nothing when the environment agrees, or is not set", () => {
    expect(
      listenAddress(["--listen=0.0.0.0:3000"], config, { HOST: "0.0.0.0", PORT: "3000" }).overridden,
    ).toBeUndefined();
    expect(listenAddress(["--listen=0.0.0.0:3000"], config, {}).overridden).toBeUndefined();
    expect(listenAddress(["--listen=0.0.0.0:3000"], config, { PORT: "3001" }).overridden).toMatch(
      /^PORT=3001 from the environment is not used/,
    );
  });

  it("refuses a malformed address", () => {
    expect(() => listenArgument(["--listen", "3000"])).toThrow(
      '--listen needs <address>:<port>, such as 0.0.0.0:3000; got "3000"',
    );
    expect(() => listenArgument(["--listen=0.0.0.0:70000"])).toThrow(/got "0.0.0.0:70000"/);
  });
});
