import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { manufacturers } from "#db/schema/index.ts";
import { readCatalogue } from "./catalogue-cache.server";

/** Enabled manufacturers in display order (only enabled are shown anywhere public). */
export function listEnabledManufacturers(db: Database) {
  return readCatalogue(db, "enabled-manufacturers", () => readEnabledManufacturers(db));
}

async function readEnabledManufacturers(db: Database) {
  const rows = await db
    .select()
    .from(manufacturers)
    .where(eq(manufacturers.enabled, true))
    .orderBy(asc(manufacturers.displayOrder), asc(manufacturers.name));
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    description: m.description,
    descriptionEs: m.descriptionEs,
    logo: m.logo,
    iconLogo: m.iconLogo,
    enabled: m.enabled,
    website: m.website,
    displayOrder: m.displayOrder,
  }));
}
