import { asc, ilike } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { poolColors } from "#db/schema/index.ts";

/** Finish colours, optionally of one manufacturer, grouped by series in display order. */
export async function listPoolColors(db: Database, manufacturer?: string) {
  const rows = await db
    .select()
    .from(poolColors)
    .where(manufacturer ? ilike(poolColors.manufacturer, manufacturer) : undefined)
    .orderBy(asc(poolColors.manufacturer), asc(poolColors.displayOrder), asc(poolColors.id));
  return rows.map((c) => ({
    id: c.id,
    manufacturer: c.manufacturer,
    name: c.colorName,
    series: c.colorSeries,
    type: c.colorType,
    hex: c.colorHex,
    gradientFrom: c.gradientFrom,
    gradientTo: c.gradientTo,
    description: c.description,
  }));
}

export type PublicPoolColor = Awaited<ReturnType<typeof listPoolColors>>[number];
