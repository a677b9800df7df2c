// The pool designer's add-ons: what /design offers and what staff manage under
// /admin/design-add-ons. Every query of the table lives here. The designer
// reads the table on each request (no cache in between), so a saved price
// shows at once.
import { and, asc, eq, max, ne, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { designAddOns } from "#db/schema/index.ts";
import type { DesignAddOnInput } from "~/lib/schemas/design-add-on";
import { slugify, uniqueSlug } from "~/lib/text/slug";
import { isUniqueViolation } from "./unique-violation.server";

export type DesignAddOnRow = typeof designAddOns.$inferSelect;

const ORDER = [asc(designAddOns.displayOrder), asc(designAddOns.id)] as const;

/** What /design offers, in display order: active add-ons only. */
export async function listActiveDesignAddOns(db: Database): Promise<DesignAddOnRow[]> {
  return db
    .select()
    .from(designAddOns)
    .where(eq(designAddOns.isActive, true))
    .orderBy(...ORDER);
}

/**
 * Every add-on, retired ones too, in display order: the staff list, and what
 * the designer prices a stored or shared design against (so a retired add-on
 * is named in its note instead of being "unknown").
 */
export async function listAllDesignAddOns(db: Database): Promise<DesignAddOnRow[]> {
  return db
    .select()
    .from(designAddOns)
    .orderBy(...ORDER);
}

export async function getDesignAddOnById(db: Database, id: number): Promise<DesignAddOnRow | null> {
  const [row] = await db.select().from(designAddOns).where(eq(designAddOns.id, id));
  return row ?? null;
}

const KEY_MAX = 40;

/** Whether an add-on the designer offers (not `exceptId`) has this name, in any case: visitors could not tell them apart. */
export async function isDesignAddOnNameOffered(db: Database, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: designAddOns.id })
    .from(designAddOns)
    .where(
      and(
        eq(designAddOns.isActive, true),
        sql`lower(${designAddOns.name}) = lower(${name.trim()})`,
        exceptId === undefined ? undefined : ne(designAddOns.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A new add-on, placed after the others. Its key (the add-on's name in design
 * addresses and stored leads) is made from the name once and never changes;
 * a retired add-on keeps its key, so a new one never takes over an old address.
 */
export async function createDesignAddOn(db: Database, input: DesignAddOnInput, now = new Date()) {
  for (let attempt = 0; ; attempt += 1) {
    const taken = new Set((await db.select({ key: designAddOns.key }).from(designAddOns)).map((r) => r.key));
    const key = uniqueSlug(slugify(input.name).slice(0, KEY_MAX).replace(/-+$/, "") || "add-on", taken);
    const [last] = await db.select({ order: max(designAddOns.displayOrder) }).from(designAddOns);
    try {
      const [row] = await db
        .insert(designAddOns)
        .values({
          ...input,
          key,
          displayOrder: last?.order === null || last?.order === undefined ? 0 : last.order + 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    } catch (error) {
      // Two add-ons of one name saved at once: the second takes the next free key.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Saves the form's fields; the key, the place in the list and the timestamps of creation stay. */
export async function updateDesignAddOn(
  db: Database,
  id: number,
  input: DesignAddOnInput,
  now = new Date(),
): Promise<DesignAddOnRow | null> {
  const [row] = await db
    .update(designAddOns)
    .set({ ...input, updatedAt: now })
    .where(eq(designAddOns.id, id))
    .returning();
  return row ?? null;
}

/** Retires (false) or restores (true) an add-on; null when there is no such add-on. */
export async function setDesignAddOnActive(
  db: Database,
  id: number,
  isActive: boolean,
  now = new Date(),
): Promise<DesignAddOnRow | null> {
  const [row] = await db
    .update(designAddOns)
    .set({ isActive, updatedAt: now })
    .where(eq(designAddOns.id, id))
    .returning();
  return row ?? null;
}

export type MoveDirection = "up" | "down";

/**
 * Moves an add-on one place up or down the list (retired ones included, as the
 * staff list shows them) and numbers the list 0, 1, 2 ... again, in one
 * transaction. Answers false when there is no such add-on; moving the first up
 * or the last down changes nothing.
 */
export async function moveDesignAddOn(db: Database, id: number, direction: MoveDirection): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locks the rows, so two moves at once are applied one after the other. PostgreSQL sorts before it waits for
    // a lock, so a move that waited gets the other move's new values in the old order: sort them again here.
    const rows = (
      await tx.select({ id: designAddOns.id, displayOrder: designAddOns.displayOrder }).from(designAddOns).for("update")
    ).sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
    const from = rows.findIndex((row) => row.id === id);
    if (from === -1) return false;
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return true;
    const ordered = [...rows];
    [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
    for (const [index, row] of ordered.entries()) {
      if (row.displayOrder !== index) {
        await tx.update(designAddOns).set({ displayOrder: index }).where(eq(designAddOns.id, row.id));
      }
    }
    return true;
  });
}
