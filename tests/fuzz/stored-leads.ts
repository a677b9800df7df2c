// "Nothing half-written": every lead the fuzz run stored is a whole, valid
// row (it still passes the lead schema it was accepted under) with its
// notification jobs in the outbox.
import { gt, inArray } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { LEAD_REQUEST_TYPES, LEAD_SPAM_REASONS } from "#db/schema/enums.ts";
import { jobs, leads } from "#db/schema/index.ts";
import { OFFICE_LOCATIONS } from "~/lib/company/offices";
import { LEAD_INTEREST_FIELDS, LeadSubmissionSchema, lastTenDigits } from "~/lib/schemas/lead";
import { API_ESTIMATES, type FuzzRun } from "./send.ts";

export type LeadRow = typeof leads.$inferSelect;

export async function leadsAfter(db: Database, lastId: number): Promise<LeadRow[]> {
  return db.select().from(leads).where(gt(leads.id, lastId)).orderBy(leads.id);
}

const isSpamReason = (reason: string | null) => (LEAD_SPAM_REASONS as readonly (string | null)[]).includes(reason);

const orUndefined = <T>(value: T | null) => (value === null ? undefined : value);

/** What is wrong with a stored lead row (empty when it is whole and valid). */
export function leadRowProblems(row: LeadRow): string[] {
  const problems: string[] = [];
  const interest = row.interest && typeof row.interest === "object" ? (row.interest as Record<string, unknown>) : {};
  const unknownInterest = Object.keys(interest).filter((k) => !(LEAD_INTEREST_FIELDS as readonly string[]).includes(k));
  if (unknownInterest.length) problems.push(`interest has unknown keys ${unknownInterest.join(", ")}`);

  const again = LeadSubmissionSchema.safeParse({
    firstName: row.firstName,
    lastName: orUndefined(row.lastName),
    email: orUndefined(row.email),
    phone: row.phone,
    address: orUndefined(row.address),
    message: orUndefined(row.message),
    poolType: orUndefined(row.poolType),
    budgetRange: orUndefined(row.budgetRange),
    timeframe: orUndefined(row.timeframe),
    requestType: row.requestType,
    sourcePage: orUndefined(row.sourcePage),
    nearestBranch: orUndefined(row.nearestBranch),
    zip: orUndefined(row.zip),
    consentToContact: row.consentToContact,
    poolId: orUndefined(row.poolId),
    ...interest,
  });
  if (!again.success)
    problems.push(
      `fails the lead schema: ${JSON.stringify(again.error.issues.map((i) => [i.path.join("."), i.message]))}`,
    );

  if (!row.firstName.trim()) problems.push("empty first name");
  if (row.phoneDigits !== lastTenDigits(row.phone))
    problems.push(`phoneDigits ${row.phoneDigits} does not match ${row.phone}`);
  if (!(LEAD_REQUEST_TYPES as readonly string[]).includes(row.requestType))
    problems.push(`request type ${row.requestType}`);
  // A spam signal classifies: the lead is stored as spam with its reason, a clean one as new.
  if (row.status === "spam" ? !isSpamReason(row.spamReason) : row.status !== "new" || row.spamReason !== null)
    problems.push(`status ${row.status} with spam reason ${row.spamReason}`);
  if (row.status === "spam" && row.salesRepId !== null) problems.push("spam took a sales rep's turn");
  if (row.consentToContact !== (row.consentAt !== null)) problems.push("consentAt does not match consentToContact");
  if (row.nearestBranch !== null) {
    const office = OFFICE_LOCATIONS.find((o) => o.branchLabel === row.nearestBranch);
    const details = row.branchDetails as { id?: unknown } | null;
    if (!office) problems.push(`unknown branch ${row.nearestBranch}`);
    else if (details?.id !== office.id) problems.push("branchDetails missing or for another office");
  }
  if (row.sourcePage !== null && !/^[a-z0-9/_-]*$/.test(row.sourcePage)) problems.push(`sourcePage ${row.sourcePage}`);
  if (!row.createdAt || !row.updatedAt || !row.statusUpdatedAt) problems.push("timestamps missing");
  if (row.isTest) problems.push("marked as a test lead");
  return problems;
}

/** Lead id → kinds of its jobs, for the given leads. */
export async function jobKindsByLead(db: Database, leadIds: number[]): Promise<Map<number, string[]>> {
  const byLead = new Map<number, string[]>(leadIds.map((id) => [id, []]));
  for (let i = 0; i < leadIds.length; i += 1_000) {
    const slice = leadIds.slice(i, i + 1_000);
    const rows = await db
      .select({ leadId: jobs.leadId, kind: jobs.kind })
      .from(jobs)
      .where(inArray(jobs.leadId, slice));
    for (const { leadId, kind } of rows) if (leadId !== null) byLead.get(leadId)?.push(kind);
  }
  return byLead;
}

/**
 * What is wrong with a lead's outbox: one staff notification, and a visitor confirmation exactly when there is an
 * e-mail; none at all for spam.
 */
export function outboxProblems(row: LeadRow, kinds: string[]): string[] {
  const count = (kind: string) => kinds.filter((k) => k === kind).length;
  const problems: string[] = [];
  if (row.status === "spam") return kinds.length ? [`spam queued ${kinds.join(", ")}`] : [];
  if (count("lead.notify-staff") !== 1) problems.push(`${count("lead.notify-staff")} lead.notify-staff jobs`);
  const confirmations = count("lead.confirm-visitor");
  if (confirmations !== (row.email ? 1 : 0))
    problems.push(`${confirmations} lead.confirm-visitor jobs with email ${row.email}`);
  return problems;
}

/**
 * Every lead stored since `lastLeadId`, checked against the run: it must trace
 * (by its user agent, the request's tag) to a request that answered 2xx, a
 * 201 from the API must name it, and it must be whole with its outbox jobs.
 */
export async function checkStoredLeads(db: Database, lastLeadId: number, run: FuzzRun) {
  const stored = await leadsAfter(db, lastLeadId);
  const problems: string[] = [];
  const perTarget = new Map<string, number>();
  const jobKinds = await jobKindsByLead(
    db,
    stored.map((row) => row.id),
  );
  for (const row of stored) {
    const record = row.userAgent ? run.records.get(row.userAgent) : undefined;
    if (!record) {
      problems.push(`lead ${row.id} matches no fuzz request (user agent ${row.userAgent})`);
      continue;
    }
    perTarget.set(record.target, (perTarget.get(record.target) ?? 0) + 1);
    if (record.status < 200 || record.status > 299) {
      problems.push(`lead ${row.id} stored by ${record.tag}, which answered ${record.status}`);
    }
    if (record.target === API_ESTIMATES && record.leadId !== row.id) {
      problems.push(`lead ${row.id} stored by ${record.tag}, whose 201 named lead ${record.leadId}`);
    }
    for (const problem of [...leadRowProblems(row), ...outboxProblems(row, jobKinds.get(row.id) ?? [])]) {
      problems.push(`lead ${row.id} (${record.tag}): ${problem}`);
    }
  }
  const storedIds = new Set(stored.map((row) => row.id));
  for (const record of run.records.values()) {
    if (record.leadId !== undefined && !storedIds.has(record.leadId)) {
      problems.push(`${record.tag} answered 201 with lead ${record.leadId}, which is not stored`);
    }
  }
  return { stored: stored.length, perTarget, problems };
}
