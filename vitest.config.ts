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
            "host/**/*.test.ts",
            "integrations/**/*.test.ts",
            "tools/**/*.test.{ts,mts}",
            "bench/**/*.test.{ts,mts}",
            "packages/**/*.test.{ts,mts}",
          ],
          environment: "node",
          // Some units generate art or lint files (seconds of CPU); a busy 2-core machine can
          // double that, and 5 s would fail them for the machine's load, not for their result.
          testTimeout: 20_000,
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
      {
        // deploy/Dockerfile built and run with podman (npm run test:container; needs root).
        extends: true,
        test: {
          name: "container",
          include: ["tests/container/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
