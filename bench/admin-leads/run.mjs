#!/usr/bin/env node
// The lead desk with 100,000 leads: seeds a throwaway database and prints the
// server time of the list pages' queries (first page, a filtered page, searches,
// sorts), measured with the app's own model functions. Target: under 100 ms each.
// Then the source report (/admin/reports/sources) over the same leads. Target: under 300 ms.
//
//   node bench/admin-leads/run.mjs                             # embedded PGlite, in memory
//   DATABASE_URL=postgres://... node bench/admin-leads/run.mjs # a throwaway database on that server
//   LEADS=250000 RUNS=50 BENCH_RESULTS=bench/results/admin-leads.json node bench/admin-leads/run.mjs
//   BENCH_STRICT=1 ...                                         # exit 1 when a target is missed
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const child = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "bench/admin-leads/measure.ts")], {
  cwd: root,
  env: process.env,
  stdio: "inherit",
});
child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
