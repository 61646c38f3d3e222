import type { AstroIntegration } from "astro";

/**
 * The route registry for the tests and scripts: `astro build` only (never `astro dev`) renders
 * integrations/route-registry.json.ts at /routes.json, and tools/build.mjs moves the file out of
 * what the host serves, to dist/routes.json. Not a page: no visitor can request it.
 */
export function routeRegistry(): AstroIntegration {
  return {
    name: "ignite:route-registry",
    hooks: {
      "astro:config:setup": ({ command, injectRoute }) => {
        if (command !== "build") return;
        injectRoute({
          pattern: "/routes.json",
          entrypoint: new URL("./route-registry.json.ts", import.meta.url),
          prerender: true,
        });
      },
    },
  };
}
