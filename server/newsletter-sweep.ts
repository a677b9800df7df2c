// The job runner's hourly purge of newsletter addresses never confirmed: once their confirmation link has expired,
// nothing can make them subscribers, and an address nobody confirmed is not kept.
import type { Logger } from "pino";
import type { Database } from "#db/index.server.ts";
import { purgeUnconfirmedSubscribers } from "~/models/newsletter-subscribers.server";
import { createPeriodicSweep } from "./periodic-sweep.ts";

export function createNewsletterSweep({
  db,
  logger,
  intervalMs,
}: {
  db: Database;
  logger: Logger;
  intervalMs?: number;
}) {
  async function sweepOnce(now = new Date()): Promise<number> {
    const deleted = await purgeUnconfirmedSubscribers(db, now);
    if (deleted) logger.info({ deleted }, "unconfirmed newsletter addresses deleted");
    return deleted;
  }
  return createPeriodicSweep({ name: "newsletter sweep", logger, sweepOnce, intervalMs, firstDelayMs: 90_000 });
}
