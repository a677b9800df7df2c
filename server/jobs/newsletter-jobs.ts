// The outbox's newsletter jobs: an issue's send, batch by batch, and a staff member's test copy.
//
// A send is a chain of batch jobs: each sends up to `batchSize` copies, one after another, then queues the next
// batch a minute after it began (the throttle) and finishes; the last marks the issue sent. Every copy is marked
// "sending" before it goes to the mail server and "sent" after, so a send stopped anywhere (a restart, a dead
// worker whose job the outbox hands to another after STALE_JOB_MS, a mail server gone away) resumes with what is
// still pending and never sends anyone a second copy.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import {
  NEWSLETTER_BATCH_INTERVAL_MS,
  NEWSLETTER_BATCH_SIZE,
  NEWSLETTER_SEND_JOB,
  NEWSLETTER_TEST_JOB,
  type NewsletterSendJobPayload,
  classifySendFailure,
} from "~/lib/newsletter/newsletter-sending";
import { issueUnsubscribeToken, newsletterUnsubscribeUrl } from "~/lib/newsletter/newsletter-links.server";
import type { JobRow } from "~/models/jobs.server";
import {
  dropUnsubscribedDeliveries,
  enqueueNewsletterBatch,
  finishIssueSendIfDone,
  getNewsletterIssue,
  markDeliveryFailed,
  markDeliveryPending,
  markDeliverySending,
  markDeliverySent,
  nextPendingDeliveries,
  queueIssueDeliveries,
} from "~/models/newsletter-issues.server";
import { activeStaffEmail } from "~/models/push-subscriptions.server";
import { newsletterMailMaker, sampleUnsubscribeUrl } from "~/services/newsletter/newsletter-issue-email.server";
import type { Mailer } from "../mailer.ts";

export interface NewsletterJobOptions {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  siteUrl: string;
  /** Signs each reader's unsubscribe link; without it no issue can be sent (every copy must carry one). */
  sessionSecret?: string | undefined;
  /** Copies per batch (NEWSLETTER_BATCH_SIZE). */
  batchSize?: number;
}

const MAIL_KIND = "newsletter";

function payloadNumber(job: JobRow, key: string): number {
  const value = (job.payload as Record<string, unknown>)[key];
  if (typeof value !== "number" || !Number.isInteger(value)) throw new Error(`job ${job.id} has no ${key}`);
  return value;
}

export function newsletterJobs(options: NewsletterJobOptions): Record<string, (job: JobRow) => Promise<void>> {
  const { db, logger, mailer, siteUrl } = options;
  const batchSize = options.batchSize ?? NEWSLETTER_BATCH_SIZE;

  return {
    async [NEWSLETTER_SEND_JOB](job) {
      const payload: NewsletterSendJobPayload = {
        issueId: payloadNumber(job, "issueId"),
        batch: payloadNumber(job, "batch"),
      };
      const { issueId, batch } = payload;
      const issue = await getNewsletterIssue(db, issueId);
      if (!issue || issue.status !== "sending") return; // deleted, or finished by an earlier run
      const secret = options.sessionSecret;
      if (!secret) throw new Error("no session secret: unsubscribe links cannot be signed");
      const startedAt = new Date();
      // The first batch writes the list: everyone confirmed when the send starts.
      if (batch === 0) {
        const queued = await queueIssueDeliveries(db, issueId);
        logger.info({ kind: MAIL_KIND, recordId: issueId, queued }, "newsletter deliveries written");
      }
      const dropped = await dropUnsubscribedDeliveries(db, issueId);
      if (dropped > 0) logger.info({ kind: MAIL_KIND, recordId: issueId, dropped }, "unsubscribed since: skipped");

      const mailFor = await newsletterMailMaker(db, issue, siteUrl);
      let sent = 0;
      for (const { subscriberId, email } of await nextPendingDeliveries(db, issueId, batchSize)) {
        if (!(await markDeliverySending(db, issueId, subscriberId))) continue;
        const unsubscribeUrl = newsletterUnsubscribeUrl(siteUrl, issueUnsubscribeToken(subscriberId, secret));
        try {
          await mailer.send(mailFor({ to: email, unsubscribeUrl }), { kind: MAIL_KIND, recordId: issueId });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const failure = classifySendFailure(error);
          if (failure === "refused") {
            await markDeliveryFailed(db, issueId, subscriberId, reason);
            continue;
          }
          // Certainly not taken: pending again. Perhaps taken: left "sending", never sent again. Either way the
          // mail server is in trouble: this batch stops and the outbox retries it later.
          if (failure === "later") await markDeliveryPending(db, issueId, subscriberId, reason);
          throw error;
        }
        await markDeliverySent(db, issueId, subscriberId);
        sent += 1;
      }
      logger.info({ kind: MAIL_KIND, recordId: issueId, batch, sent }, "newsletter batch sent");
      if (await finishIssueSendIfDone(db, issueId)) {
        logger.info({ kind: MAIL_KIND, recordId: issueId }, "newsletter issue sent");
        return;
      }
      await enqueueNewsletterBatch(
        db,
        { issueId, batch: batch + 1 },
        new Date(startedAt.getTime() + NEWSLETTER_BATCH_INTERVAL_MS),
      );
    },

    async [NEWSLETTER_TEST_JOB](job) {
      const [issueId, userId] = [payloadNumber(job, "issueId"), payloadNumber(job, "userId")];
      const [issue, email] = await Promise.all([getNewsletterIssue(db, issueId), activeStaffEmail(db, userId)]);
      if (!issue || !email) return; // deleted, or the staff member deactivated, since
      const mailFor = await newsletterMailMaker(db, issue, siteUrl);
      await mailer.send(mailFor({ to: email, unsubscribeUrl: sampleUnsubscribeUrl(siteUrl), test: true }), {
        kind: MAIL_KIND,
        recordId: issueId,
      });
    },
  };
}
