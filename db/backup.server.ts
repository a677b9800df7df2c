// Backups of the database the app runs on: the embedded PGlite directory
// (an archive of the whole data directory) or a PostgreSQL server (pg_dump's
// custom format). Used by `npm run db:backup` and `npm run db:restore`.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import { devNull } from "node:os";
import path from "node:path";
import { gunzipSync, constants as zlibConstants } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { hasPgliteDatabase, lockDataDirectory, migrationsFolder, openDatabase } from "./index.server.ts";

export type BackupKind = "pglite" | "postgres";

/** Where the backup goes or comes from: DATABASE_URL when set, else the PGlite directory DATA_DIR/db. */
export type BackupTarget = { kind: "postgres"; databaseUrl: string } | { kind: "pglite"; dataDir: string };

export interface BackupResult {
  kind: BackupKind;
  file: string;
  bytes: number;
}

export interface RestoreOptions {
  /** Replace a database that already has data. */
  force?: boolean;
}

/** A refusal or failure the operator can act on: the scripts print the message, without a stack. */
export class BackupError extends Error {}

export const DEFAULT_BACKUP_DIR = "backups";
const LOCK_FILE = "ffp-server.lock";
const KIND_NAMES: Record<BackupKind, string> = {
  pglite: "the embedded database (PGlite)",
  postgres: "PostgreSQL",
};

export function backupTargetFromEnv(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): BackupTarget {
  return env.DATABASE_URL
    ? { kind: "postgres", databaseUrl: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(env.DATA_DIR, "db") };
}

/** For messages: which database, never the password. */
export function describeTarget(target: BackupTarget): string {
  if (target.kind === "pglite") return `the embedded database in ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  return `PostgreSQL database ${decodeURIComponent(url.pathname.slice(1)) || "(default)"} on ${url.host}`;
}

/** backups/pglite-2025-06-01T02-30-00Z.tar.gz: sorts by time, no characters a shell or Windows dislikes. */
export function defaultBackupFile(kind: BackupKind, now = new Date(), dir = DEFAULT_BACKUP_DIR): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  return path.join(dir, `${kind}-${stamp}${kind === "pglite" ? ".tar.gz" : ".dump"}`);
}

export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * What a file holds, from its first bytes: pg_dump's custom format starts with
 * "PGDMP"; a PGlite archive is a tar file (gzip-compressed or not), whose first
 * header carries "ustar" at offset 257 and the member's name at offset 0.
 */
export function archiveKindOf(head: Uint8Array): BackupKind | null {
  const bytes = Buffer.from(head);
  if (bytes.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      // Only the start of the file was read: inflate what is there.
      tar = gunzipSync(bytes, { finishFlush: zlibConstants.Z_SYNC_FLUSH });
    } catch {
      return null;
    }
  }
  if (tar.subarray(257, 262).toString("latin1") !== "ustar") return null;
  // pg_dump --format=tar also writes a tar file, whose first member is toc.dat.
  const firstMember = tar.subarray(0, 100).toString("latin1").replace(/\0.*$/s, "");
  return firstMember === "toc.dat" ? null : "pglite";
}

export async function readArchiveKind(file: string): Promise<BackupKind> {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const handle = await open(file, "r");
  const head = Buffer.alloc(16 * 1024);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const kind = archiveKindOf(head.subarray(0, bytesRead));
  if (!kind) throw new BackupError(`${file} is not a backup made by npm run db:backup (neither PGlite nor pg_dump).`);
  return kind;
}

/** A restore only goes into the kind of database the backup came from. */
export function refuseKindMismatch(file: string, archiveKind: BackupKind, targetKind: BackupKind): void {
  if (archiveKind === targetKind) return;
  const howToTarget =
    archiveKind === "pglite"
      ? "Unset DATABASE_URL to restore it into DATA_DIR/db."
      : "Set DATABASE_URL to the PostgreSQL database to restore it there.";
  throw new BackupError(
    `${file} is a backup of ${KIND_NAMES[archiveKind]}, but the configured database is ${KIND_NAMES[targetKind]}. ${howToTarget}`,
  );
}

export function backupDatabase(target: BackupTarget, file: string): Promise<BackupResult> {
  return target.kind === "pglite" ? backupPglite(target.dataDir, file) : backupPostgres(target.databaseUrl, file);
}

export async function restoreDatabase(target: BackupTarget, file: string, options: RestoreOptions = {}): Promise<void> {
  refuseKindMismatch(file, await readArchiveKind(file), target.kind);
  if (target.kind === "pglite") await restorePglite(file, target.dataDir, options);
  else await restorePostgres(file, target.databaseUrl, options);
}

// ---------------------------------------------------------------- PGlite

/** The data-directory lock, or a refusal that says a running server holds it and what to do. */
function lockOrRefuse(dataDir: string, action: "back up" | "restore"): () => void {
  try {
    return lockDataDirectory(dataDir);
  } catch (error) {
    if (!/in use by process/.test(String((error as Error).message))) throw error;
    const owner = readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim();
    const advice =
      action === "back up"
        ? "Stop the server, run npm run db:backup, and start it again. To back up while the site stays up, run it on PostgreSQL (DATABASE_URL), where db:backup works live."
        : "Stop the server first, then run npm run db:restore again.";
    throw new BackupError(
      `Cannot ${action} ${dataDir}: a running server (process ${owner}) has the embedded database open, and PGlite allows one process at a time. ${advice}`,
      { cause: error },
    );
  }
}

/** Writes to a temporary name first, so an interrupted backup never leaves a partial file under the real name. */
async function writeAtomically(file: string, write: (tempFile: string) => Promise<void>): Promise<number> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const temp = `${file}.partial-${process.pid}`;
  try {
    await write(temp);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
  return (await stat(file)).size;
}

export async function backupPglite(dataDir: string, file: string): Promise<BackupResult> {
  if (!hasPgliteDatabase(dataDir)) throw new BackupError(`No embedded database in ${dataDir}: nothing to back up.`);
  const unlock = lockOrRefuse(dataDir, "back up");
  try {
    const bytes = await writeAtomically(file, async (temp) => {
      const client = await PGlite.create(dataDir);
      try {
        const archive = await client.dumpDataDir("gzip");
        await writeFile(temp, Buffer.from(await archive.arrayBuffer()));
      } finally {
        await client.close();
      }
    });
    return { kind: "pglite", file, bytes };
  } finally {
    unlock();
  }
}

/**
 * Loads the archive into a new directory beside the database, brings it up to
 * date with the migrations, and only then swaps it in: a failed restore
 * leaves the current database as it was.
 */
export async function restorePglite(file: string, dataDir: string, options: RestoreOptions = {}): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const unlock = lockOrRefuse(dataDir, "restore");
  const staging = `${path.resolve(dataDir)}.restoring-${process.pid}`;
  const replaced = `${path.resolve(dataDir)}.replaced-${process.pid}`;
  try {
    if (hasPgliteDatabase(dataDir) && !options.force) {
      throw new BackupError(
        `${dataDir} already holds a database. Run npm run db:restore -- ${file} --force to replace it with the backup.`,
      );
    }
    await rm(staging, { recursive: true, force: true });
    const client = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.close();
    }
    // The archive carries the lock file of the process that made it.
    await rm(path.join(staging, LOCK_FILE), { force: true });
    await rename(dataDir, replaced);
    await rename(staging, dataDir);
    await rm(replaced, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
    unlock();
  }
}

// ---------------------------------------------------------------- PostgreSQL

/**
 * pg_dump and pg_restore: the newest of Debian's /usr/lib/postgresql/N/bin
 * (as scripts/with-postgres.sh finds initdb), else the one on PATH. They must
 * be at least as new as the server.
 */
export function postgresTool(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(root, version, "bin", name);
    if (existsSync(candidate)) return candidate;
  }
  return name;
}

/** The URL without its password, and the password for PGPASSWORD: a password on a command line shows in `ps`. */
export function connectionForTools(databaseUrl: string): { url: string; password: string } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), password };
}

function runPostgresTool(name: "pg_dump" | "pg_restore", args: string[], databaseUrl?: string): Promise<string> {
  const env = { ...process.env };
  const connection = databaseUrl ? connectionForTools(databaseUrl) : undefined;
  if (connection?.password) env.PGPASSWORD = connection.password;
  const fullArgs = connection ? [...args, `--dbname=${connection.url}`] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(postgresTool(name), fullArgs, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${name} not found: install the PostgreSQL client tools (apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve(stdout) : reject(new BackupError(`${name} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupResult> {
  const bytes = await writeAtomically(file, async (temp) => {
    await runPostgresTool("pg_dump", ["--format=custom", `--file=${temp}`], databaseUrl);
  });
  return { kind: "postgres", file, bytes };
}

/** "schema.table" of every table in the archive's table of contents (lines like "215; 1259 16385 TABLE public leads owner"). */
export function tablesInArchiveList(list: string): Set<string> {
  const tables = new Set<string>();
  for (const match of list.matchAll(/^\d+; \d+ \d+ TABLE (?!DATA )(\S+) (\S+) /gm)) {
    tables.add(`${match[1]}.${match[2]}`);
  }
  return tables;
}

/** The foreign keys of a `pg_restore --list` output, as "schema.table.constraint". */
export function foreignKeysInArchiveList(list: string): Set<string> {
  const keys = new Set<string>();
  for (const match of list.matchAll(/^\d+; \d+ \d+ FK CONSTRAINT (\S+) (\S+) (\S+) /gm)) {
    keys.add(`${match[1]}.${match[2]}.${match[3]}`);
  }
  return keys;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function listUserTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select schemaname || '.' || tablename as name from pg_catalog.pg_tables
     where schemaname !~ '^pg_' and schemaname <> 'information_schema' order by 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Tables the backup does not have (made by migrations newer than it) are
 * dropped first: pg_restore --clean only replaces what is in the archive, and
 * the newer migrations run again after the restore and create them anew.
 */
async function dropTablesMissingFrom(client: pg.Client, archiveTables: Set<string>): Promise<void> {
  const extra = (await listUserTables(client)).filter((name) => !archiveTables.has(name));
  if (!extra.length) return;
  const names = extra.map((name) => name.split(".").map(quoteIdentifier).join("."));
  await client.query(`DROP TABLE IF EXISTS ${names.join(", ")} CASCADE`);
}

/**
 * Foreign keys the backup does not have (added by newer migrations to tables it does have) are dropped first too:
 * `pg_restore --clean` drops the archive's tables' keys and indexes, and a newer key still pointing at one of them
 * would stop it. The newer migrations add them again after the restore.
 */
async function dropForeignKeysMissingFrom(client: pg.Client, archiveKeys: Set<string>): Promise<void> {
  const { rows } = await client.query<{ schema: string; table: string; name: string }>(
    `select n.nspname as schema, t.relname as table, c.conname as name
     from pg_catalog.pg_constraint c
     join pg_catalog.pg_class t on t.oid = c.conrelid
     join pg_catalog.pg_namespace n on n.oid = t.relnamespace
     where c.contype = 'f' and n.nspname !~ '^pg_' and n.nspname <> 'information_schema'`,
  );
  for (const key of rows.filter((row) => !archiveKeys.has(`${row.schema}.${row.table}.${row.name}`))) {
    await client.query(
      `ALTER TABLE ${quoteIdentifier(key.schema)}.${quoteIdentifier(key.table)} DROP CONSTRAINT IF EXISTS ${quoteIdentifier(key.name)}`,
    );
  }
}

export async function restorePostgres(file: string, databaseUrl: string, options: RestoreOptions = {}): Promise<void> {
  // Read the whole archive before touching the database: a truncated file fails here.
  await runPostgresTool("pg_restore", [`--file=${devNull}`, file]);
  const archiveList = await runPostgresTool("pg_restore", ["--list", file]);
  const archiveTables = tablesInArchiveList(archiveList);
  await withClient(databaseUrl, async (client) => {
    const existing = await listUserTables(client);
    if (existing.length && !options.force) {
      throw new BackupError(
        `The ${describeTarget({ kind: "postgres", databaseUrl })} already has ${existing.length} tables. Run npm run db:restore -- ${file} --force to replace its contents with the backup.`,
      );
    }
    await dropTablesMissingFrom(client, archiveTables);
    await dropForeignKeysMissingFrom(client, foreignKeysInArchiveList(archiveList));
  });
  // One transaction: a restore that fails half-way leaves the database as it was.
  await runPostgresTool(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--exit-on-error", file],
    databaseUrl,
  );
  // Two connections: withStartupLock holds one while the migrations run on the other.
  const connection = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    await connection.withStartupLock(() => connection.migrate());
  } finally {
    await connection.close();
  }
}
