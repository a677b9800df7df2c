import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { staffNotificationEmail, staffRecipients, visitorConfirmationEmail } from "~/lib/lead-emails";
import { issueBookingToken } from "~/lib/consultation-links.server";
import { consultationOfficeEmail, consultationVisitorEmail } from "~/lib/consultation-emails";
import { designVisitorEmail } from "~/lib/design-lead";
import { loadCompany } from "~/models/company.server";
import { listLeadDesigns } from "~/models/designs.server";
import { type ConsultationJobPayload, findBooking } from "~/models/consultations.server";
import { type JobRow, claimDueJobs, completeJob, failJob } from "~/models/jobs.server";
import { getLeadById, listInterestedPools } from "~/models/leads.server";
import { getSetting } from "~/models/site-settings.server";
import type { Mailer } from "./mailer.ts";
import { createSpamSweep } from "./spam-sweep.ts";
import { DEFAULT_SPAM_RETENTION_DAYS } from "~/lib/lead-spam";

export interface JobRunnerOptions {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  siteUrl: string;
  /** Signs the visitor's cancel/move link in the consultation e-mail; without it the e-mail gives the phone only. */
  sessionSecret?: string | undefined;
  notifyTo?: string | undefined;
  pollMs?: number;
  workerId?: string;
  /** Spam older than this many days is deleted by an hourly sweep while the runner runs (SPAM_RETENTION_DAYS). */
  spamRetentionDays?: number;
}

type Handler = (job: JobRow) => Promise<void>;

function leadIdOf(job: JobRow): number {
  const id = (job.payload as { leadId?: unknown }).leadId;
  if (typeof id !== "number") throw new Error(`job ${job.id} has no leadId`);
  return id;
}

/**
 * Delivers the outbox: lead notifications to staff and confirmations to
 * visitors, and the e-mails of booked, moved and cancelled consultations. Several processes may run it; each job is claimed by one.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, logger, mailer, siteUrl } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}`;

  const handlers: Record<string, Handler> = {
    async "lead.notify-staff"(job) {
      const lead = await getLeadById(db, leadIdOf(job));
      if (!lead) return; // deleted since: nothing to tell
      const [company, officeRecipients, interestedPools] = await Promise.all([
        loadCompany(db),
        getSetting(db, "lead-notifications"),
        listInterestedPools(db, [lead.id]),
      ]);
      const recipients = staffRecipients(company, options.notifyTo, lead.nearestBranch, officeRecipients);
      if (recipients.length === 0) {
        logger.warn(
          { leadId: lead.id },
          "no recipients for lead notification: set LEAD_NOTIFY_TO or the office recipients in the settings",
        );
        return;
      }
      const withPools = { ...lead, interestedPools: interestedPools.get(lead.id) ?? [] };
      await mailer.send(staffNotificationEmail(company, withPools, recipients, siteUrl), { leadId: lead.id });
    },
    async "lead.confirm-visitor"(job) {
      const lead = await getLeadById(db, leadIdOf(job));
      if (!lead) return;
      const company = await loadCompany(db);
      // A designer's lead gets its design by e-mail (with consent); any other the plain confirmation.
      const design = (await listLeadDesigns(db, [lead.id])).get(lead.id);
      const message =
        (design && designVisitorEmail(company, lead, design, siteUrl)) || visitorConfirmationEmail(company, lead);
      if (message) await mailer.send(message, { leadId: lead.id });
    },
    async "consultation.notify-visitor"(job) {
      const found = await consultationFor(job);
      const manageUrl =
        found && options.sessionSecret && found.booking.status === "booked"
          ? `${siteUrl.replace(/\/+$/, "")}/consultation/${issueBookingToken(found.booking, options.sessionSecret)}`
          : null;
      const message =
        found &&
        consultationVisitorEmail(
          found.company,
          found.office,
          found.lead,
          found.booking,
          siteUrl,
          new Date(),
          manageUrl,
        );
      if (message) await mailer.send(message, { leadId: found.lead.id });
    },
    async "consultation.notify-office"(job) {
      const found = await consultationFor(job);
      if (!found) return;
      const recipients = staffRecipients(
        found.company,
        options.notifyTo,
        found.office.branchLabel,
        await getSetting(db, "lead-notifications"),
      );
      if (recipients.length === 0) return;
      const message = consultationOfficeEmail(
        found.company,
        found.office,
        found.lead,
        found.booking,
        recipients,
        siteUrl,
      );
      await mailer.send(message, { leadId: found.lead.id });
    },
  };

  /** The booking a consultation job is about, as it stands; null when a later change overtook the job. */
  async function consultationFor(job: JobRow) {
    const { bookingId, tokenVersion } = job.payload as ConsultationJobPayload;
    const booking = await findBooking(db, bookingId);
    if (!booking || booking.tokenVersion !== tokenVersion) return null;
    const [lead, company] = await Promise.all([getLeadById(db, booking.leadId), loadCompany(db)]);
    const office = company.offices.find((o) => o.id === booking.officeId);
    return lead && office ? { booking, lead, company, office } : null;
  }

  /** Claims and runs the due jobs once; returns how many ran. */
  async function runOnce(): Promise<number> {
    const claimed = await claimDueJobs(db, workerId);
    for (const job of claimed) {
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job);
        await completeJob(db, job.id);
        logger.info({ jobId: job.id, kind: job.kind, leadId: job.leadId }, "job done");
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await failJob(db, job, reason);
        logger.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, reason }, "job failed; will retry");
      }
    }
    return claimed.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const spamSweep = createSpamSweep({
    db,
    logger,
    retentionDays: options.spamRetentionDays ?? DEFAULT_SPAM_RETENTION_DAYS,
  });

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error) => logger.error({ err: error }, "job runner poll failed"))
        .finally(schedule);
    }, options.pollMs ?? 2_000);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule();
      spamSweep.start();
    },
    /** Stops polling and waits for the jobs in hand to finish. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([running, spamSweep.stop()]);
    },
  };
}
