// The job runner's hourly clean-up of what anonymous clients feed: landing-page visits and call clicks older
// than the source report's longest range (app/lib/source-report.ts), and rate-limit windows that have passed.
// Every process that runs jobs sweeps; the deletes are idempotent, so two sweeping at once only repeat work.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { isoDate, startOfCompanyDay } from "~/lib/lead-stats";
import { oldestKeptReportDay } from "~/lib/source-report";
import { deleteCallClicksBefore } from "~/models/call-clicks.server";
import { deleteLandingPageVisitsBefore } from "~/models/landing-page-visits.server";
import { deleteExpiredRateLimits } from "~/models/rate-limits.server";

export const COUNTER_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The first sweep waits this long after start-up, out of the way of the start itself. */
const FIRST_SWEEP_DELAY_MS = 90 * 1000;

export function createCounterSweep({
  db,
  logger,
  intervalMs = COUNTER_SWEEP_INTERVAL_MS,
}: {
  db: Database;
  logger: Logger;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  /** One sweep: how many visit rows and call clicks it deleted. */
  async function sweepOnce(now = new Date()): Promise<{ visitRows: number; callClicks: number }> {
    const oldestKept = oldestKeptReportDay(now);
    const visitRows = await deleteLandingPageVisitsBefore(db, isoDate(oldestKept));
    const callClicks = await deleteCallClicksBefore(db, startOfCompanyDay(oldestKept));
    await deleteExpiredRateLimits(db, now);
    if (visitRows || callClicks) {
      logger.info({ visitRows, callClicks, oldestKeptDay: isoDate(oldestKept) }, "old report counters deleted");
    }
    return { visitRows, callClicks };
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweepOnce()
        .catch((error) => logger.error({ err: error }, "counter sweep failed"))
        .finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    sweepOnce,
    start() {
      stopped = false;
      schedule(Math.min(FIRST_SWEEP_DELAY_MS, intervalMs));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
