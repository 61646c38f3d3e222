/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Astro's Vite config, so units see the same aliases and `astro:` modules as the build.
export default getViteConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "integrations/**/*.test.ts",
            "scripts/**/*.test.{ts,mts}",
            "packages/**/*.test.{ts,mts}",
          ],
          environment: "node",
        },
      },
      {
        // Starts the production host over the build, PostgreSQL and SMTP.
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
