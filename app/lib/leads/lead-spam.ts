// Why a lead was filed as spam, as staff read it on the lead desk. Spam is never discarded on arrival: a signal only
// classifies, so a person mistaken for a bot is one "Not spam" away from being a lead again.
import type { LeadSpamReason } from "#db/schema/enums.ts";

/** Spam is deleted this many days after it became spam, unless SPAM_RETENTION_DAYS says otherwise. */
export const DEFAULT_SPAM_RETENTION_DAYS = 30;

export const SPAM_REASON_LABELS: Record<LeadSpamReason, string> = {
  honeypot: "Filled in the hidden field only bots see",
  "form-token-missing": "Sent without the cookie of a page we served (not from our form)",
  "form-token-forged": "Sent with a forged form token, or one already used for another request",
  staff: "Marked as spam by staff",
};

/** The reasons a lead is filed as spam the moment it arrives, before anyone was told of it. */
export const ARRIVAL_SPAM_REASONS = [
  "honeypot",
  "form-token-missing",
  "form-token-forged",
] as const satisfies readonly LeadSpamReason[];

export function spamReasonLabel(reason: string | null | undefined): string | null {
  return reason && reason in SPAM_REASON_LABELS ? SPAM_REASON_LABELS[reason as LeadSpamReason] : null;
}

/** Whether a lead with this reason came in as spam (and so was never announced), rather than being marked so later. */
export function arrivedAsSpam(reason: string | null | undefined): boolean {
  return (ARRIVAL_SPAM_REASONS as readonly (string | null | undefined)[]).includes(reason);
}

/**
 * Why a lead is spam, as staff read it; null for a lead that is not. Before arrivals were classified only staff
 * filed leads as spam, so a spam lead without a reason is one staff marked.
 */
export function whySpam(lead: { status: string; spamReason: string | null }): string | null {
  return lead.status === "spam" ? spamReasonLabel(lead.spamReason ?? "staff") : null;
}
