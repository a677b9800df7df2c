import { and, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { landingPageVisits } from "#db/schema/index.ts";
import { TAG_SETS_PER_DAY, withinTagLimit } from "~/lib/attribution/visit-tag-limit";

export type LandingPageVisitRow = typeof landingPageVisits.$inferInsert & { visits: number };

/** Namespace of the advisory lock that lets one process at a time add visits (any constant unique to this purpose). */
const VISIT_WRITE_LOCK_NAMESPACE = 61_039;

const keyOf = (row: LandingPageVisitRow) =>
  [row.day, row.landingPath, row.utmSource ?? "", row.utmMedium ?? "", row.utmCampaign ?? ""].join("\u0000");

/**
 * Adds counted visits to the per-day counters in one statement: a row already there (this or another
 * process counted the same day, page and campaign before) grows by the new visits. Tag sets past the
 * day's limit for their page (app/lib/attribution/visit-tag-limit.ts) are added to its "other" row instead; the
 * stored sets are read under a lock, so several processes together never pass the limit. Rows must
 * have distinct keys (one statement cannot update a row twice) and are written in key order.
 */
export async function addLandingPageVisits(
  db: Database,
  rows: readonly LandingPageVisitRow[],
  tagSetsPerDay = TAG_SETS_PER_DAY,
): Promise<void> {
  if (rows.length === 0) return;
  const visits = rows.map((row) => ({
    day: row.day,
    landingPath: row.landingPath,
    utmSource: row.utmSource ?? "",
    utmMedium: row.utmMedium ?? "",
    utmCampaign: row.utmCampaign ?? "",
    visits: row.visits,
  }));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${VISIT_WRITE_LOCK_NAMESPACE}::int, 0)`);
    // At most the day's limit (plus "none" and "other") per day and page of the batch: a small read.
    const stored = await tx
      .select({
        day: landingPageVisits.day,
        landingPath: landingPageVisits.landingPath,
        utmSource: landingPageVisits.utmSource,
        utmMedium: landingPageVisits.utmMedium,
        utmCampaign: landingPageVisits.utmCampaign,
      })
      .from(landingPageVisits)
      .where(
        and(
          inArray(landingPageVisits.day, [...new Set(visits.map((row) => row.day))]),
          inArray(landingPageVisits.landingPath, [...new Set(visits.map((row) => row.landingPath))]),
        ),
      );
    const sorted = withinTagLimit(visits, stored, tagSetsPerDay)
      .map((row) => ({ row, key: keyOf(row) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map(({ row }) => row);
    await tx
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
  });
}

/** Deletes the visits of days before `oldestKeptDay` ("2024-11-20"); returns how many rows. */
export async function deleteLandingPageVisitsBefore(db: Database, oldestKeptDay: string): Promise<number> {
  const deleted = await db
    .delete(landingPageVisits)
    .where(lt(landingPageVisits.day, oldestKeptDay))
    .returning({ day: landingPageVisits.day });
  return deleted.length;
}
