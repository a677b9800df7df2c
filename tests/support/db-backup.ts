// Shared by the backup round-trip tests (PGlite in db-backup.test.ts, PostgreSQL in db-backup-postgres.test.ts).
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll } from "vitest";
import type { BackupTarget } from "#db/backup.server.ts";
import { type Database, migrationsFolder, openDatabase } from "#db/index.server.ts";
import { LeadSubmissionSchema } from "~/lib/schemas/lead";
import { createLead } from "~/models/leads.server";
import { estimatePayload } from "./lead-payloads.ts";

export const run = promisify(execFile);
export const workDir = mkdtempSync(path.join(tmpdir(), "ffp-backup-test-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Every row of every table, in a stable order: "exactly the original data". */
export async function snapshot(db: Database): Promise<Record<string, unknown>> {
  const { rows: tables } = (await db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, unknown> = {};
  for (const { name } of tables) {
    const { rows } = (await db.execute(
      sql.raw(`select coalesce(json_agg(t order by t::text), '[]') as rows from ${name} t`),
    )) as unknown as { rows: { rows: unknown }[] };
    result[name] = rows[0]!.rows;
  }
  return result;
}

export async function writeLead(db: Database, firstName: string) {
  return createLead(db, LeadSubmissionSchema.parse(estimatePayload({ firstName })));
}

export async function withDatabase<T>(target: BackupTarget, fn: (db: Database) => Promise<T>): Promise<T> {
  const connection = await openDatabase(
    target.kind === "pglite" ? { dataDir: target.dataDir } : { databaseUrl: target.databaseUrl, poolSize: 2 },
  );
  try {
    return await fn(connection.db);
  } finally {
    await connection.close();
  }
}

/** The committed migrations without the newest one: the schema an older backup has. */
export function olderMigrationsFolder(): { folder: string; committed: number } {
  const source = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(source, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const folder = path.join(workDir, "older-migrations");
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const entries = journal.entries.slice(0, -1);
  for (const { tag } of entries) copyFileSync(path.join(source, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return { folder, committed: journal.entries.length };
}

export async function countAppliedMigrations(db: Database): Promise<number> {
  const { rows } = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]!.n;
}
