import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import {
  assignedLeadEmail,
  staffNotificationEmail,
  staffRecipients,
  visitorConfirmationEmail,
} from "~/lib/leads/lead-emails";
import {
  type LeadPushEvent,
  type StaffPushMessage,
  leadPushMessage,
  testPushMessage,
} from "~/lib/staff/staff-push-message";
import { leadPlace } from "~/lib/leads/lead-town";
import { issueBookingToken } from "~/lib/consultations/consultation-links.server";
import { consultationOfficeEmail, consultationVisitorEmail } from "~/lib/consultations/consultation-emails";
import { consultationEmailLanguage } from "~/content/texts/consultation.server";
import { designEmailLanguage } from "~/content/texts/designer.server";
import { localizedPath } from "~/lib/i18n/locale";
import { designVisitorEmail } from "~/lib/designer/design-lead";
import { loadCompany } from "~/models/company.server";
import { listLeadDesigns } from "~/models/designs.server";
import { type ConsultationJobPayload, findBooking } from "~/models/consultations.server";
import { type JobRow, claimDueJobs, completeJob, failJob } from "~/models/jobs.server";
import { getLeadById, listInterestedPools } from "~/models/leads.server";
import { touchLeadActivity } from "~/models/lead-activity.server";
import {
  activeStaffEmail,
  dropPushSubscription,
  leadAlertStaff,
  markPushed,
  pushTargetsByIds,
  pushTargetsOfStaff,
} from "~/models/push-subscriptions.server";
import { getSetting } from "~/models/site-settings.server";
import type { Mailer } from "./mailer.ts";
import type { PushSender } from "./push-sender.ts";
import { floridaTownOfZip } from "~/lib/company/zip-codes.server";
import { createCounterSweep } from "./counter-sweep.ts";
import { createSpamSweep } from "./spam-sweep.ts";
import { createDigestSchedule } from "./digest-schedule.ts";
import { createNewsletterSweep } from "./newsletter-sweep.ts";
import { digestJobs } from "./jobs/digest-jobs.ts";
import { leadTaskJobs } from "./jobs/lead-task-jobs.ts";
import { newsletterJobs } from "./jobs/newsletter-jobs.ts";
import { newsletterSubscriberJobs } from "./jobs/newsletter-subscriber-jobs.ts";
import { projectJobs } from "./jobs/project-jobs.ts";
import { DEFAULT_SPAM_RETENTION_DAYS } from "~/lib/leads/lead-spam";

export interface JobRunnerOptions {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  siteUrl: string;
  /** Signs the visitor's cancel/move link in the consultation e-mail; without it the e-mail gives the phone only. */
  sessionSecret?: string | undefined;
  notifyTo?: string | undefined;
  /** Web push to staff devices; without it (or without VAPID keys) alerts go by e-mail only. */
  push?: PushSender;
  pollMs?: number;
  /** Jobs claimed and run together. */
  batchSize?: number;
  workerId?: string;
  /** Spam older than this many days is deleted by an hourly sweep while the runner runs (SPAM_RETENTION_DAYS). */
  spamRetentionDays?: number;
}

type Handler = (job: JobRow) => Promise<void>;

/**
 * What a job that e-mails and pushes has done so far, kept in its payload between attempts: a retry neither
 * sends the e-mail again nor pushes again to the devices that already got the alert.
 */
interface AlertProgress {
  emailed?: boolean;
  /** The devices still to reach (absent: everyone the alert is for). */
  pushTo?: number[];
}

/** An attempt that did part of the work: retried later with `payload`, what is left. */
class PartlyDone extends Error {
  constructor(
    readonly payload: Record<string, unknown>,
    message: string,
  ) {
    super(message);
  }
}

function numberIn(job: JobRow, key: string): number {
  const value = (job.payload as Record<string, unknown>)[key];
  if (typeof value !== "number") throw new Error(`job ${job.id} has no ${key}`);
  return value;
}

function leadIdOf(job: JobRow): number {
  return numberIn(job, "leadId");
}

/**
 * Delivers the outbox: lead notifications to staff (e-mail and push to their phones), confirmations to visitors,
 * reassignment notices and reminders of leads nobody has contacted, and the e-mails of booked, moved and cancelled
 * consultations; with the handlers of server/jobs/, pushes of tasks falling due, the morning digests, and the
 * newsletter's confirmations and issues, and the e-mails of pool projects. Several processes may run it; each job
 * is claimed by one.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, logger, mailer, siteUrl } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}`;

  /**
   * Sends an alert: the e-mail first (a failure retries the whole job), then the push to every device of `staff`
   * (devices the push service has dropped are deleted; the others that failed are retried alone, later).
   */
  async function alert(
    job: JobRow,
    email: (() => Promise<void>) | null,
    push: { staff: () => Promise<number[]>; message: () => Promise<StaffPushMessage> } | null,
  ) {
    const progress = job.payload as AlertProgress;
    if (email && !progress.emailed) await email();
    const sender = options.push;
    if (!push || !sender?.enabled) return;
    const targets = progress.pushTo
      ? await pushTargetsByIds(db, progress.pushTo)
      : await pushTargetsOfStaff(db, await push.staff());
    if (targets.length === 0) return;
    const [message, company] = await Promise.all([push.message(), loadCompany(db)]);
    const failed: number[] = [];
    let lastError = "";
    await Promise.all(
      targets.map(async (target) => {
        const outcome = await sender.deliver(target, message, `mailto:${company.email}`);
        if (outcome === "sent") return markPushed(db, target.id);
        if (outcome === "gone") {
          logger.info({ jobId: job.id, subscriptionId: target.id }, "push subscription expired or refused: removed");
          return dropPushSubscription(db, target.id);
        }
        failed.push(target.id);
        lastError = outcome.error;
      }),
    );
    if (failed.length > 0) {
      const left: AlertProgress = { emailed: true, pushTo: failed.sort((a, b) => a - b) };
      throw new PartlyDone(
        { ...(job.payload as Record<string, unknown>), ...left },
        `${failed.length} of ${targets.length} pushes failed: ${lastError}`,
      );
    }
  }

  type LeadRow = NonNullable<Awaited<ReturnType<typeof getLeadById>>>;

  /** A lead's push, as the service worker shows it (first name, town, what they asked, the link). */
  async function leadMessage(lead: LeadRow, event: LeadPushEvent): Promise<StaffPushMessage> {
    const [company, pools] = await Promise.all([loadCompany(db), listInterestedPools(db, [lead.id])]);
    const place = leadPlace(lead, company, floridaTownOfZip);
    return leadPushMessage(event, { ...lead, poolName: pools.get(lead.id)?.[0]?.name ?? null }, place);
  }

  function leadPush(lead: LeadRow, event: LeadPushEvent, staff?: () => Promise<number[]>) {
    return { staff: staff ?? (() => leadAlertStaff(db, lead)), message: () => leadMessage(lead, event) };
  }

  const handlers: Record<string, Handler> = {
    ...newsletterJobs({ db, logger, mailer, siteUrl, sessionSecret: options.sessionSecret }),
    ...newsletterSubscriberJobs({ db, logger, mailer, siteUrl, sessionSecret: options.sessionSecret }),
    ...leadTaskJobs({ db, alert }),
    async "lead.notify-staff"(job) {
      const lead = await getLeadById(db, leadIdOf(job));
      if (!lead) return; // deleted since: nothing to tell
      const email = async () => {
        const [company, officeRecipients, interestedPools, assigneeEmail] = await Promise.all([
          loadCompany(db),
          getSetting(db, "lead-notifications"),
          listInterestedPools(db, [lead.id]),
          lead.salesRepId === null ? null : activeStaffEmail(db, lead.salesRepId),
        ]);
        const recipients = staffRecipients(
          company,
          options.notifyTo,
          lead.nearestBranch,
          officeRecipients,
          assigneeEmail,
        );
        if (recipients.length === 0) {
          logger.warn(
            { leadId: lead.id },
            "no recipients for lead notification: set LEAD_NOTIFY_TO or the office recipients in the settings",
          );
          return;
        }
        const withPools = { ...lead, interestedPools: interestedPools.get(lead.id) ?? [] };
        await mailer.send(staffNotificationEmail(company, withPools, recipients, siteUrl), { leadId: lead.id });
      };
      await alert(job, email, leadPush(lead, { kind: "new-lead" }));
    },
    async "lead.notify-assignee"(job) {
      const [leadId, repId] = [leadIdOf(job), numberIn(job, "repId")];
      const lead = await getLeadById(db, leadId);
      // Given to someone else (or unassigned) since: that change tells whom it concerns.
      if (!lead || lead.salesRepId !== repId) return;
      const email = async () => {
        const [company, repEmail, interestedPools] = await Promise.all([
          loadCompany(db),
          activeStaffEmail(db, repId),
          listInterestedPools(db, [lead.id]),
        ]);
        if (!repEmail) return;
        const withPools = { ...lead, interestedPools: interestedPools.get(lead.id) ?? [] };
        await mailer.send(assignedLeadEmail(company, withPools, repEmail, siteUrl), { leadId: lead.id });
      };
      await alert(
        job,
        email,
        leadPush(lead, { kind: "assigned" }, async () => [repId]),
      );
    },
    async "lead.uncontacted-alert"(job) {
      const lead = await getLeadById(db, leadIdOf(job));
      // Contacted (or moved on, or classified as spam) meanwhile: nobody needs reminding.
      if (!lead || lead.status !== "new" || lead.firstContactedAt) return;
      await alert(job, null, leadPush(lead, { kind: "uncontacted" }));
    },
    async "push.test"(job) {
      const userId = numberIn(job, "userId");
      await alert(job, null, { staff: async () => [userId], message: async () => testPushMessage() });
    },
    async "lead.confirm-visitor"(job) {
      const lead = await getLeadById(db, leadIdOf(job));
      if (!lead) return;
      const company = await loadCompany(db);
      // A designer's lead gets its design by e-mail (with consent); any other the plain confirmation.
      const design = (await listLeadDesigns(db, [lead.id])).get(lead.id);
      const message =
        (design && designVisitorEmail(company, lead, design, siteUrl, designEmailLanguage(lead.language, company))) ||
        visitorConfirmationEmail(company, lead);
      if (message) await sentToCustomer(lead.id, message);
    },
    async "consultation.notify-visitor"(job) {
      const found = await consultationFor(job);
      const manageUrl =
        found && options.sessionSecret && found.booking.status === "booked"
          ? `${siteUrl.replace(/\/+$/, "")}${localizedPath(
              consultationEmailLanguage(found.lead.language).locale,
              `/consultation/${issueBookingToken(found.booking, options.sessionSecret)}`,
            )}`
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
          consultationEmailLanguage(found.lead.language),
        );
      if (message) await sentToCustomer(found.lead.id, message);
    },
    async "consultation.notify-office"(job) {
      const found = await consultationFor(job);
      if (!found) return;
      const email = async () => {
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
          new Date(),
          consultationEmailLanguage("en"),
        );
        await mailer.send(message, { leadId: found.lead.id });
      };
      const { booking } = found;
      const event: LeadPushEvent =
        booking.status === "cancelled"
          ? { kind: "consultation-cancelled" }
          : {
              kind: booking.tokenVersion > 1 ? "consultation-moved" : "consultation-booked",
              slotStart: booking.slotStart,
            };
      // Jobs queued before the field existed were all the visitor's changes' alerts.
      const byCustomer = (job.payload as Partial<ConsultationJobPayload>).byCustomer !== false;
      await alert(job, email, byCustomer ? leadPush(found.lead, event) : null);
    },
    ...digestJobs({ db, logger, mailer, siteUrl }),
    ...projectJobs({
      db,
      logger,
      mailer,
      siteUrl,
      sessionSecret: options.sessionSecret,
      notifyTo: options.notifyTo,
      alert,
    }),
  };

  /** An e-mail to the customer is work on their lead (the stale-lead rule counts idleness from it). */
  async function sentToCustomer(leadId: number, message: Parameters<Mailer["send"]>[0]) {
    await mailer.send(message, { leadId });
    await touchLeadActivity(db, leadId);
  }

  /** The booking a consultation job is about, as it stands; null when a later change overtook the job. */
  async function consultationFor(job: JobRow) {
    const { bookingId, tokenVersion } = job.payload as ConsultationJobPayload;
    const booking = await findBooking(db, bookingId);
    if (!booking || booking.tokenVersion !== tokenVersion) return null;
    const [lead, company] = await Promise.all([getLeadById(db, booking.leadId), loadCompany(db)]);
    const office = company.offices.find((o) => o.id === booking.officeId);
    return lead && office ? { booking, lead, company, office } : null;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const spamSweep = createSpamSweep({
    db,
    logger,
    retentionDays: options.spamRetentionDays ?? DEFAULT_SPAM_RETENTION_DAYS,
  });
  const counterSweep = createCounterSweep({ db, logger });
  const digestSchedule = createDigestSchedule({ db, logger });
  const newsletterSweep = createNewsletterSweep({ db, logger });

  async function run(job: JobRow) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await completeJob(db, job.id);
      logger.info({ jobId: job.id, kind: job.kind, leadId: job.leadId }, "job done");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await failJob(db, job, reason, new Date(), error instanceof PartlyDone ? error.payload : undefined);
      logger.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, reason }, "job failed; will retry");
    }
  }

  /** Claims one batch of due jobs and runs them side by side (the mailer pools its connections); returns how many. */
  async function runOnce(): Promise<number> {
    const claimed = await claimDueJobs(db, workerId, options.batchSize ?? 10);
    await Promise.all(claimed.map(run));
    return claimed.length;
  }

  /**
   * Runs batches while jobs are due: a burst is sent as fast as the mail server takes it. A failed job waits for
   * its back-off, so it is not claimed again here. Returns how many ran.
   */
  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await runOnce();
      total += ran;
      if (ran === 0 || stopped) return total;
    }
  }

  // Sleeps only when a claim came back empty.
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = drain()
        .catch((error) => logger.error({ err: error }, "job runner poll failed"))
        .finally(schedule);
    }, options.pollMs ?? 2_000);
    timer.unref();
  }

  return {
    runOnce,
    drain,
    start() {
      stopped = false;
      schedule();
      spamSweep.start();
      counterSweep.start();
      digestSchedule.start();
      newsletterSweep.start();
    },
    /** Stops polling and waits for the jobs in hand to finish. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([
        running,
        spamSweep.stop(),
        counterSweep.stop(),
        digestSchedule.stop(),
        newsletterSweep.stop(),
      ]);
    },
  };
}
