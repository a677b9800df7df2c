// Leads for the tests: made through createLead (the app's one way in), each tagged with a source page of its own so
// a test sees only its leads in a database other test files share; or, where a test needs columns intake never
// sets, written as a row. The payloads of the public forms and the API are in lead-payloads.ts.
import { asc, eq } from "drizzle-orm";
import type { LeadSpamReason } from "#db/schema/enums.ts";
import { jobs, leadEvents, leadStatusHistory, leadTasks, leads } from "#db/schema/index.ts";
import { LeadSubmissionSchema } from "~/lib/schemas/lead";
import { createLead } from "~/models/leads.server";
import { uniquePhone } from "./lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";

let tagCounter = 0;

/** A source page no other test uses (leads are filtered by it). */
export function uniqueSource(name = "ld"): string {
  tagCounter += 1;
  return `${name}-${process.pid}-${Date.now().toString(36)}-${tagCounter}`;
}

export interface TestLeadOptions {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  message?: string;
  address?: string;
  requestType?: "contact" | "estimate" | "consultation";
  sourcePage: string;
  nearestBranch?: string;
  createdAt?: Date;
  isTest?: boolean;
  /** The staff member the lead is assigned to after intake (null: nobody), whoever routing gave it to. */
  salesRepId?: number | null;
  /** The language of the site the lead was sent from (English unless given). */
  language?: "en" | "es";
}

/** Stores a lead as the website would, then applies what the website cannot set (test flag, a chosen rep). */
export async function makeLead(options: TestLeadOptions): Promise<number> {
  const { db } = await getTestApp();
  const input = LeadSubmissionSchema.parse({
    firstName: options.firstName ?? "Test",
    lastName: options.lastName ?? "Lead",
    email: options.email,
    phone: options.phone ?? uniquePhone(),
    message: options.message ?? "We would like a pool.",
    address: options.address,
    requestType: options.requestType ?? "estimate",
    sourcePage: options.sourcePage,
    nearestBranch: options.nearestBranch,
    consentToContact: true,
    language: options.language,
  });
  const lead = await createLead(db, input, { now: options.createdAt });
  if (options.isTest) await db.update(leads).set({ isTest: true }).where(eq(leads.id, lead.id));
  if (options.salesRepId !== undefined) {
    await db.update(leads).set({ salesRepId: options.salesRepId }).where(eq(leads.id, lead.id));
  }
  return lead.id;
}

/**
 * A lead filed as spam when it arrived (a filled honeypot, a missing, forged or reused form-time cookie), or by staff: stored as the
 * website stores any lead, then given the status and reason the intake or the desk gives it.
 */
export async function makeSpamLead(options: TestLeadOptions, spamReason: LeadSpamReason): Promise<number> {
  const { db } = await getTestApp();
  const id = await makeLead(options);
  await db.update(leads).set({ status: "spam", spamReason }).where(eq(leads.id, id));
  return id;
}

/**
 * What a lead's arrival queues, sorted as jobKindsOfLead gives them: the staff alert, the visitor's confirmation
 * (with an e-mail address) and the reminder to the rep's phone if nobody has contacted the lead by then.
 */
export const ARRIVAL_JOB_KINDS = ["lead.confirm-visitor", "lead.notify-staff", "lead.uncontacted-alert"];
export const ARRIVAL_JOB_KINDS_WITHOUT_EMAIL = ["lead.notify-staff", "lead.uncontacted-alert"];

/** The kinds of the outbox jobs a lead queued, sorted (what its arrival will send). */
export async function jobKindsOfLead(leadId: number): Promise<string[]> {
  const { db } = await getTestApp();
  const rows = await db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.leadId, leadId)).orderBy(asc(jobs.kind));
  return rows.map((row) => row.kind);
}

/** The stored leads with this phone number as typed (tests give each lead its own number). */
export async function leadsWithPhone(phone: string) {
  const { db } = await getTestApp();
  return db.select().from(leads).where(eq(leads.phone, phone));
}

/**
 * A lead row written straight to the table, with columns the website never sets at intake (a past date, a status,
 * a won value, attribution), for the reports and desk figures that read them. `updatedAt` follows `createdAt`.
 */
export async function insertLeadRow(values: Partial<typeof leads.$inferInsert> = {}): Promise<number> {
  const { db } = await getTestApp();
  const [row] = await db
    .insert(leads)
    .values({ firstName: "Test", phone: uniquePhone(), updatedAt: values.createdAt, ...values })
    .returning({ id: leads.id });
  return row!.id;
}

export async function leadRow(id: number) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

/** The lead names of a list page, in the order shown (the name links of the table; phones get the same as cards). */
export function namesIn(html: string): string[] {
  const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
  return [...table.matchAll(/<a[^>]*href="\/admin\/leads\/\d+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
}

/** "Showing 1–25 of 30 leads" → { first: 1, last: 25, total: "30" }. */
export function shownRange(text: string) {
  const match =
    /Showing (?:<strong>)?([\d,]+)(?:<\/strong>)?–(?:<strong>)?([\d,]+)(?:<\/strong>)? of (?:<strong>)?([\d,+]+)/.exec(
      text,
    );
  return match ? { first: Number(match[1]), last: Number(match[2]), total: match[3] } : null;
}

/** A lead's history rows, oldest first. */
export async function historyOf(leadId: number) {
  const { db } = await getTestApp();
  return db
    .select()
    .from(leadStatusHistory)
    .where(eq(leadStatusHistory.leadId, leadId))
    .orderBy(asc(leadStatusHistory.id));
}

/** The one-time message a staff action left for the next page (the ffp_flash cookie), decoded. */
export const flashOf = (response: Response) =>
  decodeURIComponent(response.headers.getSetCookie().find((c) => c.startsWith("ffp_flash=")) ?? "");

/** A lead's tasks (lead_tasks rows), in the order they were added. */
export async function tasksOf(leadId: number) {
  const { db } = await getTestApp();
  return db.select().from(leadTasks).where(eq(leadTasks.leadId, leadId)).orderBy(asc(leadTasks.id));
}

/** A lead's history lines other than status changes, calls and comments (lead_events rows), oldest first. */
export async function leadEventsOf(leadId: number) {
  const { db } = await getTestApp();
  return db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.id));
}
