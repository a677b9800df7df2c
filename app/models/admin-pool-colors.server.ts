// Pool finish colours as the staff area manages them (/admin/pool-colors).
// The home page's design teaser, /latham-pools, /design and the pool detail
// pages read the same table through pool-colors.server.ts on every request,
// so a save shows at once.
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { poolColors } from "#db/schema/index.ts";
import type { PoolColorInput } from "~/lib/schemas/pool-color";
import { displayOrderOnCreate, displayOrderOnUpdate, listContentPage, matchesSearch } from "./content-paging.server";
import { findManufacturerName } from "./admin-manufacturers.server";
import { changesCatalogue } from "./catalogue-cache.server";

export type PoolColorRow = typeof poolColors.$inferSelect;

export interface PoolColorListQuery {
  page: number;
  q: string;
  manufacturer?: string | undefined;
  series?: string | undefined;
}

/**
 * A page of colours grouped by manufacturer, then series, in display order
 * (the order the public swatches use within a series), searched in name,
 * series, type, hex and description.
 */
export async function listPoolColorsForAdmin(db: Database, query: PoolColorListQuery) {
  return listContentPage(db, poolColors, {
    page: query.page,
    where: and(
      matchesSearch(query.q, [
        poolColors.colorName,
        poolColors.colorSeries,
        poolColors.colorType,
        poolColors.colorHex,
        poolColors.description,
      ]),
      query.manufacturer ? eq(poolColors.manufacturer, query.manufacturer) : undefined,
      query.series ? eq(poolColors.colorSeries, query.series) : undefined,
    ),
    orderBy: [
      asc(poolColors.manufacturer),
      sql`${poolColors.colorSeries} asc nulls last`,
      asc(poolColors.displayOrder),
      asc(poolColors.id),
    ],
  });
}

/** How many colours each manufacturer has (the list's manufacturer filter). */
export async function countPoolColorsByManufacturer(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ manufacturer: poolColors.manufacturer, total: count() })
    .from(poolColors)
    .groupBy(poolColors.manufacturer);
  return new Map(rows.map((row) => [row.manufacturer, row.total]));
}

/** The series in use, A to Z (the list's filter and the form's suggestions). */
export async function listPoolColorSeries(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ series: poolColors.colorSeries })
    .from(poolColors)
    .where(isNotNull(poolColors.colorSeries))
    .orderBy(asc(poolColors.colorSeries));
  return rows.map((row) => row.series).filter((series): series is string => !!series);
}

export async function getPoolColorById(db: Database, id: number): Promise<PoolColorRow | null> {
  const [row] = await db.select().from(poolColors).where(eq(poolColors.id, id));
  return row ?? null;
}

/** The manufacturer is not one of /admin/manufacturers (colours name an existing manufacturer). */
export const UNKNOWN_MANUFACTURER = "unknown-manufacturer" as const;

/** The columns of a save, with the manufacturer spelled as stored; UNKNOWN_MANUFACTURER when there is none. */
async function columnsOf(db: Database, input: PoolColorInput) {
  const manufacturer = await findManufacturerName(db, input.manufacturer);
  if (!manufacturer) return UNKNOWN_MANUFACTURER;
  return {
    manufacturer,
    colorName: input.colorName,
    colorSeries: input.colorSeries ?? null,
    colorType: input.colorType ?? null,
    colorHex: input.colorHex ?? null,
    gradientFrom: input.gradientFrom ?? null,
    gradientTo: input.gradientTo ?? null,
    description: input.description ?? null,
  };
}

/** A new colour; without a display order it goes after the others. */
export const createPoolColor = changesCatalogue(async function createPoolColor(
  db: Database,
  input: PoolColorInput,
  now: Date = new Date(),
): Promise<PoolColorRow | typeof UNKNOWN_MANUFACTURER> {
  const columns = await columnsOf(db, input);
  if (columns === UNKNOWN_MANUFACTURER) return columns;
  const [row] = await db
    .insert(poolColors)
    .values({
      ...columns,
      ...(await displayOrderOnCreate(db, poolColors, input.displayOrder)),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
});

export const updatePoolColor = changesCatalogue(async function updatePoolColor(
  db: Database,
  id: number,
  input: PoolColorInput,
  now: Date = new Date(),
): Promise<PoolColorRow | typeof UNKNOWN_MANUFACTURER | null> {
  const columns = await columnsOf(db, input);
  if (columns === UNKNOWN_MANUFACTURER) return columns;
  const [row] = await db
    .update(poolColors)
    .set({ ...columns, ...displayOrderOnUpdate(input.displayOrder), updatedAt: now })
    .where(eq(poolColors.id, id))
    .returning();
  return row ?? null;
});

/** Removes a colour for good (nothing refers to it by id); returns it, or null when there is none. */
export const deletePoolColor = changesCatalogue(async function deletePoolColor(
  db: Database,
  id: number,
): Promise<PoolColorRow | null> {
  const [row] = await db.delete(poolColors).where(eq(poolColors.id, id)).returning();
  return row ?? null;
});
