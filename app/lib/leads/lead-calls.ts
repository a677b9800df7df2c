// What a logged call came to, as the "Log a call" buttons and the lead's history say it. Isomorphic.
import { LEAD_CALL_OUTCOMES, type LeadCallOutcome } from "#db/schema/enums.ts";

export { LEAD_CALL_OUTCOMES, type LeadCallOutcome };

/** The buttons: one tap each. */
export const LEAD_CALL_OUTCOME_LABELS: Record<LeadCallOutcome, string> = {
  reached: "Reached",
  "no-answer": "No answer",
  voicemail: "Left voicemail",
};

/** The outcome inside a sentence: "Call logged by jane: no answer". */
export function callOutcomePhrase(outcome: string): string {
  return (LEAD_CALL_OUTCOMES as readonly string[]).includes(outcome)
    ? LEAD_CALL_OUTCOME_LABELS[outcome as LeadCallOutcome].toLowerCase()
    : outcome;
}

/** The longest note a logged call keeps (the column's length). */
export const LEAD_CALL_NOTE_MAX = 1000;
