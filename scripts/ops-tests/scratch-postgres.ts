// A throwaway PostgreSQL server on 127.0.0.1 (Debian's binaries, like
// scripts/with-postgres.sh), which a drill can stop and start again.
import { execFile } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";
import { portIsFree } from "./ports.ts";

const run = promisify(execFile);

export interface ScratchPostgres {
  url: string;
  /** The port it listens on: the one asked for, or the next free one. */
  port: number;
  /** pg_ctl stop -m fast: every session is ended, new connections are refused. */
  stop(): Promise<void>;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server for good and removes its files. */
  remove(): Promise<void>;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const dir = versions.length ? path.join(root, versions.at(-1)!, "bin") : "";
  if (!dir || !existsSync(path.join(dir, "initdb"))) {
    throw new Error("PostgreSQL server binaries not found (apt-get install -y postgresql)");
  }
  return dir;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function asPostgres(command: string, args: string[]) {
  return process.getuid?.() === 0 ? run("runuser", ["-u", "postgres", "--", command, ...args]) : run(command, args);
}

const PORTS_TO_TRY = 20;
const START_ATTEMPTS = 2;

/** A port left taken by another program on a CI machine must not fail the check that needs a database. */
async function firstFreePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + PORTS_TO_TRY; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port for PostgreSQL in ${preferred}-${preferred + PORTS_TO_TRY - 1} (PG_TEST_PORT)`);
}

function logTail(file: string): string {
  if (!existsSync(file)) return "(no server log)";
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-15).join("\n");
}

export async function startScratchPostgres(preferredPort: number): Promise<ScratchPostgres> {
  const port = await firstFreePort(preferredPort);
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "ffp-ops-pg-"));
  const data = path.join(dir, "data");
  const socketDir = path.join(dir, "sock");
  mkdirSync(socketDir);
  const password = randomBytes(18).toString("base64url");
  writeFileSync(path.join(dir, "pwfile"), `${password}\n`);
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const uid = Number(stdout.trim());
    for (const target of [dir, socketDir, path.join(dir, "pwfile")]) chownSync(target, uid, uid);
  }
  await asPostgres(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth-host=scram-sha-256",
    "--auth-local=trust",
    `--pwfile=${path.join(dir, "pwfile")}`,
  ]);
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off`;
  const pgCtl = (...args: string[]) => asPostgres(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
  const serverLog = path.join(dir, "server.log");
  // pg_ctl only says "could not start server": the reason is in the server's log, which a CI report must show.
  // A start that fails once (a slow machine, a lingering socket) is tried once more before the check fails.
  const start = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await pgCtl("-l", serverLog, "-w", "-o", options, "start");
        return;
      } catch (error) {
        const reason = `${(error as Error).message.split("\n")[0]}\n--- ${serverLog} ---\n${logTail(serverLog)}`;
        if (attempt >= START_ATTEMPTS) {
          throw new Error(`PostgreSQL did not start on port ${port}: ${reason}`, { cause: error });
        }
        console.warn(`PostgreSQL start attempt ${attempt} failed; trying again. ${reason}`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  };
  const stop = async () => {
    await pgCtl("-m", "fast", "-w", "stop");
  };
  const remove = async () => {
    await stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  await start().catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove,
  };
}
