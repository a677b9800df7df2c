#!/usr/bin/env node
// Starts the production server for the browser tests on a fresh embedded
// database (data/e2e-<port>), building first if needed.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// One folder per port: a second run (another port) must not wipe the database of a server still in use.
const dataDir = path.join(root, "data", `e2e-${process.env.PORT ?? "default-port"}`);
rmSync(dataDir, { recursive: true, force: true });

process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ??= "e2e-session-secret-not-for-production-use-0123456789";
delete process.env.DATABASE_URL;
// Every browser test posts from 127.0.0.1; the per-address limit is tested in the integration suite.
process.env.LEAD_RATE_LIMIT_PER_HOUR ??= "100000";
process.env.BOOKING_RATE_LIMIT_PER_HOUR ??= "100000";

// The staff accounts the admin specs sign in with (tests/e2e/support/staff.ts),
// created in this throwaway database only; production never gets them.
const staff = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/e2e-staff.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, E2E_STAFF: "1" },
});
if (staff.status !== 0) process.exit(staff.status ?? 1);
await import("./start.mjs");
