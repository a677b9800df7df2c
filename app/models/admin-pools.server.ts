// Pools as the staff area manages them (/admin/pools). The public catalogue
// and detail pages read the same table on every request (pools.server.ts
// keeps no cache), so a save shows there at once.
import { and, asc, count, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { leadInterestedPools, leads, pools } from "#db/schema/index.ts";
import { poolColumnsFrom, poolSlugBase } from "~/lib/catalogue/pool-record";
import { SIZE_CATEGORIES } from "~/lib/catalogue/pool-size";
import type { ActiveStatusFilter } from "~/lib/schemas/content-list";
import type { PoolInput } from "~/lib/schemas/pool";
import { uniqueSlug } from "~/lib/text/slug";
import { listContentPage, matchesSearch } from "./content-paging.server";
import { listEnabledManufacturers } from "./manufacturers.server";
import { isUniqueViolation } from "./unique-violation.server";
import { changesCatalogue } from "./catalogue-cache.server";

export type AdminPoolRow = typeof pools.$inferSelect;

export interface PoolListQuery {
  page: number;
  q: string;
  manufacturer?: string | undefined;
  sizeCategory?: string | undefined;
  status?: ActiveStatusFilter | undefined;
}

/** A page of pools (manufacturer, then name), searched in name, model, manufacturer, brand and series. */
export function listPoolsForAdmin(db: Database, query: PoolListQuery) {
  return listContentPage(db, pools, {
    page: query.page,
    where: and(
      matchesSearch(query.q, [pools.name, pools.model, pools.manufacturer, pools.brand, pools.series]),
      query.manufacturer ? eq(pools.manufacturer, query.manufacturer) : undefined,
      query.sizeCategory ? eq(pools.sizeCategory, query.sizeCategory) : undefined,
      query.status ? eq(pools.isActive, query.status === "active") : undefined,
    ),
    orderBy: [asc(pools.manufacturer), asc(pools.name), asc(pools.id)],
  });
}

type FacetColumn = typeof pools.manufacturer | typeof pools.sizeCategory | typeof pools.shape | typeof pools.series;

async function distinctValues(db: Database, column: FacetColumn) {
  const rows = await db
    .selectDistinct({ value: column })
    .from(pools)
    .where(and(isNotNull(column), ne(column, "")))
    .orderBy(asc(column));
  return rows.map((row) => row.value!);
}

/** The manufacturers, size categories, shapes and series pools have (list filters and form suggestions). */
export async function listPoolFacets(db: Database) {
  const [manufacturers, sizeCategories, shapes, series] = await Promise.all([
    distinctValues(db, pools.manufacturer),
    distinctValues(db, pools.sizeCategory),
    distinctValues(db, pools.shape),
    distinctValues(db, pools.series),
  ]);
  // Size categories smallest first (Plunge … X-Large), any other value after them.
  const rank = (category: string) => {
    const index = (SIZE_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? SIZE_CATEGORIES.length : index;
  };
  sizeCategories.sort((a, b) => rank(a) - rank(b));
  return { manufacturers, sizeCategories, shapes, series };
}

export async function getPoolById(db: Database, id: number): Promise<AdminPoolRow | null> {
  const [row] = await db.select().from(pools).where(eq(pools.id, id)).limit(1);
  return row ?? null;
}

/** How many leads name this pool (by id; leads keep it when it is deactivated). */
export async function countLeadsForPool(db: Database, poolId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leads).where(eq(leads.poolId, poolId));
  return row?.total ?? 0;
}

/** `base`, or `base-2`, `base-3` …: the first address name no other pool uses. */
export async function freePoolSlug(db: Database, base: string, exceptId?: number): Promise<string> {
  const rows = await db
    .select({ slug: pools.slug })
    .from(pools)
    .where(
      and(
        or(eq(pools.slug, base), sql`${pools.slug} like ${`${base.replace(/[\\%_]/g, (ch) => `\\${ch}`)}-%`}`),
        exceptId === undefined ? undefined : ne(pools.id, exceptId),
      ),
    );
  return uniqueSlug(base, new Set(rows.map((row) => row.slug)));
}

export async function isPoolSlugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.slug, slug), exceptId === undefined ? undefined : ne(pools.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Thrown when a chosen address name is already used by another pool. */
export class PoolSlugTakenError extends Error {}

/** The slug a save writes: the typed one (refused when taken), else a free one made from the name. */
async function slugFor(db: Database, input: PoolInput, exceptId?: number): Promise<string> {
  if (input.slug) {
    if (await isPoolSlugTaken(db, input.slug, exceptId)) throw new PoolSlugTakenError();
    return input.slug;
  }
  return freePoolSlug(db, poolSlugBase(input.name), exceptId);
}

async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // Two saves raced for the same address name: the loser is told, as if it had been taken before.
    if (isUniqueViolation(error)) throw new PoolSlugTakenError();
    throw error;
  }
}

export const createPool = changesCatalogue(async function createPool(
  db: Database,
  input: PoolInput,
  now: Date = new Date(),
): Promise<AdminPoolRow> {
  const slug = await slugFor(db, input);
  return withSlugCheck(async () => {
    const [row] = await db
      .insert(pools)
      .values({ ...poolColumnsFrom(input), slug, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
});

export const updatePool = changesCatalogue(async function updatePool(
  db: Database,
  id: number,
  input: PoolInput,
  now: Date = new Date(),
): Promise<AdminPoolRow | null> {
  const slug = await slugFor(db, input, id);
  return withSlugCheck(async () => {
    const [row] = await db
      .update(pools)
      .set({ ...poolColumnsFrom(input), slug, updatedAt: now })
      .where(eq(pools.id, id))
      .returning();
    return row ?? null;
  });
});

export type PoolRemoval = { outcome: "deleted" } | { outcome: "deactivated"; leadCount: number } | null;

/**
 * Deletes a pool, unless leads name it (as their pool or among the pools the visitor is interested in):
 * then it is only deactivated (gone from the public site, kept for those leads). Null when there is no
 * such pool.
 */
export const deleteOrDeactivatePool = changesCatalogue(async function deleteOrDeactivatePool(
  db: Database,
  id: number,
  now: Date = new Date(),
): Promise<PoolRemoval> {
  return db.transaction(async (tx) => {
    const [pool] = await tx.select({ id: pools.id }).from(pools).where(eq(pools.id, id)).for("update");
    if (!pool) return null;
    // A lead names a pool as the one it came from, or among the pools the visitor is interested in
    // (counted once when both); two index look-ups rather than one OR over every lead.
    const [byPool] = await tx.select({ total: count() }).from(leads).where(eq(leads.poolId, id));
    const [byInterest] = await tx
      .select({ total: count() })
      .from(leadInterestedPools)
      .innerJoin(leads, eq(leads.id, leadInterestedPools.leadId))
      .where(and(eq(leadInterestedPools.poolId, id), sql`${leads.poolId} is distinct from ${id}`));
    const leadCount = (byPool?.total ?? 0) + (byInterest?.total ?? 0);
    if (leadCount > 0) {
      await tx.update(pools).set({ isActive: false, updatedAt: now }).where(eq(pools.id, id));
      return { outcome: "deactivated", leadCount };
    }
    await tx.delete(pools).where(eq(pools.id, id));
    return { outcome: "deleted" };
  });
});

/**
 * What the pool form offers: the enabled manufacturers (in display order, and
 * the pool's own even when it is disabled or gone), and the shapes and series in use.
 */
export async function listPoolFormChoices(db: Database, currentManufacturer?: string | null) {
  const [enabled, facets] = await Promise.all([listEnabledManufacturers(db), listPoolFacets(db)]);
  const manufacturers = enabled.map((m) => m.name);
  if (currentManufacturer && !manufacturers.includes(currentManufacturer)) manufacturers.push(currentManufacturer);
  return { manufacturers, shapes: facets.shapes, series: facets.series };
}
