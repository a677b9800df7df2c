// npm run db:backup / db:restore on a PGlite directory of its own (not the
// worker's shared in-memory app); PostgreSQL: db-backup-postgres.test.ts.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { beforeAll, describe, expect, it } from "vitest";
import {
  archiveKindOf,
  backupDatabase,
  connectionForTools,
  defaultBackupFile,
  describeTarget,
  formatBytes,
  restoreDatabase,
  foreignKeysInArchiveList,
  tablesInArchiveList,
} from "#db/backup.server.ts";
import { openDatabase } from "#db/index.server.ts";
import {
  countAppliedMigrations,
  olderMigrationsFolder,
  run,
  snapshot,
  withDatabase,
  workDir,
  writeLead,
} from "../support/db-backup.ts";

describe("backup helpers", () => {
  it("tells the archive kinds apart by their first bytes", () => {
    const tarHeader = Buffer.alloc(512);
    tarHeader.write("/PG_VERSION", 0, "latin1");
    tarHeader.write("ustar", 257, "latin1");
    expect(archiveKindOf(Buffer.from("PGDMP\x01\x0f\x00"))).toBe("postgres");
    expect(archiveKindOf(tarHeader)).toBe("pglite");
    expect(archiveKindOf(gzipSync(tarHeader))).toBe("pglite");
    // Only the start of a big file is read: a cut gzip stream still tells.
    expect(archiveKindOf(gzipSync(Buffer.concat([tarHeader, randomBytes(200_000)])).subarray(0, 4096))).toBe("pglite");
    const pgDumpTar = Buffer.from(tarHeader);
    pgDumpTar.fill(0, 0, 100).write("toc.dat", 0, "latin1");
    expect(archiveKindOf(pgDumpTar)).toBeNull();
    expect(archiveKindOf(Buffer.from("-- PostgreSQL database dump\n"))).toBeNull();
    expect(archiveKindOf(Buffer.alloc(0))).toBeNull();
  });

  it("names backups by kind and UTC time, and reads archive listings", () => {
    const at = new Date("2025-06-01T02:30:00.123Z");
    expect(defaultBackupFile("pglite", at)).toBe(path.join("backups", "pglite-2025-06-01T02-30-00Z.tar.gz"));
    expect(defaultBackupFile("postgres", at)).toBe(path.join("backups", "postgres-2025-06-01T02-30-00Z.dump"));
    expect([formatBytes(512), formatBytes(4_980_000)]).toEqual(["512 bytes", "4.7 MB"]);
    const list = ";\n215; 1259 16385 TABLE public leads pools\n3380; 0 16385 TABLE DATA public leads pools\n";
    expect([...tablesInArchiveList(list)]).toEqual(["public.leads"]);
    const keys = "3500; 2606 16400 FK CONSTRAINT public appointments appointments_lead_id_leads_id_fk pools\n";
    expect([...foreignKeysInArchiveList(list + keys)]).toEqual([
      "public.appointments.appointments_lead_id_leads_id_fk",
    ]);
    expect(describeTarget({ kind: "postgres", databaseUrl: "postgresql://app:secret@db.example.com:5432/pools" })).toBe(
      "PostgreSQL database pools on db.example.com:5432",
    );
    expect(connectionForTools("postgresql://app:s%40cret@db.example.com:5432/pools?sslmode=require")).toEqual({
      url: "postgresql://app@db.example.com:5432/pools?sslmode=require",
      password: "s@cret",
    });
  });
});

describe("backup and restore of the embedded database (PGlite)", () => {
  const target = { kind: "pglite", dataDir: path.join(workDir, "pglite", "db") } as const;
  const archive = path.join(workDir, "out", "pglite.tar.gz");
  const olderArchive = path.join(workDir, "out", "pglite-older.tar.gz");
  let original: Record<string, unknown>;

  beforeAll(async () => {
    // One database (creating one costs seconds): backed up once before the newest migration, then brought up to date.
    mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create(target.dataDir);
    await migratePglite(drizzlePglite(client), { migrationsFolder: olderMigrationsFolder().folder });
    await client.close();
    await backupDatabase(target, olderArchive);

    const connection = await openDatabase({ dataDir: target.dataDir });
    await connection.migrate();
    await writeLead(connection.db, "Original");
    original = await snapshot(connection.db);
    await connection.close();
  });

  it("restores exactly the data of the backup, and only with --force over a database", async () => {
    const result = await backupDatabase(target, archive);
    expect(result).toMatchObject({ kind: "pglite", file: archive });
    expect(result.bytes).toBeGreaterThan(100_000);
    expect(result.bytes).toBe(readFileSync(archive).length);

    await withDatabase(target, async (db) => {
      await db.execute(sql`delete from jobs`);
      await db.execute(sql`delete from leads`);
      await writeLead(db, "Later");
      expect(await snapshot(db)).not.toEqual(original);
    });

    await expect(restoreDatabase(target, archive)).rejects.toThrow(/already holds a database.*--force/);
    await restoreDatabase(target, archive, { force: true });
    expect(await withDatabase(target, snapshot)).toEqual(original);
  });

  it("refuses both while a running server holds the directory", async () => {
    const lockFile = path.join(target.dataDir, "ffp-server.lock");
    // The parent of this test process is alive for sure: it stands for the server.
    writeFileSync(lockFile, String(process.ppid));
    try {
      const refusal = new RegExp(`running server \\(process ${process.ppid}\\)`);
      const lockedArchive = path.join(workDir, "out", "locked.tar.gz");
      await expect(backupDatabase(target, lockedArchive)).rejects.toThrow(refusal);
      await expect(backupDatabase(target, lockedArchive)).rejects.toThrow(/Stop the server.*PostgreSQL/);
      expect(existsSync(lockedArchive)).toBe(false);
      await expect(restoreDatabase(target, archive, { force: true })).rejects.toThrow(refusal);
    } finally {
      rmSync(lockFile, { force: true });
    }
  });

  it("npm run db:backup says so and exits 1 when the directory is locked", async () => {
    const lockFile = path.join(target.dataDir, "ffp-server.lock");
    writeFileSync(lockFile, String(process.pid));
    try {
      const env = { ...process.env, DATA_DIR: path.dirname(target.dataDir), DATABASE_URL: "" };
      // What npm run db:backup runs, without npm's and npx's start-up time.
      const args = ["--import", "tsx", "scripts/db-backup.ts", "--out", path.join(workDir, "cli.tar.gz")];
      const outcome = await run(process.execPath, args, { env }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(`a running server (process ${process.pid}) has the embedded database open`);
      expect(existsSync(path.join(workDir, "cli.tar.gz"))).toBe(false);
    } finally {
      rmSync(lockFile, { force: true });
    }
  });

  it("restores an older backup into an empty directory and applies the newer migrations", async () => {
    const freshTarget = { kind: "pglite", dataDir: path.join(workDir, "pglite-new", "db") } as const;
    await restoreDatabase(freshTarget, olderArchive);
    expect(await withDatabase(freshTarget, countAppliedMigrations)).toBe(olderMigrationsFolder().committed);
  });

  it("refuses a file that is no backup", async () => {
    const notABackup = path.join(workDir, "notes.txt");
    writeFileSync(notABackup, "-- PostgreSQL database dump\n");
    await expect(restoreDatabase(target, notABackup, { force: true })).rejects.toThrow(/not a backup made by/);
    await expect(restoreDatabase(target, path.join(workDir, "missing.dump"))).rejects.toThrow(/No backup file/);
  });

  it("refuses a pg_dump archive", async () => {
    // Only the kind is read before the refusal; the PostgreSQL run below uses a real pg_dump archive.
    const pgDump = path.join(workDir, "header-only.dump");
    writeFileSync(pgDump, Buffer.from("PGDMP\x01\x0f\x00"));
    await expect(restoreDatabase(target, pgDump, { force: true })).rejects.toThrow(
      /is a backup of PostgreSQL, but the configured database is the embedded database \(PGlite\)\. Set DATABASE_URL/,
    );
  });
});
