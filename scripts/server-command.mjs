// How the built production server runs: `npm start`, the benchmarks, the browser and operations tests all start
// it with this command, so the memory measured by bench/http is the memory of the server as it ships.
import path from "node:path";

/**
 * A young generation of 8 MB instead of V8's 32 MB, and two malloc arenas instead of one per thread: together
 * about 60 MB less resident memory under load, with no measurable loss of throughput (docs/operations.md).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];
export const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: "2" };

/** The program, arguments and environment that start build/server/index.js under `root`. */
export function serverCommand(root, env = process.env) {
  return {
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, path.join(root, "build/server/index.js")],
    env: { ...SERVER_ENV_DEFAULTS, ...env },
  };
}
