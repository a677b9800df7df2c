// One lead as its page shows it (/admin/leads/:leadId): the lead, if the viewer may open it, with its history,
// calls, comments, appointments, e-mails, pools of interest and design.
import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { ACTIVE_APPOINTMENT_STATUSES } from "#db/schema/enums.ts";
import { adminUsers, appointments, leadCalls, leadComments, leadStatusHistory, leads } from "#db/schema/index.ts";
import { listJobsForLead } from "./jobs.server";
import { type InterestedPool, listInterestedPools } from "./leads.server";
import { type LeadDesignRow, listLeadDesigns } from "./designs.server";
import { type LeadViewer, leadsInReach } from "./lead-visibility.server";
import { type LeadEventRow, listLeadEvents } from "./lead-events.server";
import { type LeadTaskRow, listLeadTasks } from "./lead-tasks.server";

/** The staff member a list or lead page is for: what they may see, and who "me" is. */
export type LeadDeskViewer = LeadViewer;

/** Every column of a lead but its search document, which only the search reads. */
export const { searchDocument: _searchDocument, ...leadColumns } = getTableColumns(leads);

export type LeadRecord = Omit<typeof leads.$inferSelect, "searchDocument">;

/** A lead the viewer may open (leadsInReach), or null: one out of their reach answers as one that does not exist. */
export async function getLead(db: DbOrTx, viewer: LeadDeskViewer, id: number): Promise<LeadRecord | null> {
  const [lead] = await db
    .select(leadColumns)
    .from(leads)
    .where(and(eq(leads.id, id), leadsInReach(viewer)))
    .limit(1);
  return lead ?? null;
}

export interface LeadStatusChange {
  id: number;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  changedAt: Date;
  changedBy: string | null;
  /** LEAD_HISTORY_ACTORS: a customer's online change has no staff member. */
  actor: string;
}

export interface LeadComment {
  id: number;
  comment: string;
  author: string;
  createdAt: Date;
}

export type LeadAppointment = typeof appointments.$inferSelect;

export interface LeadCall {
  id: number;
  outcome: string;
  note: string | null;
  calledAt: Date;
  calledBy: string | null;
}

export interface LeadDetail {
  lead: LeadRecord;
  salesRepName: string | null;
  duplicateOf: { id: number; firstName: string; lastName: string | null } | null;
  history: LeadStatusChange[];
  calls: LeadCall[];
  comments: LeadComment[];
  appointments: LeadAppointment[];
  emails: Awaited<ReturnType<typeof listJobsForLead>>;
  /** The pools the visitor said they are interested in, in their order. */
  interestedPools: InterestedPool[];
  /** The design sent with "Send me this design" (null: none). */
  design: LeadDesignRow | null;
  /** History lines other than status changes, calls and comments (tasks, merges). */
  events: LeadEventRow[];
  tasks: LeadTaskRow[];
}

/** A lead with everything its page shows, or null for an unknown id or a lead out of the viewer's reach. */
export async function getLeadDetail(db: Database, viewer: LeadDeskViewer, id: number): Promise<LeadDetail | null> {
  const lead = await getLead(db, viewer, id);
  if (!lead) return null;
  const [rep] = lead.salesRepId
    ? await db.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, lead.salesRepId))
    : [];
  const [duplicateOf] = lead.possibleDuplicateOf
    ? await db
        .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName })
        .from(leads)
        .where(and(eq(leads.id, lead.possibleDuplicateOf), leadsInReach(viewer)))
    : [];
  const history = await db
    .select({
      id: leadStatusHistory.id,
      fromStatus: leadStatusHistory.fromStatus,
      toStatus: leadStatusHistory.toStatus,
      note: leadStatusHistory.note,
      changedAt: leadStatusHistory.changedAt,
      changedBy: adminUsers.username,
      actor: leadStatusHistory.actor,
    })
    .from(leadStatusHistory)
    .leftJoin(adminUsers, eq(adminUsers.id, leadStatusHistory.changedById))
    .where(eq(leadStatusHistory.leadId, id))
    .orderBy(asc(leadStatusHistory.changedAt), asc(leadStatusHistory.id));
  const calls = await db
    .select({
      id: leadCalls.id,
      outcome: leadCalls.outcome,
      note: leadCalls.note,
      calledAt: leadCalls.calledAt,
      calledBy: adminUsers.username,
    })
    .from(leadCalls)
    .leftJoin(adminUsers, eq(adminUsers.id, leadCalls.calledById))
    .where(eq(leadCalls.leadId, id))
    .orderBy(asc(leadCalls.calledAt), asc(leadCalls.id));
  const comments = await db
    .select({
      id: leadComments.id,
      comment: leadComments.comment,
      author: leadComments.author,
      createdAt: leadComments.createdAt,
    })
    .from(leadComments)
    .where(eq(leadComments.leadId, id))
    .orderBy(desc(leadComments.createdAt), desc(leadComments.id));
  const leadAppointments = await db
    .select()
    .from(appointments)
    .where(eq(appointments.leadId, id))
    .orderBy(sql`${appointments.scheduledAt} asc nulls last`, asc(appointments.id));
  const emails = await listJobsForLead(db, id);
  const interestedPools = (await listInterestedPools(db, [id])).get(id) ?? [];
  const design = (await listLeadDesigns(db, [id])).get(id) ?? null;
  const events = await listLeadEvents(db, id);
  const tasks = await listLeadTasks(db, id);
  return {
    lead,
    salesRepName: rep?.username ?? null,
    duplicateOf: duplicateOf ?? null,
    history,
    calls,
    comments,
    appointments: leadAppointments,
    emails,
    interestedPools,
    design,
    events,
    tasks,
  };
}

/** A lead's appointments still to come (pending or confirmed, from now on), soonest first. */
export function upcomingAppointments(list: readonly LeadAppointment[], now = new Date()): LeadAppointment[] {
  return list
    .filter((a) => a.scheduledAt !== null && a.scheduledAt >= now && ACTIVE_APPOINTMENT_STATUSES.includes(a.status))
    .sort((a, b) => a.scheduledAt!.getTime() - b.scheduledAt!.getTime());
}
