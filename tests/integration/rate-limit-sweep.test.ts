// rate_limit_counters gains a row per client address and window: the job runner's counter sweep
// (server/counter-sweep.ts, started with the runner) deletes the windows that have passed, so the table stays as
// small as the traffic of the last hour, and keeps every open window with its count, so no limit is reset early.
import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "#db/schema/index.ts";
import { consumeRateLimits, countAttempt, readAttempts } from "~/models/rate-limits.server";
import { createCounterSweep } from "../../server/counter-sweep.ts";
import { type TestApp, getTestApp } from "../setup/test-app.ts";

const HOUR_MS = 60 * 60 * 1000;
const KEY = `it-rate-sweep-${process.pid}`;
let db: TestApp["db"];

beforeAll(async () => {
  ({ db } = await getTestApp());
});

/** The windows stored under a key, oldest first. */
async function windowsOf(key: string) {
  const rows = await db
    .select({ windowStart: rateLimitCounters.windowStart, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return rows.sort((a, b) => a.windowStart.getTime() - b.windowStart.getTime());
}

/** One event against an hourly limit of 10, counted at `now`: its count in its window. */
async function countEvent(key: string, now: Date): Promise<number> {
  const [result] = await consumeRateLimits(db, [{ key, limit: 10, windowMs: HOUR_MS, now }]);
  return result!.count;
}

describe("the counter sweep of the job runner", () => {
  it("deletes rate-limit windows that have passed and keeps the open ones with their counts", async () => {
    const now = new Date();
    const key = `${KEY}-hourly`;
    await countEvent(key, new Date(now.getTime() - 3 * HOUR_MS));
    await countEvent(key, new Date(now.getTime() - 3 * HOUR_MS));
    expect(await countEvent(key, now)).toBe(1);
    expect(await windowsOf(key)).toHaveLength(2);
    // A sign-in lockout that ran out an hour ago, and one still counting.
    await countAttempt(db, `${KEY}-old-lockout`, { windowMs: 15 * 60 * 1000, now: new Date(now.getTime() - HOUR_MS) });
    await countAttempt(db, `${KEY}-lockout`, { windowMs: 15 * 60 * 1000, now });

    const sweep = createCounterSweep({ db, logger: pino({ level: "silent" }) });
    await sweep.sweepOnce(now);

    const kept = await windowsOf(key);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.windowStart.getTime()).toBe(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    expect(await countEvent(key, now)).toBe(2);
    expect(await windowsOf(`${KEY}-old-lockout`)).toEqual([]);
    expect((await readAttempts(db, `${KEY}-lockout`, now)).count).toBe(1);
  });

  it("sweeps on its own once started, as the job runner starts it", async () => {
    const now = new Date();
    const expired = `${KEY}-started-expired`;
    const open = `${KEY}-started-open`;
    await countEvent(expired, new Date(now.getTime() - 2 * HOUR_MS));
    // An attempt window runs a full hour from its first event, so it is still open when the sweep comes.
    await countAttempt(db, open, { windowMs: HOUR_MS, now });

    const sweep = createCounterSweep({ db, logger: pino({ level: "silent" }), intervalMs: 50 });
    sweep.start();
    try {
      await expect.poll(async () => (await windowsOf(expired)).length).toBe(0);
    } finally {
      await sweep.stop();
    }
    expect((await readAttempts(db, open)).count).toBe(1);
  });
});
