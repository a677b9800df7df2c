// The job runner's periodic purge of old spam (app/models/spam-purge.server.ts). Every process that runs jobs
// sweeps once an hour; an advisory lock keeps two from purging at the same moment, and a sweep finding nothing
// old enough costs one indexed look-up.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { purgeExpiredSpam } from "~/models/spam-purge.server";
import { createPeriodicSweep } from "./periodic-sweep.ts";

export function createSpamSweep({
  db,
  logger,
  retentionDays,
  intervalMs,
}: {
  db: Database;
  logger: Logger;
  retentionDays: number;
  intervalMs?: number;
}) {
  /** One sweep: how many spam leads it deleted (null: another process was sweeping). */
  async function sweepOnce(now = new Date()): Promise<number | null> {
    const deleted = await purgeExpiredSpam(db, retentionDays, now);
    if (deleted) logger.info({ deleted, retentionDays }, "expired spam deleted");
    return deleted;
  }
  return createPeriodicSweep({ name: "spam sweep", logger, sweepOnce, intervalMs, firstDelayMs: 60_000 });
}
