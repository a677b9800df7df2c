// The pool designer's reading of an address (decision 032), for /design, its
// summary page and the "Send me this design" post: the address is parsed,
// priced against the database as it is now (every add-on, retired ones
// included, and the pool whatever its status, so a stale design gets a note
// naming what changed), and the color checked against the swatches of the
// pool's manufacturer. The server never takes a price from the browser.
import { eq, inArray } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { leadDesigns, leads, pools } from "#db/schema/index.ts";
import { type DesignState, parseDesignQuery } from "~/lib/designer/design-address";
import { type FinishColorChoice, findFinishColor, finishColorChoices } from "~/lib/designer/design-colors";
import { designPlanFor } from "~/lib/designer/design-plan";
import {
  type DesignAddOn,
  type DesignNote,
  type DesignPool,
  type DesignPrice,
  priceDesign,
} from "~/lib/designer/design-price";
import type { LeadDesignRecord } from "~/lib/designer/design-lead";
import { designerTexts } from "~/content/texts/designer.server";
import type { Locale } from "~/lib/i18n/locale";
import { inLanguage } from "~/lib/i18n/staff-content";
import { fill } from "~/lib/i18n/translate";
import { listAllDesignAddOns } from "./design-add-ons.server";
import { listPoolColors } from "./pool-colors.server";
import { type PoolRow, poolPlanUrl } from "./pools.server";

/** A note of the page itself, beside priceDesign's. */
export type DesignPageNote = DesignNote | { code: "address-unreadable" | "color-unknown"; key: null; message: string };

export interface DesignPoolView {
  id: number;
  name: string;
  slug: string;
  manufacturer: string | null;
  dimensions: string | null;
  planImageUrl: string;
  /** What priceDesign needs to price it again in the browser. */
  facts: DesignPool;
}

export interface ReadDesign {
  /** The cleaned design: what the address should hold. */
  design: DesignState;
  pool: DesignPoolView | null;
  colors: FinishColorChoice<{
    name: string;
    series: string | null;
    hex: string | null;
    gradientFrom: string | null;
    gradientTo: string | null;
  }>[];
  /** Every add-on (retired ones too), as priceDesign reads them. */
  addOns: (DesignAddOn & { description: string; imageUrl: string | null })[];
  price: DesignPrice;
  notes: DesignPageNote[];
  /** The plan drawing with the deck and ledge of the design (null: no pool). */
  planHref: string | null;
}

export function toDesignPool(row: PoolRow): DesignPool {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    isActive: row.isActive,
    shape: row.shape,
    lengthFt: row.lengthFt,
    widthFt: row.widthFt,
    features: row.features,
  };
}

/** A pool by id whatever its status (a shared design may name one since withdrawn). */
async function poolById(db: DbOrTx, id: number): Promise<PoolRow | null> {
  const [row] = await db.select().from(pools).where(eq(pools.id, id)).limit(1);
  return row ?? null;
}

/**
 * Reads, cleans and prices the design an address (or a posted form of the same fields) holds, with the add-ons'
 * names, descriptions and units and the notes in `locale` (the Spanish ones where staff wrote them).
 */
export async function readDesign(db: Database, params: URLSearchParams, locale: Locale = "en"): Promise<ReadDesign> {
  const texts = designerTexts[locale].notes;
  const { design, ignored } = parseDesignQuery(params);
  const [rows, poolRow] = await Promise.all([
    listAllDesignAddOns(db),
    design.poolId === null ? null : poolById(db, design.poolId),
  ]);
  const addOns = rows.map((row) => ({
    key: row.key,
    name: inLanguage(locale, row.name, row.nameEs),
    description: inLanguage(locale, row.description, row.descriptionEs),
    imageUrl: row.imageUrl,
    pricingKind: row.pricingKind,
    unitLabel: row.unitLabel === null ? null : inLanguage(locale, row.unitLabel, row.unitLabelEs),
    price: row.price,
    choiceGroup: row.choiceGroup,
    minQuantity: row.minQuantity,
    maxQuantity: row.maxQuantity,
    defaultQuantity: row.defaultQuantity,
    needsLedgeRoom: row.needsLedgeRoom,
    isActive: row.isActive,
  }));
  const price = priceDesign({
    poolId: design.poolId,
    pool: poolRow && toDesignPool(poolRow),
    choices: design.addOns,
    addOns,
    noteTexts: texts,
    locale,
  });
  const notes: DesignPageNote[] = [];
  if (ignored.length) {
    notes.push({
      code: "address-unreadable",
      key: null,
      message: texts["address-unreadable"],
    });
  }
  notes.push(...price.notes);

  const chosen = price.pool && poolRow ? poolRow : null;
  const colors = finishColorChoices(chosen?.manufacturer ? await listPoolColors(db, chosen.manufacturer) : []);
  let color = design.color;
  if (color && chosen) {
    const match = findFinishColor(colors, color);
    if (!match) {
      notes.push({
        code: "color-unknown",
        key: null,
        message: fill(texts["color-unknown"], { color, pool: chosen.name }),
      });
    }
    color = match?.value ?? null;
  }
  const pool: DesignPoolView | null = chosen && {
    id: chosen.id,
    name: chosen.name,
    slug: chosen.slug,
    manufacturer: chosen.manufacturer,
    dimensions: chosen.dimensions,
    planImageUrl: poolPlanUrl(chosen.slug, locale),
    facts: toDesignPool(chosen),
  };
  return {
    design: { poolId: pool?.id ?? null, color, addOns: price.choices },
    pool,
    colors: colors.map((c) => ({
      value: c.value,
      collection: c.collection,
      name: c.name,
      series: c.series,
      hex: c.hex,
      gradientFrom: c.gradientFrom,
      gradientTo: c.gradientTo,
    })),
    addOns,
    price,
    notes,
    planHref: pool ? designPlanFor(pool.planImageUrl, price.lines, addOns) : null,
  };
}

export type LeadDesignRow = typeof leadDesigns.$inferSelect;

/**
 * The design as a lead stores it ("Send me this design"): the server's own pricing, never the browser's, in English
 * for staff; `shown`, the same design read in the visitor's language when that is not English, gives each line as
 * the visitor read it (their e-mail repeats it).
 */
export function designLeadRecord(
  read: Pick<ReadDesign, "pool" | "design" | "price">,
  shown?: Pick<ReadDesign, "price">,
): LeadDesignRecord {
  const { price } = read;
  return {
    poolId: read.pool?.id ?? null,
    poolName: read.pool?.name ?? null,
    color: read.design.color,
    lineItems: price.lines.map(({ key, name, quantity, unitLabel, unitPrice, total }, index) => {
      const asShown = shown?.price.lines[index];
      return {
        key,
        name,
        quantity,
        unitLabel,
        unitPrice,
        total,
        ...(asShown && asShown.key === key ? { shown: { name: asShown.name, unitLabel: asShown.unitLabel } } : {}),
      };
    }),
    total: price.total,
    monthly: price.monthly?.payment ?? null,
    apr: price.monthly?.apr ?? null,
    termMonths: price.monthly?.termMonths ?? null,
    lender: price.monthly?.lender ?? null,
  };
}

/** The stored designs of some leads, by lead id (one query). */
export async function listLeadDesigns(db: DbOrTx, leadIds: readonly number[]): Promise<Map<number, LeadDesignRow>> {
  if (!leadIds.length) return new Map();
  const rows = await db
    .select()
    .from(leadDesigns)
    .where(inArray(leadDesigns.leadId, [...leadIds]));
  return new Map(rows.map((row) => [row.leadId, row]));
}

/**
 * The branch label of the office a design's lead went to (decision 038), where the success screen's consultation
 * picker starts; null for an unknown lead (a spam post, answered with a lead token that names no lead).
 */
export async function designLeadBranch(db: DbOrTx, leadId: number | null): Promise<string | null> {
  if (leadId === null) return null;
  const [row] = await db
    .select({ branch: leads.nearestBranch })
    .from(leads)
    .innerJoin(leadDesigns, eq(leadDesigns.leadId, leads.id))
    .where(eq(leads.id, leadId));
  return row?.branch ?? null;
}
