import { and, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { isRefusedWrite } from "#db/refused-write.ts";
import { type LeadAttribution, leadDesigns, leadInterestedPools, leads, pools } from "#db/schema/index.ts";
import { leadAttributionColumns } from "~/lib/attribution/attribution";
import type { LeadDesignRecord } from "~/lib/designer/design-lead";
import type { LeadOfficeRule, LeadSpamReason } from "#db/schema/enums.ts";
import type { OfficeId } from "~/lib/company/offices";
import { type Office, getOffice } from "~/lib/company/company-profile";
import { chooseLeadOffice } from "~/lib/leads/lead-office-routing";
import { officeOfZip } from "~/lib/company/zip-codes.server";
import { loadCompany } from "./company.server";
import { enqueueLeadArrival } from "./lead-notifications.server";
import { salesRepTurns } from "./lead-assignment.server";
import { type RateLimitResult, type RateLimitedEvent, consumeRateLimits } from "./rate-limits.server";
import { writeBatcher } from "./write-batches.server";
import { type NewsletterConsent, takeSubscriptions } from "./newsletter-subscribers.server";
import { LEAD_INTEREST_FIELDS, type LeadSubmission, lastTenDigits } from "~/lib/schemas/lead";

export const DUPLICATE_WINDOW_DAYS = 30;

export interface LeadContext {
  userAgent?: string | null;
  firstTouch?: LeadAttribution | null;
  lastTouch?: LeadAttribution | null;
  /** The designer's priced design, stored in the same transaction as the lead (lead_designs). */
  design?: LeadDesignRecord | null;
  /**
   * Why the lead arrives as spam (null: it does not). Spam is stored like any lead but with status "spam": no
   * notification, no sales rep's turn, and no later lead is linked to it as a duplicate.
   */
  spamReason?: LeadSpamReason | null;
  /** Milliseconds between the form being shown and sent, from its signed token (null: no token). */
  sentAfterMs?: number | null;
  /** The lead's "Send me pool tips" consent: its address is signed up in the lead's transaction (not for spam). */
  newsletter?: Omit<NewsletterConsent, "leadId"> | null;
  now?: Date;
}

/** The most leads one transaction stores (write-batches.server.ts). */
const MAX_LEADS_PER_BATCH = 64;

interface LeadToStore {
  /** The limit the lead is counted against, in the same transaction that stores it. */
  rateLimit: RateLimitedEvent | null;
  input: LeadSubmission;
  context: LeadContext;
  now: Date;
  digits: string | null;
  email: string | null;
  office: Office | null;
  officeRule: LeadOfficeRule | null;
  spam: boolean;
}

export interface StoredLead {
  kind: "stored";
  id: number;
  createdAt: Date;
  possibleDuplicateOf: number | null;
  /** The office the lead went to (its branch label), null when nothing named one. */
  nearestBranch: string | null;
  status: string;
}

/** The answer of createLeadWithinLimit: the stored lead, or the refusal of the limit (nothing stored). */
export type LeadWithinLimit = StoredLead | ({ kind: "rate-limited" } & RateLimitResult);

/**
 * Stores a lead and its staff-notification jobs, committed together before
 * this resolves, so a lead is never acknowledged without both. Leads
 * arriving together are stored in one transaction (write-batches.server.ts).
 */
export async function createLead(db: Database, input: LeadSubmission, context: LeadContext = {}): Promise<StoredLead> {
  const result = await leadWrites.write(db, await leadToStore(db, input, context, null));
  if (result.kind !== "stored") throw new Error("a lead without a limit was refused by one");
  return result;
}

/**
 * createLead, counting the lead against `rateLimit` first in the same
 * transaction: past the limit nothing is stored. One transaction per batch
 * for both, so a burst of leads waits for one round of the database, not two.
 */
export async function createLeadWithinLimit(
  db: Database,
  input: LeadSubmission,
  context: LeadContext,
  rateLimit: RateLimitedEvent,
): Promise<LeadWithinLimit> {
  return leadWrites.write(db, await leadToStore(db, input, context, rateLimit));
}

async function leadToStore(
  db: Database,
  input: LeadSubmission,
  context: LeadContext,
  rateLimit: RateLimitedEvent | null,
): Promise<LeadToStore> {
  const now = context.now ?? new Date();
  const choice = chooseLeadOffice(
    {
      zip: input.zip,
      phone: input.phone,
      nearestBranch: input.nearestBranch,
      nearestBranchSource: input.nearestBranchSource,
    },
    officeOfZip,
  );
  return {
    rateLimit: rateLimit && { now, ...rateLimit },
    input,
    context,
    now,
    digits: lastTenDigits(input.phone),
    email: input.email?.toLowerCase() ?? null,
    // The lead keeps the office's contact details as they were when it came in.
    office: choice ? getOffice(await loadCompany(db), choice.officeId) : null,
    officeRule: choice?.rule ?? null,
    spam: !!context.spamReason,
  };
}

/**
 * A lead with the same phone or e-mail as one already in the batch waits for the next: the duplicate
 * look-up of a multi-row insert sees only leads stored before it.
 */
const sharesContact = (batch: readonly LeadToStore[], lead: LeadToStore) =>
  batch.some((other) => (lead.digits && other.digits === lead.digits) || (lead.email && other.email === lead.email));

const leadWrites = writeBatcher("leads", storeLeads, {
  maxBatch: MAX_LEADS_PER_BATCH,
  fits: (batch, lead) => !sharesContact(batch, lead),
  // One lead the database refuses must not cost the others theirs.
  retryAloneWhen: isRefusedWrite,
});

async function storeLeads(db: Database, leadsSent: LeadToStore[]): Promise<LeadWithinLimit[]> {
  return db.transaction(async (tx) => {
    const counted = await consumeRateLimits(
      tx,
      leadsSent.flatMap((lead) => (lead.rateLimit ? [lead.rateLimit] : [])),
    );
    const verdicts = leadsSent.map((lead) => (lead.rateLimit ? counted.shift()! : null));
    const batch = leadsSent.filter((_, i) => verdicts[i]?.allowed !== false);
    const stored = batch.length ? await insertLeads(tx, batch) : [];
    return verdicts.map((verdict) =>
      verdict?.allowed === false
        ? { kind: "rate-limited" as const, ...verdict }
        : { kind: "stored" as const, ...stored.shift()! },
    );
  });
}

/** The leads and their e-mail jobs: one insert each, whatever the number of leads. */
async function insertLeads(tx: DbOrTx, batch: LeadToStore[]) {
  const salesReps = await assignSalesReps(tx, batch);
  const duplicates = await earlierLeadsWithSameContact(tx, batch);
  const knownPools = await existingPools(tx, batch);
  const stored = await tx
    .insert(leads)
    .values(
      batch.map((lead, i) =>
        leadRow(lead, {
          salesRepId: salesReps[i]!,
          possibleDuplicateOf: duplicates[i]!,
          // A stale or made-up poolId must not lose the lead: keep it only if the pool exists.
          poolId: lead.input.poolId && knownPools.has(lead.input.poolId) ? lead.input.poolId : null,
        }),
      ),
    )
    .returning({
      id: leads.id,
      createdAt: leads.createdAt,
      possibleDuplicateOf: leads.possibleDuplicateOf,
      nearestBranch: leads.nearestBranch,
      status: leads.status,
    });
  const interestedPools = stored.flatMap(({ id: leadId }, i) =>
    batch[i]!.input.interestedPoolIds.map((poolId, position) => ({ leadId, poolId, position })),
  );
  if (interestedPools.length) await tx.insert(leadInterestedPools).values(interestedPools);
  const designs = stored.flatMap(({ id: leadId }, i) => {
    const design = batch[i]!.context.design;
    // A pool withdrawn since keeps its name in the design; its id is kept only while the row exists.
    return design
      ? [{ leadId, ...design, poolId: design.poolId && knownPools.has(design.poolId) ? design.poolId : null }]
      : [];
  });
  if (designs.length) await tx.insert(leadDesigns).values(designs);
  await takeSubscriptions(
    tx,
    stored.flatMap(({ id }, i) => {
      const { spam, context } = batch[i]!;
      return !spam && context.newsletter ? [{ ...context.newsletter, leadId: id }] : [];
    }),
  );
  // Spam tells no one: staff review it in the lead desk's spam view, and "Not spam" sends these then.
  await enqueueLeadArrival(
    tx,
    stored.flatMap(({ id }, i) => {
      const lead = batch[i]!;
      if (lead.spam) return [];
      return [{ id, hasEmail: !!lead.input.email, officeHours: lead.office?.openingHours, arrivedAt: lead.now }];
    }),
  );
  return stored;
}

/**
 * Round-robin among each office's active sales users, in the order the leads came (none: unassigned). Spam takes
 * no one's turn: it stays unassigned.
 */
async function assignSalesReps(tx: DbOrTx, batch: LeadToStore[]): Promise<(number | null)[]> {
  const turns = new Map<OfficeId, { reps: number[]; next: number }>();
  for (const { office, spam } of batch) {
    if (office && !spam && !turns.has(office.id)) {
      turns.set(office.id, { reps: await salesRepTurns(tx, office.id), next: 0 });
    }
  }
  return batch.map(({ office, spam }) => {
    const turn = office && !spam ? turns.get(office.id) : undefined;
    if (!turn?.reps.length) return null;
    return turn.reps[turn.next++ % turn.reps.length]!;
  });
}

const windowStart = (now: Date) => new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 24 * 60 * 60 * 1000);

/**
 * For each lead of the batch, the latest lead of the last DUPLICATE_WINDOW_DAYS with the same last ten
 * phone digits or the same e-mail (null: none). Two look-ups for the whole batch, each taking only the
 * latest lead per number or address. Spam is never the earlier lead: a real person's request must not read as
 * a repeat of a bot's post that used their number (staff would pass it over). A spam lead may still point to
 * an earlier real one, which helps whoever reviews it.
 */
async function earlierLeadsWithSameContact(tx: DbOrTx, batch: LeadToStore[]): Promise<(number | null)[]> {
  const digits = [...new Set(batch.flatMap((lead) => (lead.digits ? [lead.digits] : [])))];
  const emails = [...new Set(batch.flatMap((lead) => (lead.email ? [lead.email] : [])))];
  const since = windowStart(batch.reduce((first, lead) => (lead.now < first ? lead.now : first), batch[0]!.now));
  const lowerEmail = sql<string>`lower(${leads.email})`;
  // A lead merged into another stands for the lead that remains, which now holds its history.
  const leadOrSurvivor = sql<number>`coalesce(${leads.mergedIntoId}, ${leads.id})`;
  const [byPhone, byEmail] = [
    digits.length
      ? await tx
          .selectDistinctOn([leads.phoneDigits], {
            key: leads.phoneDigits,
            id: leadOrSurvivor,
            createdAt: leads.createdAt,
          })
          .from(leads)
          .where(and(inArray(leads.phoneDigits, digits), gte(leads.createdAt, since), ne(leads.status, "spam")))
          .orderBy(leads.phoneDigits, desc(leads.createdAt))
      : [],
    emails.length
      ? await tx
          .selectDistinctOn([lowerEmail], { key: lowerEmail, id: leadOrSurvivor, createdAt: leads.createdAt })
          .from(leads)
          .where(and(inArray(lowerEmail, emails), gte(leads.createdAt, since), ne(leads.status, "spam")))
          .orderBy(lowerEmail, desc(leads.createdAt))
      : [],
  ].map((rows) => new Map(rows.map((row) => [row.key, row])));
  return batch.map((lead) => {
    const matches = [lead.digits && byPhone!.get(lead.digits), lead.email && byEmail!.get(lead.email)]
      .filter((match) => !!match)
      .filter((match) => match.createdAt >= windowStart(lead.now))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return matches[0]?.id ?? null;
  });
}

/** Which of the batch's pool ids exist. */
async function existingPools(tx: DbOrTx, batch: LeadToStore[]): Promise<Set<number>> {
  const ids = [...new Set(batch.flatMap((lead) => (lead.input.poolId ? [lead.input.poolId] : [])))];
  if (!ids.length) return new Set();
  const rows = await tx.select({ id: pools.id }).from(pools).where(inArray(pools.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The office's contact details as a lead keeps them (as they were when the lead came to that office). */
export function branchDetailsOf(office: Office) {
  return { id: office.id, name: office.name, phone: office.phone, email: office.email, city: office.city };
}

function leadRow(
  { input, context, now, digits, office, officeRule }: LeadToStore,
  links: { salesRepId: number | null; possibleDuplicateOf: number | null; poolId: number | null },
) {
  const interest = Object.fromEntries(
    LEAD_INTEREST_FIELDS.flatMap((field) => (input[field] ? [[field, input[field]]] : [])),
  );
  return {
    firstName: input.firstName,
    lastName: input.lastName ?? null,
    email: input.email ?? null,
    phone: input.phone,
    phoneDigits: digits,
    address: input.address ?? null,
    zip: input.zip ?? null,
    poolType: input.poolType ?? null,
    budgetRange: input.budgetRange ?? null,
    timeframe: input.timeframe ?? null,
    message: input.message ?? null,
    requestType: input.requestType,
    sourcePage: input.sourcePage ?? null,
    language: input.language,
    status: context.spamReason ? "spam" : "new",
    spamReason: context.spamReason ?? null,
    sentAfterMs: context.sentAfterMs ?? null,
    nearestBranch: office?.branchLabel ?? null,
    officeRule,
    branchDetails: office ? branchDetailsOf(office) : null,
    consentToContact: input.consentToContact,
    consentAt: input.consentToContact ? now : null,
    interest: Object.keys(interest).length ? interest : null,
    firstTouch: context.firstTouch ?? null,
    lastTouch: context.lastTouch ?? null,
    // The same attribution as columns, for the source report and the ad-platform exports (decision 033).
    ...leadAttributionColumns(context.firstTouch, context.lastTouch),
    userAgent: context.userAgent?.slice(0, 500) ?? null,
    ...links,
    createdAt: now,
    updatedAt: now,
    statusUpdatedAt: now,
  };
}

export async function getLeadById(db: Database, id: number) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return lead ?? null;
}

/** A pool a lead names as one the visitor is interested in, with what staff need to recognise it. */
export interface InterestedPool {
  id: number;
  slug: string;
  name: string;
  manufacturer: string | null;
  size: string | null;
  isActive: boolean;
}

/** The pools each lead names (decision 029), in the visitor's order; leads naming none are absent from the map. */
export async function listInterestedPools(
  db: DbOrTx,
  leadIds: readonly number[],
): Promise<Map<number, InterestedPool[]>> {
  const byLead = new Map<number, InterestedPool[]>();
  if (!leadIds.length) return byLead;
  const rows = await db
    .select({
      leadId: leadInterestedPools.leadId,
      id: pools.id,
      slug: pools.slug,
      name: pools.name,
      manufacturer: pools.manufacturer,
      size: pools.size,
      isActive: pools.isActive,
    })
    .from(leadInterestedPools)
    .innerJoin(pools, eq(pools.id, leadInterestedPools.poolId))
    .where(inArray(leadInterestedPools.leadId, [...leadIds]))
    .orderBy(leadInterestedPools.leadId, leadInterestedPools.position);
  for (const { leadId, ...pool } of rows) {
    const list = byLead.get(leadId);
    if (list) list.push(pool);
    else byLead.set(leadId, [pool]);
  }
  return byLead;
}
