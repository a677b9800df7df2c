// The morning digest in the outbox. A schedule (server/digest-schedule.ts) queues one "staff-digest.day" job per
// working day for 7:30; that job queues a "staff-digest.send" per recipient. Both carry unique keys, so however many
// processes schedule and run them, each staff member gets one digest a day.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { officeToday } from "~/lib/company/office-time";
import { staffDigestEmail, weekdayOf, workingDays } from "~/lib/staff/daily-digest";
import { loadCompany } from "~/models/company.server";
import { JOB_PRIORITY, type JobRow, enqueueJobs } from "~/models/jobs.server";
import { getStaffDigestEnabled, getStaffUserById, listDigestRecipients } from "~/models/staff.server";
import { buildStaffDigest } from "~/services/staff/staff-digest.server";
import type { Mailer } from "../mailer.ts";

export const DIGEST_DAY_JOB = "staff-digest.day";
export const DIGEST_SEND_JOB = "staff-digest.send";

/** The unique key of a day's digest run, and of one recipient's digest that day. */
export const digestDayKey = (date: string) => `staff-digest:${date}`;
export const digestSendKey = (date: string, staffId: number) => `staff-digest:${date}:${staffId}`;

function payloadOf(job: JobRow): { date: string; staffId?: number } {
  const { date, staffId } = job.payload as { date?: unknown; staffId?: unknown };
  if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`job ${job.id} has no date`);
  return { date, ...(typeof staffId === "number" ? { staffId } : {}) };
}

export function digestJobs({
  db,
  logger,
  mailer,
  siteUrl,
}: {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  siteUrl: string;
}): Record<string, (job: JobRow) => Promise<void>> {
  return {
    async [DIGEST_DAY_JOB](job) {
      const { date } = payloadOf(job);
      // The offices' days may have changed since the run was queued.
      if (!workingDays(await loadCompany(db)).has(weekdayOf(date))) return;
      const recipients = await listDigestRecipients(db);
      await enqueueJobs(
        db,
        recipients.map((staff) => ({
          kind: DIGEST_SEND_JOB,
          payload: { date, staffId: staff.id },
          priority: JOB_PRIORITY.bulk,
          uniqueKey: digestSendKey(date, staff.id),
        })),
      );
      logger.info({ date, recipients: recipients.length }, "staff digests queued");
    },
    async [DIGEST_SEND_JOB](job) {
      const { date, staffId } = payloadOf(job);
      if (staffId === undefined) throw new Error(`job ${job.id} has no staffId`);
      // A digest whose day is over (the outbox was down all day) would be yesterday's news: dropped.
      if (officeToday() !== date) return;
      const staff = await getStaffUserById(db, staffId);
      if (!staff?.isActive || !(await getStaffDigestEnabled(db, staffId))) return;
      const company = await loadCompany(db);
      const message = staffDigestEmail(await buildStaffDigest(db, company, staff, date), company, siteUrl);
      if (!message) {
        logger.info({ date, staffId }, "staff digest not sent: nothing to say");
        return;
      }
      await mailer.send(message, { kind: "staff-digest", recordId: staffId });
    },
  };
}
