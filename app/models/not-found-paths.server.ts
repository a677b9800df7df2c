// The 404 log: how often each address that no page answers was asked for (path, hits, first and last
// seen; nothing about the visitor), so staff can map the frequent ones (/admin/landing-pages/not-found-log).
import { and, asc, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { notFoundPaths, urlMappings } from "#db/schema/index.ts";
import { pageWindowOf } from "~/lib/schemas/content-list";
import { matchesSearch } from "./content-paging.server";

/** Counts one 404 of `path` (already normalised, see notFoundLogPath): a single upsert. */
export async function recordNotFoundPath(db: Database, path: string, now = new Date()): Promise<void> {
  await db
    .insert(notFoundPaths)
    .values({ path, hits: 1, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: notFoundPaths.path,
      set: { hits: sql`${notFoundPaths.hits} + 1`, lastSeenAt: now },
    });
}

export interface NotFoundListQuery {
  page: number;
  q: string;
}

/**
 * A page of the log, most frequent first. A path with an active mapping is left out (it no longer 404s);
 * one whose mapping is switched off is listed with that mapping, so staff can switch it on instead.
 */
export async function listNotFoundPathsForAdmin(db: Database, query: NotFoundListQuery) {
  const where = and(
    or(isNull(urlMappings.id), eq(urlMappings.isActive, false)),
    matchesSearch(query.q, [notFoundPaths.path]),
  );
  const [counted] = await db
    .select({ total: count() })
    .from(notFoundPaths)
    .leftJoin(urlMappings, eq(urlMappings.legacyUrl, notFoundPaths.path))
    .where(where);
  const total = counted?.total ?? 0;
  const window = pageWindowOf(query.page, total);
  const rows = await db
    .select({
      path: notFoundPaths.path,
      hits: notFoundPaths.hits,
      firstSeenAt: notFoundPaths.firstSeenAt,
      lastSeenAt: notFoundPaths.lastSeenAt,
      inactiveMappingId: urlMappings.id,
    })
    .from(notFoundPaths)
    .leftJoin(urlMappings, eq(urlMappings.legacyUrl, notFoundPaths.path))
    .where(where)
    .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt), asc(notFoundPaths.path))
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total, page: window.page, pageCount: window.pageCount };
}

/** Removes a path from the log (it starts again at one hit if it is asked for again). */
export async function dismissNotFoundPath(db: Database, path: string): Promise<boolean> {
  const rows = await db
    .delete(notFoundPaths)
    .where(eq(notFoundPaths.path, path))
    .returning({ path: notFoundPaths.path });
  return rows.length > 0;
}
