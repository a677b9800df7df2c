// The outbox jobs that tell people about a lead, in one place: what a lead's arrival sends (also when staff restore
// a lead from spam, which is its arrival as far as anyone was told), and what a new rep assignment sends.
import type { DbOrTx } from "#db/index.server.ts";
import { OFFICE_LOCATIONS } from "~/lib/company/offices";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import type { OpeningHours } from "~/lib/company/company-profile";
import { addOfficeMinutes } from "~/lib/company/office-minutes";
import { JOB_PRIORITY, type NewJob, enqueueJobs } from "./jobs.server";

/** Office minutes a new lead may wait for its first contact before its rep's phone is reminded. */
export const UNCONTACTED_ALERT_OFFICE_MINUTES = 15;

export interface ArrivedLead {
  id: number;
  /** Whether the visitor gave an e-mail address to confirm to. */
  hasEmail: boolean;
  /** The opening hours of the lead's office; the company's usual hours when the lead has no office. */
  officeHours?: OpeningHours | null;
  /** When it arrived (default: now). */
  arrivedAt?: Date;
}

const PRIMARY_OFFICE_HOURS =
  DEFAULT_COMPANY_PROFILE.offices[OFFICE_LOCATIONS.find((office) => office.isPrimary)!.id].hours;

/**
 * The jobs of leads that arrived (or were restored from spam): the staff alert first, then the visitor's
 * confirmation, and a reminder to the rep's phone due once the lead has waited 15 minutes of office hours.
 */
export function leadArrivalJobs(arrived: readonly ArrivedLead[], now = new Date()): NewJob[] {
  return arrived.flatMap(({ id: leadId, hasEmail, officeHours, arrivedAt = now }) => [
    { kind: "lead.notify-staff", leadId, payload: { leadId }, priority: JOB_PRIORITY.staffAlert },
    ...(hasEmail
      ? [{ kind: "lead.confirm-visitor", leadId, payload: { leadId }, priority: JOB_PRIORITY.visitor }]
      : []),
    {
      kind: "lead.uncontacted-alert",
      leadId,
      payload: { leadId },
      priority: JOB_PRIORITY.staffAlert,
      runAt: addOfficeMinutes(arrivedAt, UNCONTACTED_ALERT_OFFICE_MINUTES, officeHours ?? PRIMARY_OFFICE_HOURS),
    },
  ]);
}

export async function enqueueLeadArrival(tx: DbOrTx, arrived: readonly ArrivedLead[], now = new Date()): Promise<void> {
  await enqueueJobs(tx, leadArrivalJobs(arrived, now));
}

/** A lead given to a rep after its arrival (reassigned by staff, or moved to another office): that rep is told. */
export async function enqueueLeadReassigned(tx: DbOrTx, leadId: number, repId: number): Promise<void> {
  await enqueueJobs(tx, [
    { kind: "lead.notify-assignee", leadId, payload: { leadId, repId }, priority: JOB_PRIORITY.staffAlert },
  ]);
}
