import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Point the suite at an already running server (e.g. `npm run dev` on another port) instead of the built one. */
const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;

/**
 * Debian's Chromium in its headless-shell build (`apt-get install chromium-headless-shell`) when installed, else the
 * full browser. The same Blink and V8 release without the browser's own interface: the browser suite takes half the
 * time and half the CPU (39 tests: 206 s and 120 CPU-s with /usr/bin/chromium, 110 s and 66 CPU-s with the shell),
 * as Playwright's own headless default does. The benches measure with the full browser, as a visitor's.
 */
const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties it at start, and test-results/reports holds the suite summaries.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  // Two browsers at a time on the project's 2-core machines.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  // A client-side navigation takes 0.6-1.7 s here with two helpers' browsers running and went past 7 s on the
  // CI machine once: assertions wait up to 10 s (speed is measured by bench/, not by these tests).
  expect: { timeout: 10_000 },
  use: {
    baseURL: EXTERNAL_BASE_URL ?? `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test costs a third of the suite's time (36 tests: 4.7 → 3.0 min without), and CI
    // keeps nothing but the printed errors. E2E_TRACE=1 records them again, kept for the tests that fail.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /admin-content[\w-]*\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      // Staff edits to public content (partners, FAQ) run after the public-page specs that count that content.
      name: "content-editing",
      testMatch: /admin-content[\w-]*\.spec\.ts/,
      dependencies: ["chromium"],
      // Each test is a whole editing journey (sign-in, uploads, previews, axe at two widths on several screens):
      // about a minute alone here and twice that on a loaded CI machine, so the limit leaves room for both.
      timeout: 240_000,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: EXTERNAL_BASE_URL
    ? undefined
    : {
        // The built production server on a fresh embedded database.
        command: "node scripts/e2e-server.mjs",
        url: `http://127.0.0.1:${PORT}/readyz`,
        reuseExistingServer: false,
        timeout: 180_000,
        env: { PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      },
});
