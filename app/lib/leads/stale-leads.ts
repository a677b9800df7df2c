// Stale leads: a lead in an open stage that nobody has worked (status change, comment, call, appointment, task
// done, an e-mail the site sent the customer: leads.lastActivityAt) for longer than its stage's limit. Admins set
// the limits in the settings; the SQL condition that applies them lives in app/models/stale-leads.server.ts.
import type { LeadStatus } from "./lead-status";

/** The stages a lead waits in for the company's next move; new (speed to lead) and closed stages are not here. */
export const STALE_STAGES = [
  "contacted",
  "qualified",
  "consultation scheduled",
  "proposal sent",
] as const satisfies readonly LeadStatus[];
export type StaleStage = (typeof STALE_STAGES)[number];

/** The settings' key of each stage's limit (a status with a space is no good as a form field's name). */
export const STALE_LIMIT_FIELDS = {
  contacted: "contacted",
  qualified: "qualified",
  "consultation scheduled": "consultationScheduled",
  "proposal sent": "proposalSent",
} as const satisfies Record<StaleStage, string>;
export type StaleLimitField = (typeof STALE_LIMIT_FIELDS)[StaleStage];

/** Days each stage may go without activity before its leads are stale. */
export type StaleLimits = Record<StaleLimitField, number>;

/**
 * A contacted lead cools fastest (the customer is deciding whether to talk to us at all); a qualified lead and a
 * proposal get a week, the time a family needs to talk it over. A scheduled consultation counts from the visit, not
 * from booking it: two days after it without a word is a lead going cold.
 */
export const DEFAULT_STALE_LIMITS: StaleLimits = {
  contacted: 3,
  qualified: 7,
  consultationScheduled: 2,
  proposalSent: 7,
};

export const MIN_STALE_DAYS = 1;
export const MAX_STALE_DAYS = 365;

export const STALE_LIMIT_LABELS: Record<StaleLimitField, string> = {
  contacted: "Contacted",
  qualified: "Qualified",
  consultationScheduled: "Consultation scheduled",
  proposalSent: "Proposal sent",
};

export const STALE_LIMIT_HINTS: Record<StaleLimitField, string> = {
  contacted: "Days without activity after the last contact.",
  qualified: "Days without activity once qualified.",
  consultationScheduled:
    "Days after the consultation (the lead's latest visit or booked consultation) or after its last activity, whichever is later.",
  proposalSent: "Days without activity after the proposal went out.",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * For each stage, the instant a lead's reference time (its last activity; for a scheduled consultation the later of
 * that and the visit) must be before for the lead to be stale now. Days are 24-hour days: idleness is time elapsed.
 */
export function staleCutoffs(limits: StaleLimits, now: Date): Record<StaleStage, Date> {
  return Object.fromEntries(
    STALE_STAGES.map((stage) => [stage, new Date(now.getTime() - limits[STALE_LIMIT_FIELDS[stage]] * DAY_MS)]),
  ) as Record<StaleStage, Date>;
}
