import { asc } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { poolColors } from "#db/schema/index.ts";
import { readCatalogue } from "./catalogue-cache.server";

/** Finish colours, optionally of one manufacturer, grouped by series in display order. */
export async function listPoolColors(db: Database, manufacturer?: string) {
  const colors = await readCatalogue(db, "pool-colors", () => readPoolColors(db));
  if (!manufacturer) return colors;
  const wanted = manufacturer.toLowerCase();
  return colors.filter((color) => color.manufacturer.toLowerCase() === wanted);
}

async function readPoolColors(db: Database) {
  const rows = await db
    .select()
    .from(poolColors)
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
