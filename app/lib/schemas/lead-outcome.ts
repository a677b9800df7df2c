// The outcome fields of the lead page's status and outcome forms: a won lead's contract value and signing date,
// a lost lead's reason. What a field needs depends on the status chosen and on two dates, so the schema is made
// for them; it turns the fields into what the lead stores and the history note that says so.
import { z } from "./zod";
import { centsField } from "./money";
import { addDays } from "~/lib/consultations/consultation-slots";
import {
  LEAD_LOST_REASONS,
  LEAD_OUTCOME_MESSAGES,
  type LeadOutcome,
  MAX_WON_VALUE_DOLLARS,
  NO_OUTCOME,
  formatDollars,
  lostOutcome,
} from "~/lib/leads/lead-outcome";
import { formatLongDate } from "~/lib/text/plain-format";

/** The outcome a status change stores, and its history note (null: the status has no outcome). */
export interface ParsedLeadOutcome {
  outcome: LeadOutcome;
  note: string | null;
}

/**
 * The days a contract's signing date is checked against, on the offices' calendar (office-time.ts): the lead's
 * own day and today.
 */
export interface OutcomeDates {
  created: string;
  today: string;
}

/** "2026-11-20" that names a real day (not "2026-02-30"). */
function isCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value
  );
}

const wonValue = centsField(MAX_WON_VALUE_DOLLARS, LEAD_OUTCOME_MESSAGES.wonValue);

/**
 * A contract is signed neither in the future nor before the lead came in (with a day's slack, since the lead's
 * time and the office's calendar can fall on either side of midnight).
 */
const wonSignedOn = ({ created, today }: OutcomeDates) =>
  z
    .unknown()
    .transform((value) => (typeof value === "string" ? value.trim() : ""))
    .refine(
      (signed) => isCalendarDate(signed) && signed <= today && signed >= addDays(created, -1),
      LEAD_OUTCOME_MESSAGES.wonSignedOn,
    );

/** Won: the contract value and the signing date, both required. */
export function wonOutcomeSchema(dates: OutcomeDates) {
  return z
    .object({ wonValue, wonSignedOn: wonSignedOn(dates) })
    .transform(({ wonValue: cents, wonSignedOn: signed }): ParsedLeadOutcome => ({
      outcome: { wonValueCents: cents, wonSignedOn: signed, lostReason: null },
      // Written as the staff area writes dates ("November 20, 2026"), not as the date field posts it.
      note: `Won: ${formatDollars(cents)}, signed ${formatLongDate(new Date(`${signed}T12:00:00Z`), "UTC")}`,
    }));
}

/** Lost: one reason of the list. */
export const LostOutcomeSchema = z
  .object({ lostReason: z.enum(LEAD_LOST_REASONS, LEAD_OUTCOME_MESSAGES.lostReason) })
  .transform(({ lostReason }): ParsedLeadOutcome => lostOutcome(lostReason));

/** Any other status: no outcome, whatever the form sent. */
const NoOutcomeSchema = z.unknown().transform((): ParsedLeadOutcome => ({ outcome: NO_OUTCOME, note: null }));

/** The schema of the outcome fields a change to `status` needs. */
export function leadOutcomeSchema(status: string, dates: OutcomeDates) {
  if (status === "won") return wonOutcomeSchema(dates);
  if (status === "lost") return LostOutcomeSchema;
  return NoOutcomeSchema;
}
