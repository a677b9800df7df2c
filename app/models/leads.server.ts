import { and, desc, eq, gte, or, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { type LeadAttribution, leads, pools } from "#db/schema/index.ts";
import { findOfficeByBranchLabel } from "~/lib/company-profile";
import { loadCompany } from "./company.server";
import { enqueueJobs } from "./jobs.server";
import { nextSalesRepForOffice } from "./lead-assignment.server";
import { LEAD_INTEREST_FIELDS, type LeadSubmission, lastTenDigits } from "~/lib/schemas/lead";

export const DUPLICATE_WINDOW_DAYS = 30;

export interface LeadContext {
  userAgent?: string | null;
  firstTouch?: LeadAttribution | null;
  lastTouch?: LeadAttribution | null;
  now?: Date;
}

/**
 * Stores a lead and its staff-notification job in one transaction, so a
 * lead is never acknowledged without both being committed.
 */
export async function createLead(db: Database, input: LeadSubmission, context: LeadContext = {}) {
  const now = context.now ?? new Date();
  const digits = lastTenDigits(input.phone);
  const email = input.email?.toLowerCase() ?? null;
  // The lead keeps the office's contact details as they were when it came in.
  const office = findOfficeByBranchLabel(await loadCompany(db), input.nearestBranch);
  const interest = Object.fromEntries(
    LEAD_INTEREST_FIELDS.flatMap((field) => (input[field] ? [[field, input[field]]] : [])),
  );

  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const sameContact = [
    ...(digits ? [eq(leads.phoneDigits, digits)] : []),
    ...(email ? [eq(sql`lower(${leads.email})`, email)] : []),
  ];

  // Few round trips, because every lead of a busy hour waits for the ones before it: the duplicate and pool
  // look-ups are subqueries of the insert, and both jobs are one insert.
  return db.transaction(async (tx) => {
    const duplicateOf = sameContact.length
      ? sql`(${tx
          .select({ id: leads.id })
          .from(leads)
          .where(and(gte(leads.createdAt, since), or(...sameContact)))
          .orderBy(desc(leads.createdAt))
          .limit(1)})`
      : null;
    // A stale or made-up poolId must not lose the lead: keep it only if the pool exists.
    const existingPool = input.poolId
      ? sql`(${tx.select({ id: pools.id }).from(pools).where(eq(pools.id, input.poolId))})`
      : null;

    // Round-robin among the nearest office's active sales users (none: unassigned).
    const salesRepId = office ? await nextSalesRepForOffice(tx, office.id) : null;

    const [lead] = await tx
      .insert(leads)
      .values({
        firstName: input.firstName,
        lastName: input.lastName ?? null,
        email: input.email ?? null,
        phone: input.phone,
        phoneDigits: digits,
        address: input.address ?? null,
        poolType: input.poolType ?? null,
        budgetRange: input.budgetRange ?? null,
        timeframe: input.timeframe ?? null,
        message: input.message ?? null,
        requestType: input.requestType,
        sourcePage: input.sourcePage ?? null,
        nearestBranch: office?.branchLabel ?? null,
        branchDetails: office
          ? { id: office.id, name: office.name, phone: office.phone, email: office.email, city: office.city }
          : null,
        consentToContact: input.consentToContact,
        consentAt: input.consentToContact ? now : null,
        poolId: existingPool,
        interest: Object.keys(interest).length ? interest : null,
        firstTouch: context.firstTouch ?? null,
        lastTouch: context.lastTouch ?? null,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
        possibleDuplicateOf: duplicateOf,
        salesRepId,
        createdAt: now,
        updatedAt: now,
        statusUpdatedAt: now,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt, possibleDuplicateOf: leads.possibleDuplicateOf });

    const leadId = lead!.id;
    await enqueueJobs(tx, [
      { kind: "lead.notify-staff", leadId, payload: { leadId } },
      ...(input.email ? [{ kind: "lead.confirm-visitor", leadId, payload: { leadId } }] : []),
    ]);
    return lead!;
  });
}

export async function getLeadById(db: Database, id: number) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return lead ?? null;
}
