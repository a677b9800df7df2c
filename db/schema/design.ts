// The pool designer's add-ons (issue 20): what a visitor can add to a pool at
// /design, each with its price, picture and limits. Staff edit them under
// /admin/design-add-ons; a retired add-on is kept (old designs and leads name
// it) but no longer offered. Prices are whole dollars, as pools.price is.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, varchar } from "drizzle-orm/pg-core";
import { checkOneOf, timestamps } from "./columns.ts";
import { ADD_ON_MAX_QUANTITY, ADD_ON_PRICING_KINDS } from "./enums.ts";

export const designAddOns = pgTable(
  "design_add_ons",
  {
    id: serial("id").primaryKey(),
    /** Stable name in design addresses and stored leads ("heat-pump"); made once from the name, never changed. */
    key: varchar("key", { length: 50 }).notNull().unique(),
    name: varchar("name", { length: 100 }).notNull(),
    description: varchar("description", { length: 300 }).notNull(),
    /** A site path (/images/add-ons/...), an upload or an https:// address; empty: no picture. */
    imageUrl: varchar("image_url", { length: 1000 }),
    pricingKind: varchar("pricing_kind", { length: 10 }).notNull().default("fixed"),
    /** What one unit is, singular ("light", "sq ft", "linear ft"); per-unit add-ons only. */
    unitLabel: varchar("unit_label", { length: 30 }),
    /** Whole dollars: the price of a fixed add-on, or the price of one unit. */
    price: integer("price").notNull(),
    /** Add-ons sharing a group exclude each other: a design holds at most one of them ("heating"). */
    choiceGroup: varchar("choice_group", { length: 50 }),
    minQuantity: integer("min_quantity").notNull().default(1),
    maxQuantity: integer("max_quantity").notNull().default(1),
    /** The quantity a design starts with when the add-on is chosen without one. */
    defaultQuantity: integer("default_quantity").notNull().default(1),
    /** Offered only for pools with room for a tanning ledge (app/lib/design-ledge.ts). */
    needsLedgeRoom: boolean("needs_ledge_room").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    /** false: retired (kept, not offered). */
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("design_add_ons_active_order_idx").on(t.isActive, t.displayOrder),
    checkOneOf("design_add_ons_pricing_kind_check", "pricing_kind", ADD_ON_PRICING_KINDS),
    check("design_add_ons_price_check", sql`${t.price} >= 0`),
    check(
      "design_add_ons_quantities_check",
      sql`1 <= ${t.minQuantity} and ${t.minQuantity} <= ${t.defaultQuantity} and ${t.defaultQuantity} <= ${t.maxQuantity} and ${t.maxQuantity} <= ${sql.raw(String(ADD_ON_MAX_QUANTITY))}`,
    ),
    // A fixed add-on is bought once; a per-unit one says what its unit is.
    check(
      "design_add_ons_kind_shape_check",
      sql`(${t.pricingKind} = 'fixed' and ${t.maxQuantity} = 1 and ${t.unitLabel} is null)
        or (${t.pricingKind} = 'per-unit' and ${t.unitLabel} is not null)`,
    ),
  ],
);
