// The outbox jobs that tell people about a lead, in one place: what a lead's arrival sends (also when staff restore
// a lead from spam, which is its arrival as far as anyone was told), and what a new rep assignment sends.
import type { DbOrTx } from "#db/index.server.ts";
import { JOB_PRIORITY, type NewJob, enqueueJobs } from "./jobs.server";

export interface ArrivedLead {
  id: number;
  /** Whether the visitor gave an e-mail address to confirm to. */
  hasEmail: boolean;
}

/** The jobs of leads that arrived (or were restored from spam): the staff alert first, then the visitor's confirmation. */
export function leadArrivalJobs(arrived: readonly ArrivedLead[]): NewJob[] {
  return arrived.flatMap(({ id: leadId, hasEmail }) => [
    { kind: "lead.notify-staff", leadId, payload: { leadId }, priority: JOB_PRIORITY.staffAlert },
    ...(hasEmail
      ? [{ kind: "lead.confirm-visitor", leadId, payload: { leadId }, priority: JOB_PRIORITY.visitor }]
      : []),
  ]);
}

export async function enqueueLeadArrival(tx: DbOrTx, arrived: readonly ArrivedLead[]): Promise<void> {
  await enqueueJobs(tx, leadArrivalJobs(arrived));
}

/** A lead given to a rep after its arrival (reassigned by staff, or moved to another office): that rep is told. */
export async function enqueueLeadReassigned(tx: DbOrTx, leadId: number, repId: number): Promise<void> {
  await enqueueJobs(tx, [
    { kind: "lead.notify-assignee", leadId, payload: { leadId, repId }, priority: JOB_PRIORITY.staffAlert },
  ]);
}
