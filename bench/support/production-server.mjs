// Starts the built production server (build/server/index.js) on a fresh DATA_DIR and waits for /readyz.
// Used by the benchmarks (bench/http, bench/lighthouse, bench/leads, bench/bundles) and the security scan: the
// server as it ships, its log in DATA_DIR/server.log. `env`: settings for this server on top of the defaults below
// (e.g. PUBLIC_SITE_URL).
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { serverCommand } from "../../scripts/server-command.mjs";

function vapidKeys() {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

export async function startProductionServer({ root, port, dataDir, env = {} }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Something already answering there would be measured instead of this build.
  const taken = await fetch(`${baseUrl}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: choose another with BENCH_PORT`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // The access log (one line per request at the shipped LOG_LEVEL, info) is part of the real cost of a
  // request, so it stays on; it and the server's stderr go to a file rather than over the bench's output.
  const logFile = path.join(dataDir, "server.log");
  const log = openSync(logFile, "w");
  // CPU_PROF_DIR: a V8 CPU profile of the server under this load, written when it stops (open it in Chrome
  // DevTools or speedscope) to see where a request's time goes.
  const profile = process.env.CPU_PROF_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.CPU_PROF_DIR)}`]
    : [];
  const server = serverCommand(root, {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-secret-bench-secret-bench-secret-0123",
    // With DATABASE_URL the server takes its web-push keys from the environment only.
    ...(process.env.DATABASE_URL && !process.env.VAPID_PUBLIC_KEY ? vapidKeys() : {}),
    JOB_RUNNER: "false",
    ...env,
  });
  const child = spawn(server.command, [...profile, ...server.args], { env: server.env, stdio: ["ignore", log, log] });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited at start-up:\n${readFileSync(logFile, "utf8").slice(-2000)}`);
    }
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) {
        return {
          baseUrl,
          pid: child.pid,
          logFile,
          stop: async () => {
            child.kill("SIGTERM");
            await exited;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start (run \`npm run build\` first; see ${logFile})`);
}

/**
 * The server a benchmark measures: the one at BASE_URL when set (SERVER_PID names its process, for memory and
 * CPU figures), else the built server started here on BENCH_PORT (default `port`) with a fresh data/<name>.
 */
export async function benchmarkServer({ root, port, name }) {
  if (process.env.BASE_URL) {
    return {
      baseUrl: process.env.BASE_URL.replace(/\/+$/, ""),
      pid: Number(process.env.SERVER_PID) || null,
      stop: async () => {},
    };
  }
  return startProductionServer({
    root,
    port: Number(process.env.BENCH_PORT ?? port),
    dataDir: path.join(root, "data", name),
  });
}
