// Queues the next morning digest (server/jobs/digest-jobs.ts) ahead of time. Every process that runs jobs checks
// every few minutes; the job's unique key makes the first check queue it and the others do nothing, so the digest
// is in the outbox before 7:30 even when a process starts at 7:29, and once however many processes run.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { nextDigest, workingDays } from "~/lib/staff/daily-digest";
import { loadCompany } from "~/models/company.server";
import { JOB_PRIORITY, enqueueJobs } from "~/models/jobs.server";
import { DIGEST_DAY_JOB, digestDayKey } from "./jobs/digest-jobs.ts";
import { createPeriodicSweep } from "./periodic-sweep.ts";

/** How often a process checks that the next digest is queued. */
export const DIGEST_SCHEDULE_INTERVAL_MS = 10 * 60 * 1000;

export function createDigestSchedule({
  db,
  logger,
  intervalMs,
}: {
  db: Database;
  logger: Logger;
  intervalMs?: number;
}) {
  /** Queues the next digest run if no process has; returns its date (null: no working day at all). */
  async function sweepOnce(now = new Date()): Promise<string | null> {
    const next = nextDigest(now, workingDays(await loadCompany(db)));
    if (!next) return null;
    const queued = await enqueueJobs(db, [
      {
        kind: DIGEST_DAY_JOB,
        payload: { date: next.date },
        runAt: next.sendAt,
        priority: JOB_PRIORITY.bulk,
        uniqueKey: digestDayKey(next.date),
      },
    ]);
    if (queued.length > 0) logger.info({ date: next.date }, "staff digest scheduled");
    return next.date;
  }
  return createPeriodicSweep({
    name: "digest schedule",
    logger,
    sweepOnce,
    intervalMs: intervalMs ?? DIGEST_SCHEDULE_INTERVAL_MS,
    firstDelayMs: 5_000,
  });
}
