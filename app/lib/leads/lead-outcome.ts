// The outcome of a closed lead (decision 033): a won lead's contract value and signing
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

/** Largest contract value staff may enter, in dollars: a pool is never near it, a typo with extra zeros is. */
export const MAX_WON_VALUE_DOLLARS = 10_000_000;

export const LEAD_OUTCOME_MESSAGES = {
  wonValue: `Enter the contract value in dollars: more than $0, at most $${MAX_WON_VALUE_DOLLARS.toLocaleString("en-US")}.`,
  wonSignedOn: "Enter the date the contract was signed: not in the future, and not before the lead came in.",
  lostReason: "Choose why the lead was lost.",
  notClosed: "Only a won or lost lead has an outcome to edit.",
  // The bulk status change cannot ask each lead its own value, so it does not offer "won".
  bulkWon: "Mark a lead won from its page: each sale has its own contract value.",
} as const;

/** What a closed lead stores: the columns of db/schema/leads.ts, null where they do not apply. */
export interface LeadOutcome {
  wonValueCents: number | null;
  wonSignedOn: string | null;
  lostReason: LeadLostReason | null;
}

export const NO_OUTCOME: LeadOutcome = { wonValueCents: null, wonSignedOn: null, lostReason: null };

/** "48500", "$48,500.00" -> 4850000 cents; null when it is not an amount. */
export function dollarsToCents(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const plain = value.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

/** 4850000 -> "$48,500"; cents are shown only when there are some. */
export function formatDollars(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return `$${dollars.toLocaleString("en-US")}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/**
 * The rule of a closed lead (decision 033), in one place: a lead becomes won only with a
 * contract value and a signing date, lost only with a reason of the list. Null when `outcome` keeps it,
 * else the message of what is missing. Every status writer checks it (models/lead-changes.server.ts).
 */
export function outcomeRuleError(to: string, outcome: LeadOutcome): string | null {
  if (to === "won" && (outcome.wonValueCents === null || outcome.wonValueCents <= 0)) {
    return LEAD_OUTCOME_MESSAGES.wonValue;
  }
  if (to === "won" && !outcome.wonSignedOn) return LEAD_OUTCOME_MESSAGES.wonSignedOn;
  if (to === "lost" && !isLeadLostReason(outcome.lostReason)) return LEAD_OUTCOME_MESSAGES.lostReason;
  return null;
}

/** A lost lead's outcome and its history note ("Lost: Price"). */
export function lostOutcome(reason: LeadLostReason): { outcome: LeadOutcome; note: string } {
  return { outcome: { ...NO_OUTCOME, lostReason: reason }, note: `Lost: ${LEAD_LOST_REASON_LABELS[reason]}` };
}
