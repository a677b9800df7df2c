// The built production server (build/server/index.js) as a child process on
// its own port, its log in a file: what the cluster test and the drills run.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverCommand } from "../server-command.mjs";
import { portIsFree } from "./ports.ts";
import webpush from "web-push";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SERVER_ENTRY = path.join(PROJECT_ROOT, "build/server/index.js");
/** Shared by every process of a test: sessions, form tokens and rate-limit keys are signed with it. */
export const TEST_SESSION_SECRET = "ops-tests-session-secret-not-for-production-0123456789";
const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();

export interface AppProcess {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The server's output so far (JSON log lines). */
  log(): string;
  /** Polls /readyz until it answers 200. */
  waitReady(timeoutMs?: number): Promise<void>;
  /** Sends a signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function assertBuilt(): void {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
}

/** Refuses a port something else listens on: its answers would be taken for ours. */
export async function assertPortFree(port: number): Promise<void> {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: choose other ports (OPS_TEST_PORT)`);
}

/**
 * Starts one production server. `env` adds to (or overrides) a minimal
 * production environment; the log is appended to logFile, so a restarted
 * process continues the same file.
 */
export function startApp(name: string, port: number, logFile: string, env: Record<string, string>): AppProcess {
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFd = openSync(logFile, "a");
  const server = serverCommand(PROJECT_ROOT, {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_SITE_URL: baseUrl,
    SESSION_SECRET: TEST_SESSION_SECRET,
    // Shared by every process of a test, as production's would be (required with DATABASE_URL).
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    LOG_LEVEL: "info",
    ...env,
  });
  const child = spawn(server.command, server.args, {
    cwd: PROJECT_ROOT,
    env: server.env,
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const log = () => readFileSync(logFile, "utf8");

  return {
    name,
    baseUrl,
    child,
    exited,
    log,
    async waitReady(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`${name} exited at start-up:\n${log().slice(-2000)}`);
        }
        const ready = await fetch(`${baseUrl}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${log().slice(-2000)}`);
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
