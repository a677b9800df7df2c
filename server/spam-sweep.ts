// The job runner's periodic purge of old spam (app/models/spam-purge.server.ts). Every process that runs jobs
// sweeps once an hour; an advisory lock keeps two from purging at the same moment, and a sweep finding nothing
// old enough costs one indexed look-up.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { purgeExpiredSpam } from "~/models/spam-purge.server";

export const SPAM_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The first sweep waits this long after start-up, out of the way of the start itself. */
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

export function createSpamSweep({
  db,
  logger,
  retentionDays,
  intervalMs = SPAM_SWEEP_INTERVAL_MS,
}: {
  db: Database;
  logger: Logger;
  retentionDays: number;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  /** One sweep: how many spam leads it deleted (null: another process was sweeping). */
  async function sweepOnce(now = new Date()): Promise<number | null> {
    const deleted = await purgeExpiredSpam(db, retentionDays, now);
    if (deleted) logger.info({ deleted, retentionDays }, "expired spam deleted");
    return deleted;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweepOnce()
        .catch((error) => logger.error({ err: error }, "spam sweep failed"))
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
