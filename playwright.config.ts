import { defineConfig, devices } from "@playwright/test";
import { loadEnvFile, readConfig } from "./src/config";
import { CHROMIUM_ARGS } from "./tests/support/chromium.mjs";
import { INSIGHTS_TEST_HASH } from "./tests/support/insights-password.mjs";

loadEnvFile();
const { e2ePort: PORT, chromePath } = readConfig().tools;
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The database of the server under test (the no-JS tests check what it stored). */
export const E2E_SQLITE_PATH = "test-results/e2e.db";
/** No SMTP in the browser tests: the host writes subscriber e-mails here, and the tests read them. */
export const E2E_MAIL_DIR = "test-results/e2e-mail";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results/playwright",
  use: {
    baseURL: BASE_URL,
    trace: "off",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production host, compiled, over the build (npm test builds first).
    command: "node dist/host/main.mjs",
    url: `${BASE_URL}/healthz`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SQLITE_PATH: E2E_SQLITE_PATH,
      MAIL_DIR: E2E_MAIL_DIR,
      INSIGHTS_PASSWORD_HASH: INSIGHTS_TEST_HASH,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
