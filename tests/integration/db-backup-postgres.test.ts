// npm run db:backup / db:restore against PostgreSQL: scratch databases on the
// server DATABASE_URL names. The integration project includes this file only
// when DATABASE_URL is set (CI's second pass, scripts/with-postgres.sh).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase } from "#db/backup.server.ts";
import { openDatabase } from "#db/index.server.ts";
import {
  countAppliedMigrations,
  olderMigrationsFolder,
  snapshot,
  withDatabase,
  workDir,
  writeLead,
} from "../support/db-backup.ts";

describe("backup and restore of PostgreSQL", () => {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `backup_roundtrip_${randomBytes(6).toString("hex")}`;
  const scratchUrl = (database: string) => Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const target = { kind: "postgres", databaseUrl: scratchUrl(name) } as const;
  const archive = path.join(workDir, "out", "postgres.dump");
  const olderArchive = path.join(workDir, "out", "postgres-older.dump");
  let original: Record<string, unknown>;

  async function onServer(statement: string) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement).finally(() => admin.end());
  }

  beforeAll(async () => {
    // A database of this test's own: the other test files use theirs.
    await onServer(`CREATE DATABASE "${name}"`);
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 1 });
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: olderMigrationsFolder().folder });
    await pool.end();
    await backupDatabase(target, olderArchive);

    const connection = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 2 });
    await connection.migrate();
    await writeLead(connection.db, "Original");
    original = await snapshot(connection.db);
    await connection.close();
  });

  afterAll(() => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it("restores exactly the data of the backup, and only with --force over a database", async () => {
    const result = await backupDatabase(target, archive);
    expect(result).toMatchObject({ kind: "postgres", file: archive });
    expect(readFileSync(archive).subarray(0, 5).toString()).toBe("PGDMP");

    const changed = await withDatabase(target, async (db) => {
      await db.execute(sql`delete from jobs`);
      await db.execute(sql`delete from leads`);
      await writeLead(db, "Later");
      return snapshot(db);
    });

    await expect(restoreDatabase(target, archive)).rejects.toThrow(/already has \d+ tables.*--force/);
    // A cut archive is caught before anything in the database changes.
    const cut = path.join(workDir, "out", "cut.dump");
    const whole = readFileSync(archive);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    await expect(restoreDatabase(target, cut, { force: true })).rejects.toThrow(/pg_restore failed/);
    expect(await withDatabase(target, snapshot)).toEqual(changed);
    await restoreDatabase(target, archive, { force: true });
    expect(await withDatabase(target, snapshot)).toEqual(original);
  });

  it("restores an older backup over a database with newer tables and applies the newer migrations", async () => {
    await restoreDatabase(target, olderArchive, { force: true });
    await withDatabase(target, async (db) => {
      expect(await countAppliedMigrations(db)).toBe(olderMigrationsFolder().committed);
      // The older backup had no leads: the restore replaced the data, it did not merge.
      expect((await snapshot(db))["public.leads"]).toEqual([]);
    });
  });

  it("refuses an archive of the other kind, both ways", async () => {
    const pgliteArchive = path.join(workDir, "out", "pglite.tar.gz");
    if (!existsSync(pgliteArchive)) {
      writeFileSync(pgliteArchive, gzipSync(Buffer.concat([Buffer.alloc(257), Buffer.from("ustar")])));
    }
    await expect(restoreDatabase(target, pgliteArchive, { force: true })).rejects.toThrow(
      /is a backup of the embedded database \(PGlite\), but the configured database is PostgreSQL/,
    );
    const pgliteTarget = { kind: "pglite", dataDir: path.join(workDir, "never", "db") } as const;
    await expect(restoreDatabase(pgliteTarget, archive, { force: true })).rejects.toThrow(
      /is a backup of PostgreSQL, but the configured database is the embedded database \(PGlite\)/,
    );
    expect(existsSync(pgliteTarget.dataDir)).toBe(false);
  });
});
