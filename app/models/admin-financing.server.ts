// Financing partners as the staff area manages them (/admin/financing-partners).
// The public pages read the same table through financing-options.server.ts on
// every request (no cache in between), so a saved change shows at once.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { financingOptions } from "#db/schema/index.ts";
import type { ActiveStatusFilter } from "~/lib/schemas/content-list";
import type { FinancingPartnerInput } from "~/lib/schemas/financing-partner";
import { slugify, uniqueSlug } from "~/lib/text/slug";
import { displayOrderOnCreate, displayOrderOnUpdate, listContentPage, matchesSearch } from "./content-paging.server";

export type FinancingPartnerRow = typeof financingOptions.$inferSelect;

export interface FinancingPartnerListQuery {
  page: number;
  q: string;
  status?: ActiveStatusFilter | undefined;
}

/** A page of partners in public display order, searched by name, lender and description. */
export async function listFinancingPartnersForAdmin(db: Database, query: FinancingPartnerListQuery) {
  return listContentPage(db, financingOptions, {
    page: query.page,
    where: and(
      matchesSearch(query.q, [financingOptions.name, financingOptions.lender, financingOptions.description]),
      query.status ? eq(financingOptions.isActive, query.status === "active") : undefined,
    ),
    orderBy: [asc(financingOptions.displayOrder), asc(financingOptions.id)],
  });
}

export async function getFinancingPartnerById(db: Database, id: number): Promise<FinancingPartnerRow | null> {
  const [row] = await db.select().from(financingOptions).where(eq(financingOptions.id, id));
  return row ?? null;
}

function columnsOf(input: FinancingPartnerInput) {
  return {
    name: input.name,
    lender: input.lender ?? null,
    description: input.description ?? null,
    apr: input.apr,
    interestRate: input.interestRate ?? null,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    loanTermMonths: input.termMonths,
    features: input.features,
    requirements: input.requirements,
    creditScoreRequired: input.creditScoreRequired ?? null,
    url: input.applicationUrl ?? null,
    promoted: input.promoted,
    isActive: input.isActive,
    descriptionEs: input.descriptionEs ?? null,
    featuresEs: input.featuresEs,
    requirementsEs: input.requirementsEs,
  };
}

/**
 * A new partner. Its key (used in the public pages' element ids and the
 * calculator's partner select) is made from the name once and never changes.
 */
export async function createFinancingPartner(db: Database, input: FinancingPartnerInput, now = new Date()) {
  const taken = new Set((await db.select({ key: financingOptions.key }).from(financingOptions)).map((r) => r.key));
  const key = uniqueSlug(slugify(input.name).slice(0, 40).replace(/-+$/, "") || "partner", taken);
  const [row] = await db
    .insert(financingOptions)
    .values({
      ...columnsOf(input),
      key,
      ...(await displayOrderOnCreate(db, financingOptions, input.displayOrder)),
      lastRateUpdate: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * Saves a partner. `lastRateUpdate` moves to `now` only when the APR or the
 * interest rate differs from the stored one; the comparison happens in the
 * UPDATE itself, so two saves at once cannot lose a rate change.
 */
export async function updateFinancingPartner(
  db: Database,
  id: number,
  input: FinancingPartnerInput,
  now = new Date(),
): Promise<FinancingPartnerRow | null> {
  const interestRate = input.interestRate ?? null;
  const rateChanged = sql`(${financingOptions.apr} is distinct from ${input.apr}::numeric
    or ${financingOptions.interestRate} is distinct from ${interestRate}::numeric)`;
  const [row] = await db
    .update(financingOptions)
    .set({
      ...columnsOf(input),
      ...displayOrderOnUpdate(input.displayOrder),
      lastRateUpdate: sql`case when ${rateChanged} then ${now.toISOString()}::timestamptz else ${financingOptions.lastRateUpdate} end`,
      updatedAt: now,
    })
    .where(eq(financingOptions.id, id))
    .returning();
  return row ?? null;
}

/** Removes a partner for good (nothing refers to it); returns whether it existed. */
export async function deleteFinancingPartner(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(financingOptions)
    .where(eq(financingOptions.id, id))
    .returning({ id: financingOptions.id });
  return rows.length > 0;
}
