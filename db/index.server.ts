import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { listenForBroadcasts } from "./broadcasts.server.ts";
import { drizzleFacingClient } from "./pglite-client.server.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database handle or an open transaction on it. */
export type DbOrTx = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseConnection {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; run it inside withStartupLock. */
  migrate(): Promise<void>;
  /** Runs fn while holding a cluster-wide lock (start-up work: migrations, seed). */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /**
   * Tells every process on this database that `channel` happened (PostgreSQL
   * NOTIFY). A PGlite directory has one process, so there is no one to tell.
   */
  broadcast(channel: string): Promise<void>;
  /** Calls onMessage on every broadcast on `channel`, from any process, until the connection closes. */
  onBroadcast(channel: string, onMessage: () => void): void;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; "memory://" for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
}

const STARTUP_LOCK_ID = 7_305_118_214;

/** The committed migrations, found from the source tree or the build output. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "db", "migrations");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const sibling = path.join(dir, "migrations");
    if (existsSync(path.join(sibling, "meta", "_journal.json"))) return sibling;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find db/migrations");
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? "./data/db");
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite's own start parameters plus a smaller buffer pool: PostgreSQL's
 * 128 MB default is allocated up front in the WebAssembly heap, and a
 * pool-company site's working set fits in a fraction of it (the files stay
 * in the operating system's cache besides). Saves about 130 MB of memory.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** Whether an embedded (PGlite) database has been created in this directory. */
export function hasPgliteDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "PG_VERSION"));
}

/**
 * PGlite is one process's database: a second process opening the same
 * directory would corrupt it. A lock file with the owner's pid refuses that;
 * a lock left by a process that died is taken over.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "ffp-server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockFile, "utf8").trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}. Stop it first, or set DATABASE_URL to run several processes on PostgreSQL.`,
          { cause: error },
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

async function openPglite(dataDir: string): Promise<DatabaseConnection> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDirectory(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, startParams: PGLITE_START_PARAMS });
  } catch (error) {
    unlock();
    throw error;
  }
  // The facing client has the two members drizzle calls; drizzle's type asks for a whole PGlite.
  const db = drizzlePglite(drizzleFacingClient(client) as unknown as PGlite, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
    },
    // One process owns a PGlite directory, so no cross-process lock is needed.
    withStartupLock: (fn) => fn(),
    async ping() {
      await client.query("select 1");
      return true;
    },
    broadcast: async () => {},
    onBroadcast: () => {},
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => {});
  // Nor a checked-out one (a transaction between statements when the server stops): pg-pool listens only while
  // a client is idle. The client turns unqueryable, its next query fails, and the pool drops it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const listeners: (() => Promise<void>)[] = [];

  async function withStartupLock<T>(fn: () => Promise<T>): Promise<T> {
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
      return await fn();
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
      lockClient.release();
    }
  }

  return {
    db,
    kind: "postgres",
    async migrate() {
      await migrateNodePg(db as never, { migrationsFolder: migrationsFolder() });
    },
    withStartupLock,
    async ping() {
      await db.execute(sql`select 1`);
      return true;
    },
    async broadcast(channel) {
      await pool.query("select pg_notify($1, '')", [channel]);
    },
    onBroadcast(channel, onMessage) {
      listeners.push(listenForBroadcasts(connectionString, channel, onMessage));
    },
    async close() {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}
