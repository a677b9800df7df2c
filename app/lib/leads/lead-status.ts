// The statuses of a lead (decision 008) and the rules of changing them. Isomorphic:
// the lead pages show the labels and pills, the models apply the rules.
//
// Decision: a lead may move from any status to any other. Real sales work is
// not a straight line (a lost lead calls back, a "won" deal falls through, a
// lead marked spam by mistake is restored), so the desk does not block moves;
// instead every change is recorded (who, when, from, to) in a history that
// nobody can edit. Only a "change" to the status a lead already has is
// refused, because it would record nothing.
import { LEAD_STATUSES, type LeadStatus } from "#db/schema/enums.ts";

export { LEAD_STATUSES, type LeadStatus };

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  "consultation scheduled": "Consultation scheduled",
  "proposal sent": "Proposal sent",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** The statuses of a lead still being worked: neither closed (won, lost) nor spam. */
export const OPEN_LEAD_STATUSES = [
  "new",
  "contacted",
  "qualified",
  "consultation scheduled",
  "proposal sent",
] as const satisfies readonly LeadStatus[];

/**
 * Pill colours: each pairs a light background with a dark text of the same
 * hue (WCAG AA at text-xs), and the label is always written out, so colour is
 * never the only signal.
 */
export const LEAD_STATUS_PILL_CLASSES: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900 ring-sky-300",
  contacted: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  qualified: "bg-violet-100 text-violet-900 ring-violet-300",
  "consultation scheduled": "bg-amber-100 text-amber-900 ring-amber-300",
  "proposal sent": "bg-orange-100 text-orange-900 ring-orange-300",
  won: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  lost: "bg-slate-200 text-slate-800 ring-slate-300",
  spam: "bg-red-100 text-red-900 ring-red-300",
};

export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: LEAD_STATUS_LABELS[status],
}));

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The label of a stored status (an unknown value is shown as stored). */
export function leadStatusLabel(status: string): string {
  return isLeadStatus(status) ? LEAD_STATUS_LABELS[status] : status;
}

export const SAME_STATUS_MESSAGE = "The lead already has this status.";

/** Why a status change is refused, or null when it is allowed (any status to any other). */
export function statusChangeError(from: string, to: LeadStatus): string | null {
  return from === to ? SAME_STATUS_MESSAGE : null;
}

/**
 * Whether a change to `to` is the lead's first contact: the first move to a
 * status that means someone worked the lead. Moving to spam (nobody talked to
 * the sender) or back to new is not a contact. The model writes
 * firstContactedAt once, when it is still empty and this is true; the
 * dashboard's speed to first contact reads it.
 */
export function marksFirstContact(to: LeadStatus): boolean {
  return to !== "new" && to !== "spam";
}

/**
 * Whether booking a consultation moves a lead in this status to "consultation scheduled": only a lead not yet
 * past that stage (a lead with a proposal, won, lost or spam keeps its status; the booking is still recorded).
 */
export function movesToConsultationScheduled(from: string): boolean {
  return from === "new" || from === "contacted" || from === "qualified";
}

/** The position of a status in the pipeline, for sorting (0 = new). */
export function leadStatusRank(status: string): number {
  const index = (LEAD_STATUSES as readonly string[]).indexOf(status);
  return index === -1 ? LEAD_STATUSES.length : index;
}
