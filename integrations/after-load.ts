import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Registers `client:afterload` (src/client/after-load.ts). */
export function afterLoadDirective(): AstroIntegration {
  return {
    name: "ignite:client-afterload",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "afterload",
          entrypoint: fileURLToPath(new URL("../src/client/after-load.ts", import.meta.url)),
        });
      },
    },
  };
}
