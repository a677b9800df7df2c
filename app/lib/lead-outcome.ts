// The outcome of a closed lead (issue 21, decision 033): a won lead's contract value and signing
// date, a lost lead's reason. Isomorphic: the lead desk shows the labels, the model applies the rules.
import { LEAD_LOST_REASONS, type LeadLostReason } from "#db/schema/enums.ts";

export { LEAD_LOST_REASONS, type LeadLostReason };

export const LEAD_LOST_REASON_LABELS: Record<LeadLostReason, string> = {
  price: "Price",
  financing: "Financing fell through",
  "chose-competitor": "Chose a competitor",
  timing: "Timing / not ready",
  "no-response": "No response",
  "hoa-or-permit": "HOA or permit",
  other: "Other",
};

export const LEAD_LOST_REASON_OPTIONS = LEAD_LOST_REASONS.map((reason) => ({
  value: reason,
  label: LEAD_LOST_REASON_LABELS[reason],
}));

export function isLeadLostReason(value: unknown): value is LeadLostReason {
  return typeof value === "string" && (LEAD_LOST_REASONS as readonly string[]).includes(value);
}

/** The label of a stored reason (an unknown value is shown as stored). */
export function leadLostReasonLabel(reason: string): string {
  return isLeadLostReason(reason) ? LEAD_LOST_REASON_LABELS[reason] : reason;
}
