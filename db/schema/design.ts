// The pool designer's add-ons (decision 030): what a visitor can add to a pool at
// /design, each with its price, picture and limits. Staff edit them under
// /admin/design-add-ons; a retired add-on is kept (old designs and leads name
// it) but no longer offered. Prices are whole dollars, as pools.price is.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { leads } from "./leads.ts";
import { pools } from "./catalogue.ts";
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
    /** Name, description and unit in Spanish (decision 047); empty: the Spanish designer shows the English ones. */
    nameEs: varchar("name_es", { length: 100 }),
    descriptionEs: varchar("description_es", { length: 300 }),
    unitLabelEs: varchar("unit_label_es", { length: 30 }),
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
    /** Offered only for pools with room for a tanning ledge (app/lib/designer/design-ledge.ts). */
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

/** One priced line of a stored design, as it was priced when the visitor sent it. */
export interface LeadDesignLine {
  /** The add-on's key; null for the pool's own line. */
  key: string | null;
  name: string;
  quantity: number;
  unitLabel: string | null;
  unitPrice: number;
  total: number;
  /** The line as the visitor read it when their page was Spanish (their e-mail says it so); staff read name/unit. */
  shown?: { name: string; unitLabel: string | null };
}

/**
 * The design a lead was sent with ("Send me this design", decision 032): the configuration and its prices at that
 * moment, so a later price change or a retired add-on does not rewrite what the visitor was shown. One per lead.
 */
export const leadDesigns = pgTable(
  "lead_designs",
  {
    leadId: integer("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** The pool as chosen; kept by name too, and set null if the pool row ever goes. */
    poolId: integer("pool_id").references(() => pools.id, { onDelete: "set null" }),
    poolName: varchar("pool_name", { length: 200 }),
    color: varchar("color", { length: 100 }),
    /** Every line with its quantity and unit price at that moment (the pool first). */
    lineItems: jsonb("line_items").$type<LeadDesignLine[]>().notNull(),
    /** Whole dollars. */
    total: integer("total").notNull(),
    /** The monthly payment shown beside it, whole dollars; null when there was nothing to finance. */
    monthly: integer("monthly"),
    apr: numeric("apr", { precision: 5, scale: 2, mode: "number" }),
    termMonths: integer("term_months"),
    lender: varchar("lender", { length: 200 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("lead_designs_total_check", sql`${t.total} >= 0`)],
);
