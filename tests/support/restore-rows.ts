import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/index.server.ts";

/**
 * Remembers the one row `where` picks, as it is now, and returns the function that writes it back. A test that
 * edits seeded content restores it with this rather than with values it assumes (null, an empty list), because
 * the worker's database is shared by every test file it runs and the seed may hold values the test does not know.
 */
export async function rememberRow(db: Database, table: PgTable, where: SQL): Promise<() => Promise<void>> {
  const rows = (await db.select().from(table).where(where)) as Record<string, unknown>[];
  if (rows.length !== 1) throw new Error(`rememberRow expects one row, found ${rows.length}`);
  const [row] = rows;
  return async () => {
    await db.update(table).set(row!).where(where);
  };
}
