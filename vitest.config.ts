import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#db": fileURLToPath(new URL("./db", import.meta.url)),
};

// The React Router plugin is left out on purpose: unit tests exercise plain
// modules, and integration tests load the app through their own Vite server.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // A few files start an embedded PGlite in beforeAll: its WebAssembly start took over the default 10 s on a
          // loaded 2-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          // Tests that need a PostgreSQL server run when one is configured (CI's second pass).
          exclude: process.env.DATABASE_URL ? [] : ["tests/integration/**/*-postgres.test.ts"],
          environment: "node",
          setupFiles: ["tests/setup/integration.ts"],
          globalSetup: ["tests/setup/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One migrated database per worker, reused by the files it runs.
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
