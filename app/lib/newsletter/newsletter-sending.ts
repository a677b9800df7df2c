// How an issue goes out: in batches through the outbox, so a mail server (and the recipients' providers) never
// see a burst that reads as spam, and a restart picks up where the send stopped.
import type { NewsletterDeliveryStatus } from "#db/schema/enums.ts";

/**
 * Copies sent per batch, one batch a minute: 1,200 subscribers take 20 minutes, which is well within what a
 * shared or transactional mail server accepts from one sender without throttling or flagging it.
 */
export const NEWSLETTER_BATCH_SIZE = 60;
export const NEWSLETTER_BATCH_INTERVAL_MS = 60_000;

export const NEWSLETTER_SEND_JOB = "newsletter.send";
export const NEWSLETTER_TEST_JOB = "newsletter.send-test";

/** What the issue page answers when a send or a change cannot be done. */
export const NEWSLETTER_SEND_MESSAGES = {
  notDraft: "This issue has been sent: it can no longer be changed.",
  nobody: "Nobody has confirmed a subscription yet, so there is no one to send it to.",
  notStalled: "This issue is not stopped: its sending is still under way, or it is done.",
} as const;

/** One batch of one issue exists once in the outbox, however many workers or clicks try to queue it. */
export function newsletterBatchKey(issueId: number, batch: number): string {
  return `newsletter-send:${issueId}:${batch}`;
}

/** A batch queued again after its job gave up: once per job given up, so a second click queues nothing more. */
export function newsletterResumeKey(issueId: number, batch: number, gaveUpJobId: number): string {
  return `${newsletterBatchKey(issueId, batch)}:resume:${gaveUpJobId}`;
}

export interface NewsletterSendJobPayload {
  issueId: number;
  /** 0 for the first batch, which also writes the deliveries. */
  batch: number;
}

/**
 * What a failed SMTP send means for its delivery:
 * - "refused": the mail server answered with a permanent refusal (5xx): this address will not take it. Failed.
 * - "later": the server answered with a temporary refusal (4xx), or could not be reached at all: the message was
 *   certainly not accepted. Pending again; the batch is retried later.
 * - "unknown": the connection broke while the message was on its way: it may have been accepted. Left "sending"
 *   and never sent again (reported as uncertain), as a second copy is worse than a missing one.
 */
export type SendFailure = "refused" | "later" | "unknown";

/** nodemailer's codes of a connection that never reached the point of handing over a message. */
const NOT_CONNECTED = new Set(["ECONNECTION", "EDNS", "ECONNREFUSED", "ENOTFOUND", "EAUTH", "ETLS"]);

export function classifySendFailure(error: unknown): SendFailure {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === "number") {
    if (responseCode >= 500) return "refused";
    if (responseCode >= 400) return "later";
  }
  if (typeof code === "string" && NOT_CONNECTED.has(code)) return "later";
  return "unknown";
}

/** How far an issue's send got: "sending" rows are reported as uncertain (see classifySendFailure). */
export interface NewsletterProgress {
  pending: number;
  sent: number;
  failed: number;
  uncertain: number;
  total: number;
}

export function newsletterProgress(counts: Partial<Record<NewsletterDeliveryStatus, number>>): NewsletterProgress {
  const pending = counts.pending ?? 0;
  const sent = counts.sent ?? 0;
  const failed = counts.failed ?? 0;
  const uncertain = counts.sending ?? 0;
  return { pending, sent, failed, uncertain, total: pending + sent + failed + uncertain };
}
