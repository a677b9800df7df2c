import { like } from "drizzle-orm";
import { rateLimitCounters } from "#db/schema/index.ts";
import { getTestApp } from "../setup/test-app.ts";

/** Empties the rate-limit counters whose keys start with `prefix`, so a test starts with none counted. */
export async function clearRateLimits(prefix: string) {
  const { db } = await getTestApp();
  await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `${prefix}%`));
}
