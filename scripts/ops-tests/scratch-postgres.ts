// A throwaway PostgreSQL server on 127.0.0.1 (Debian's binaries, like
// scripts/with-postgres.sh), which a drill can stop and start again.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomBytes } from "node:crypto";

const run = promisify(execFile);

export interface ScratchPostgres {
  url: string;
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

export async function startScratchPostgres(port: number): Promise<ScratchPostgres> {
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
  const start = async () => {
    await pgCtl("-l", path.join(dir, "server.log"), "-w", "-o", options, "start");
  };
  const stop = async () => {
    await pgCtl("-m", "fast", "-w", "stop");
  };
  await start();
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
