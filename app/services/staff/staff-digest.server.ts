// What one staff member's morning digest says (app/lib/staff/daily-digest.ts renders it): read from the models at
// the moment it is sent, so a task done at 7:29 is not in it.
import type { Database } from "#db/index.server.ts";
import { officeDateTimeToInstant, officeWallClock } from "~/lib/company/office-time";
import { addDays, formatSlotTime } from "~/lib/consultations/consultation-slots";
import type { Company } from "~/lib/company/company-profile";
import { LEAD_STATUS_LABELS, type LeadStatus } from "~/lib/leads/lead-status";
import { visitorName } from "~/lib/leads/lead-emails";
import { can } from "~/lib/staff/permissions";
import {
  DIGEST_LIST_LIMIT,
  type DigestConsultation,
  type DigestLead,
  type DigestTask,
  type RepCounts,
  type StaffDigest,
  capped,
} from "~/lib/staff/daily-digest";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { listUncontactedLeads } from "~/models/lead-stats.server";
import type { StaffUser } from "~/models/staff.server";
import { countOpenLeadsPerRep, listConsultationsOf, listUnassignedOpenLeads } from "~/models/staff-digest.server";
import { listAssignableStaff } from "~/models/lead-lists.server";
import { type OwnerTask, listOwnerTasks } from "~/models/lead-tasks.server";
import { countOverdueTasksPerOwner } from "~/models/lead-task-overdue.server";
import { formatTaskDue, leadTaskKindLabel } from "~/lib/leads/lead-tasks";
import { countStaleLeadsPerRep, getStaleLimits, listStaleLeadsOfRep } from "~/models/stale-leads.server";
import { describeAge } from "~/lib/leads/lead-stats";

/** The digest of `staff` for the office date `date`, as things stand at `now`. */
export async function buildStaffDigest(
  db: Database,
  company: Company,
  staff: StaffUser,
  date: string,
  now = new Date(),
): Promise<StaffDigest> {
  const dayStart = officeDateTimeToInstant(date, "00:00");
  const dayEnd = officeDateTimeToInstant(addDays(date, 1), "00:00");
  // Digests leave test leads out, whatever the recipient's screen shows.
  const viewer = { ...staff, testModePreference: false };
  const isManager = can(staff.role, "leads.all");

  const limits = await getStaleLimits(db);
  const [visits, tasks, stale, staleCounts] = await Promise.all([
    listConsultationsOf(db, staff.id, dayStart, dayEnd),
    listOwnerTasks(db, staff, now),
    listStaleLeadsOfRep(db, staff.id, { now, limits, limit: DIGEST_LIST_LIMIT }),
    countStaleLeadsPerRep(db, { now, limits }),
  ]);
  const manager = isManager ? await managerPart(db, viewer, now, staleCounts) : null;
  const consultations: DigestConsultation[] = visits.map((visit) => ({
    leadId: visit.leadId,
    leadName: visitorName(visit.firstName, visit.lastName),
    time: formatSlotTime(officeWallClock(visit.at).time),
    where:
      visit.kind === "booked"
        ? `${company.offices.find((office) => office.id === visit.officeId)?.name ?? "An"} office, booked online`
        : "Visit planned on the lead desk",
  }));
  return {
    date,
    recipient: { name: staff.username, email: staff.email },
    overdueTasks: capped(tasks.overdue.map(digestTask)),
    todayTasks: capped(tasks.today.map(digestTask)),
    staleLeads: capped(
      stale.map((lead) => ({
        leadId: lead.id,
        leadName: visitorName(lead.firstName, lead.lastName),
        detail: `${LEAD_STATUS_LABELS[lead.status]}, idle ${describeAge(now.getTime() - lead.idleSince.getTime())}`,
      })),
      staleCounts.find((row) => row.repId === staff.id)?.count ?? stale.length,
    ),
    consultations,
    manager,
  };
}

function digestTask(task: OwnerTask): DigestTask {
  return {
    leadId: task.leadId,
    leadName: task.leadName,
    what: leadTaskKindLabel(task.kind),
    due: formatTaskDue(task.dueOn, task.dueTime),
    note: task.note,
  };
}

async function managerPart(
  db: Database,
  viewer: StaffUser,
  now: Date,
  stale: Awaited<ReturnType<typeof countStaleLeadsPerRep>>,
): Promise<StaffDigest["manager"]> {
  const [unassigned, uncontacted, perRep, overdue, staff] = await Promise.all([
    listUnassignedOpenLeads(db, viewer, DIGEST_LIST_LIMIT),
    listUncontactedLeads(db, viewer, DIGEST_LIST_LIMIT),
    countOpenLeadsPerRep(db),
    countOverdueTasksPerOwner(db, now),
    listAssignableStaff(db),
  ]);
  const staleOf = new Map(stale.map((row) => [row.repId, row.count]));
  const waitingSince = (status: string, createdAt: Date) =>
    `${LEAD_STATUS_LABELS[status as LeadStatus] ?? status}, waiting since ${formatStaffDateTime(createdAt)}`;
  const asLine = (lead: { id: number; firstName: string; lastName: string | null }, detail: string): DigestLead => ({
    leadId: lead.id,
    leadName: visitorName(lead.firstName, lead.lastName),
    detail,
  });
  const countsOf = new Map(perRep.map((row) => [row.repId, row]));
  const reps: RepCounts[] = staff
    .map((member) => ({
      name: member.username,
      openLeads: countsOf.get(member.id)?.openLeads ?? 0,
      uncontacted: countsOf.get(member.id)?.uncontacted ?? 0,
      overdueTasks: overdue.get(member.id) ?? 0,
      staleLeads: staleOf.get(member.id) ?? 0,
    }))
    .filter((rep) => rep.openLeads + rep.overdueTasks + rep.staleLeads > 0);
  return {
    unassigned: capped(
      unassigned.oldest.map((lead) => asLine(lead, waitingSince(lead.status, lead.createdAt))),
      unassigned.total,
    ),
    uncontacted: capped(
      uncontacted.oldest.map((lead) => asLine(lead, `Arrived ${formatStaffDateTime(lead.createdAt)}`)),
      uncontacted.total,
    ),
    reps,
  };
}
