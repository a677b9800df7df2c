// The queries every content list of the staff area shares: a page of rows
// with the total behind it, a search over several columns, and where a new
// record goes in display order. Each admin model (admin-faq, admin-resources,
// ...) says what to search and filter; the paging happens here, once.
import { type SQL, count, ilike, or, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/index.server.ts";
import { containsPattern, pageWindowOf } from "~/lib/schemas/content-list";

export interface ContentPage<Row> {
  rows: Row[];
  /** Rows matching the filters, on every page. */
  total: number;
  /** The page shown: the one asked for, clamped to the last page with rows. */
  page: number;
  pageCount: number;
}

/**
 * "Contains the search text" over several columns or expressions
 * (case-insensitive); undefined for an empty search, so it drops out of and().
 */
export function matchesSearch(q: string, targets: readonly (AnyPgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...targets.map((target) => ilike(target, pattern)));
}

/** One page of `table`'s rows matching `where`, in `orderBy` order, with the count of all matches. */
export async function listContentPage<T extends PgTable>(
  db: Database,
  table: T,
  { page, where, orderBy }: { page: number; where: SQL | undefined; orderBy: readonly (AnyPgColumn | SQL)[] },
): Promise<ContentPage<T["$inferSelect"]>> {
  const [counted] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const total = counted?.total ?? 0;
  const window = pageWindowOf(page, total);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset);
  return { rows: rows as T["$inferSelect"][], total, page: window.page, pageCount: window.pageCount };
}

type OrderedTable = PgTable & { displayOrder: AnyPgColumn };

/** The display order of a record added at the end: one past the highest in `table` (0 when it is empty). */
export async function nextDisplayOrder(db: Database, table: OrderedTable): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${table.displayOrder})` }).from(table as PgTable);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** The display order column of an insert: the given order, or the end of the list when none was given. */
export async function displayOrderOnCreate(
  db: Database,
  table: OrderedTable,
  given: number | undefined,
): Promise<{ displayOrder: number }> {
  return { displayOrder: given ?? (await nextDisplayOrder(db, table)) };
}

/** The display order column of an update: the given order; without one the record keeps its place. */
export function displayOrderOnUpdate(given: number | undefined): { displayOrder?: number } {
  return given === undefined ? {} : { displayOrder: given };
}
