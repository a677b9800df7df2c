import { sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { landingPageVisits } from "#db/schema/index.ts";

export type LandingPageVisitRow = typeof landingPageVisits.$inferInsert & { visits: number };

const keyOf = (row: LandingPageVisitRow) =>
  [row.day, row.landingPath, row.utmSource ?? "", row.utmMedium ?? "", row.utmCampaign ?? ""].join("\u0000");

/**
 * Adds counted visits to the per-day counters in one statement: a row already there (this or another
 * process counted the same day, page and campaign before) grows by the new visits. Rows must have
 * distinct keys (one statement cannot update a row twice). They are written in key order, so two
 * processes flushing overlapping batches lock the rows in the same order and cannot deadlock.
 */
export async function addLandingPageVisits(db: Database, rows: readonly LandingPageVisitRow[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = rows
    .map((row) => ({ row, key: keyOf(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => row);
  await db
    .insert(landingPageVisits)
    .values(sorted)
    .onConflictDoUpdate({
      target: [
        landingPageVisits.day,
        landingPageVisits.landingPath,
        landingPageVisits.utmSource,
        landingPageVisits.utmMedium,
        landingPageVisits.utmCampaign,
      ],
      set: { visits: sql`${landingPageVisits.visits} + excluded.visits` },
    });
}
