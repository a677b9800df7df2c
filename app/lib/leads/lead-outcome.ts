// The outcome of a closed lead (issue 21, decision 033): a won lead's contract value and signing
// date, a lost lead's reason. Isomorphic: the lead desk shows the labels, the model applies the rules.
import { LEAD_LOST_REASONS, type LeadLostReason } from "#db/schema/enums.ts";
import { addDays } from "~/lib/consultations/consultation-slots";
import { formatLongDate } from "~/lib/text/plain-format";

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
  // The bulk status change cannot ask each lead its own value, so it does not offer "won" (issue 21).
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
 * The rule of a closed lead (issue 21, decision 033), in one place: a lead becomes won only with a
 * contract value and a signing date, lost only with a reason of the list. Null when `outcome` keeps it,
 * else the message of what is missing. Every status writer checks it (models/lead-desk.server.ts).
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

/**
 * The outcome a change to `status` needs, read from the form: a won lead's value and signing date,
 * a lost lead's reason; nothing for the other statuses. `created` is the lead's date and `today` the
 * offices' (office-time.ts): a contract is signed neither in the future nor (a day's slack for time
 * zones) before the lead came in.
 */
export function readLeadOutcome(
  status: string,
  values: Record<string, unknown>,
  { created, today }: { created: string; today: string },
): { ok: true; outcome: LeadOutcome; note: string | null } | { ok: false; errors: Record<string, string> } {
  if (status === "won") {
    const errors: Record<string, string> = {};
    const cents = dollarsToCents(values.wonValue);
    if (cents === null || cents <= 0 || cents > MAX_WON_VALUE_DOLLARS * 100) {
      errors.wonValue = LEAD_OUTCOME_MESSAGES.wonValue;
    }
    const signed = typeof values.wonSignedOn === "string" ? values.wonSignedOn.trim() : "";
    const validDate =
      /^\d{4}-\d{2}-\d{2}$/.test(signed) &&
      !Number.isNaN(Date.parse(`${signed}T00:00:00Z`)) &&
      addDays(signed, 0) === signed;
    if (!validDate || signed > today || signed < addDays(created, -1)) {
      errors.wonSignedOn = LEAD_OUTCOME_MESSAGES.wonSignedOn;
    }
    if (Object.keys(errors).length) return { ok: false, errors };
    return {
      ok: true,
      outcome: { wonValueCents: cents, wonSignedOn: signed, lostReason: null },
      // Written as the staff area writes dates ("November 20, 2026"), not as the date field posts it.
      note: `Won: ${formatDollars(cents!)}, signed ${formatLongDate(new Date(`${signed}T12:00:00Z`), "UTC")}`,
    };
  }
  if (status === "lost") {
    if (!isLeadLostReason(values.lostReason))
      return { ok: false, errors: { lostReason: LEAD_OUTCOME_MESSAGES.lostReason } };
    return { ok: true, ...lostOutcome(values.lostReason) };
  }
  return { ok: true, outcome: NO_OUTCOME, note: null };
}
