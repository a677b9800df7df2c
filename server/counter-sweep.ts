// The job runner's hourly clean-up of what anonymous clients feed: landing-page visits and call clicks older
// than the source report's longest range (app/lib/attribution/source-report.ts), and rate-limit windows that have passed.
// Every process that runs jobs sweeps; the deletes are idempotent, so two sweeping at once only repeat work.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { isoDate, startOfCompanyDay } from "~/lib/leads/lead-stats";
import { oldestKeptReportDay } from "~/lib/attribution/source-report";
import { deleteCallClicksBefore } from "~/models/call-clicks.server";
import { deleteLandingPageVisitsBefore } from "~/models/landing-page-visits.server";
import { deleteExpiredRateLimits } from "~/models/rate-limits.server";
import { createPeriodicSweep } from "./periodic-sweep.ts";

export function createCounterSweep({ db, logger, intervalMs }: { db: Database; logger: Logger; intervalMs?: number }) {
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

  // Later than the spam sweep, so that two processes starting together do not sweep at the same moment.
  return createPeriodicSweep({ name: "counter sweep", logger, sweepOnce, intervalMs, firstDelayMs: 90_000 });
}
