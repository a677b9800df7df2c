// Manufacturers as the staff area manages them (/admin/manufacturers). The
// home page, /latham-pools, /san-juan-pools and /api/manufacturers read the
// same table through manufacturers.server.ts on every request, so a save
// shows at once.
//
// Pools (manufacturer and brand) and pool colours name their manufacturer
// by its name, not by id. So a rename renames it there too, in the same
// transaction (the pool pages and the colour swatches keep finding their
// manufacturer), and a manufacturer that pools or colours still name cannot
// be deleted (disable it instead).
import { and, asc, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx, Database } from "#db/index.server.ts";
import { manufacturers, poolColors, pools } from "#db/schema/index.ts";
import type { ManufacturerInput } from "~/lib/schemas/manufacturer";
import { displayOrderOnCreate, displayOrderOnUpdate, listContentPage, matchesSearch } from "./content-paging.server";
import { isUniqueViolation } from "./unique-violation.server";
import { changesCatalogue } from "./catalogue-cache.server";

export type ManufacturerRow = typeof manufacturers.$inferSelect;

export interface ManufacturerListQuery {
  page: number;
  q: string;
  status?: "enabled" | "disabled" | undefined;
}

/** A page of manufacturers in public display order, searched in name, description and website. */
export async function listManufacturersForAdmin(db: Database, query: ManufacturerListQuery) {
  return listContentPage(db, manufacturers, {
    page: query.page,
    where: and(
      matchesSearch(query.q, [manufacturers.name, manufacturers.description, manufacturers.website]),
      query.status ? eq(manufacturers.enabled, query.status === "enabled") : undefined,
    ),
    orderBy: [asc(manufacturers.displayOrder), asc(manufacturers.name), asc(manufacturers.id)],
  });
}

export async function getManufacturerById(db: Database, id: number): Promise<ManufacturerRow | null> {
  const [row] = await db.select().from(manufacturers).where(eq(manufacturers.id, id));
  return row ?? null;
}

/** Every manufacturer's name, A to Z (the colour form's choices and the colour list's filter). */
export async function listManufacturerNames(db: Database): Promise<string[]> {
  const rows = await db.select({ name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.name));
  return rows.map((row) => row.name);
}

/** The stored spelling of a manufacturer's name, matched case-insensitively; null when there is none. */
export async function findManufacturerName(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = await db
    .select({ name: manufacturers.name })
    .from(manufacturers)
    .where(sql`lower(${manufacturers.name}) = lower(${name})`);
  return row?.name ?? null;
}

const sameName = (column: AnyPgColumn, name: string) => sql`lower(${column}) = lower(${name})`;

export interface ManufacturerUsage {
  pools: number;
  colors: number;
}

/**
 * How many pools (by manufacturer or brand; a pool counts once) and colours
 * name each of `names`, keyed by the lower-case name.
 */
export async function countManufacturerUsage(db: DbOrTx, names: readonly string[]) {
  const usage = new Map<string, ManufacturerUsage>(names.map((name) => [name.toLowerCase(), { pools: 0, colors: 0 }]));
  if (names.length === 0) return usage;
  const lowered = [...usage.keys()];
  const byManufacturer = sql<string>`lower(${pools.manufacturer})`;
  const byBrand = sql<string>`lower(${pools.brand})`;
  const byColorManufacturer = sql<string>`lower(${poolColors.manufacturer})`;
  const [manufacturerRows, brandRows, colorRows] = await Promise.all([
    db
      .select({ key: byManufacturer, total: count() })
      .from(pools)
      .where(inArray(byManufacturer, lowered))
      .groupBy(byManufacturer),
    db
      .select({ key: byBrand, total: count() })
      .from(pools)
      .where(and(inArray(byBrand, lowered), sql`${byBrand} is distinct from ${byManufacturer}`))
      .groupBy(byBrand),
    db
      .select({ key: byColorManufacturer, total: count() })
      .from(poolColors)
      .where(inArray(byColorManufacturer, lowered))
      .groupBy(byColorManufacturer),
  ]);
  for (const row of [...manufacturerRows, ...brandRows]) usage.get(row.key)!.pools += row.total;
  for (const row of colorRows) usage.get(row.key)!.colors = row.total;
  return usage;
}

export async function manufacturerUsage(db: DbOrTx, name: string): Promise<ManufacturerUsage> {
  return (await countManufacturerUsage(db, [name])).get(name.toLowerCase())!;
}

function columnsOf(input: ManufacturerInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    logo: input.logo ?? null,
    iconLogo: input.iconLogo ?? null,
    website: input.website ?? null,
    enabled: input.enabled,
    descriptionEs: input.descriptionEs ?? null,
  };
}

async function nameTaken(db: DbOrTx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: manufacturers.id })
    .from(manufacturers)
    .where(
      and(sql`lower(${manufacturers.name}) = lower(${name})`, exceptId ? ne(manufacturers.id, exceptId) : undefined),
    );
  return !!row;
}

/** The name is another manufacturer's (compared case-insensitively: "latham" would split Latham's pools). */
export const NAME_TAKEN = "name-taken" as const;

/** A new manufacturer; without a display order it goes after the others. */
export const createManufacturer = changesCatalogue(async function createManufacturer(
  db: Database,
  input: ManufacturerInput,
  now: Date = new Date(),
): Promise<ManufacturerRow | typeof NAME_TAKEN> {
  if (await nameTaken(db, input.name)) return NAME_TAKEN;
  try {
    const [row] = await db
      .insert(manufacturers)
      .values({
        ...columnsOf(input),
        ...(await displayOrderOnCreate(db, manufacturers, input.displayOrder)),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) return NAME_TAKEN;
    throw error;
  }
});

export interface ManufacturerSaved {
  row: ManufacturerRow;
  /** Set when the name changed: how many pools and colours were renamed with it. */
  renamed: ManufacturerUsage | null;
}

/**
 * Saves a manufacturer. A new name is carried to the pools (manufacturer and
 * brand) and colours that named the old one, in one transaction, so no page
 * ever sees pools whose manufacturer does not exist.
 */
export const updateManufacturer = changesCatalogue(async function updateManufacturer(
  db: Database,
  id: number,
  input: ManufacturerInput,
  now: Date = new Date(),
): Promise<ManufacturerSaved | typeof NAME_TAKEN | null> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ name: manufacturers.name })
        .from(manufacturers)
        .where(eq(manufacturers.id, id))
        .for("update");
      if (!current) return null;
      if (await nameTaken(tx, input.name, id)) return NAME_TAKEN;
      const [row] = await tx
        .update(manufacturers)
        .set({ ...columnsOf(input), ...displayOrderOnUpdate(input.displayOrder), updatedAt: now })
        .where(eq(manufacturers.id, id))
        .returning();
      if (current.name === input.name) return { row: row!, renamed: null };
      const renamedPools = await tx
        .update(pools)
        .set({
          manufacturer: sql`case when ${sameName(pools.manufacturer, current.name)} then ${input.name} else ${pools.manufacturer} end`,
          brand: sql`case when ${sameName(pools.brand, current.name)} then ${input.name} else ${pools.brand} end`,
          updatedAt: now,
        })
        .where(or(sameName(pools.manufacturer, current.name), sameName(pools.brand, current.name)))
        .returning({ id: pools.id });
      const renamedColors = await tx
        .update(poolColors)
        .set({ manufacturer: input.name, updatedAt: now })
        .where(sameName(poolColors.manufacturer, current.name))
        .returning({ id: poolColors.id });
      return { row: row!, renamed: { pools: renamedPools.length, colors: renamedColors.length } };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return NAME_TAKEN;
    throw error;
  }
});

/** The manufacturer is still named by pools or colours (and was not deleted). */
export const IN_USE = "in-use" as const;

/** Deletes a manufacturer nothing names any more; returns its row, IN_USE, or null when there is none. */
export const deleteManufacturer = changesCatalogue(async function deleteManufacturer(
  db: Database,
  id: number,
): Promise<ManufacturerRow | typeof IN_USE | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(manufacturers).where(eq(manufacturers.id, id)).for("update");
    if (!current) return null;
    const usage = await manufacturerUsage(tx, current.name);
    if (usage.pools > 0 || usage.colors > 0) return IN_USE;
    await tx.delete(manufacturers).where(eq(manufacturers.id, id));
    return current;
  });
});
