#!/usr/bin/env node
// Serves another checkout's production build as a baseline for the benches (BASELINE_URL of bench:lighthouse), on a
// fresh database of its own, until stopped (Ctrl-C):
//
//   git worktree add /tmp/baseline <revision> && (cd /tmp/baseline && npm install && npm run build)
//   node bench/support/serve-build.mjs /tmp/baseline 4601 &
//   BASELINE_URL=http://127.0.0.1:4601 npm run bench:lighthouse
import path from "node:path";
import { startProductionServer } from "./production-server.mjs";

const [root, port] = process.argv.slice(2);
if (!root || !port) {
  console.error("usage: node bench/support/serve-build.mjs <checkout with a build> <port>");
  process.exit(2);
}
const server = await startProductionServer({
  root: path.resolve(root),
  port: Number(port),
  dataDir: path.resolve(root, "data", `baseline-${port}`),
});
console.log(`serving ${path.resolve(root)}'s build at ${server.baseUrl}`);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
