// Spam is kept for review, then deleted by the job runner's sweep: only spam, only once it has been spam for longer
// than the retention, counted from when it became spam, and never a lead merged into another.
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { leadStatusHistory, leads } from "#db/schema/index.ts";
import { createSpamSweep } from "../../server/spam-sweep.ts";
import { getTestApp } from "../setup/test-app.ts";
import { leadRow, makeLead, uniqueSource } from "../support/leads.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A lead of this test, moved to `status` that many days ago (and received `receivedDaysAgo` days ago). */
async function leadThat(status: string, statusDaysAgo: number, receivedDaysAgo = statusDaysAgo) {
  const { db } = await getTestApp();
  const now = Date.now();
  const id = await makeLead({ sourcePage: uniqueSource("purge"), createdAt: new Date(now - receivedDaysAgo * DAY_MS) });
  await db
    .update(leads)
    .set({ status, statusUpdatedAt: new Date(now - statusDaysAgo * DAY_MS) })
    .where(eq(leads.id, id));
  return id;
}

async function remaining(ids: number[]) {
  const { db } = await getTestApp();
  const rows = await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe("the spam sweep", () => {
  it("deletes spam older than the retention, and nothing else", async () => {
    const { db } = await getTestApp();
    const oldSpam = await leadThat("spam", 31);
    const freshSpam = await leadThat("spam", 29);
    // Received long ago, marked as spam by staff yesterday: its 30 days start now.
    const lateSpam = await leadThat("spam", 1, 90);
    const oldLost = await leadThat("lost", 400);
    const oldNew = await leadThat("new", 400);
    // Old spam merged into another lead: kept as the record its old link redirects from.
    const mergedSpam = await leadThat("spam", 31);
    await db.update(leads).set({ mergedIntoId: oldLost, mergedAt: new Date() }).where(eq(leads.id, mergedSpam));
    await db
      .insert(leadStatusHistory)
      .values({ leadId: oldSpam, fromStatus: "new", toStatus: "spam", changedAt: new Date(Date.now() - 31 * DAY_MS) });

    const sweep = createSpamSweep({ db, logger: pino({ level: "silent" }), retentionDays: 30 });
    expect(await sweep.sweepOnce()).toBeGreaterThanOrEqual(1);
    expect(await remaining([oldSpam, freshSpam, lateSpam, oldLost, oldNew, mergedSpam])).toEqual(
      [freshSpam, lateSpam, oldLost, oldNew, mergedSpam].sort((a, b) => a - b),
    );
    // What hung on the deleted lead went with it.
    expect(await db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, oldSpam))).toEqual([]);
    expect((await leadRow(oldLost)).status).toBe("lost");
  });

  it("keeps spam for as many days as it is told (SPAM_RETENTION_DAYS)", async () => {
    const { db } = await getTestApp();
    const tenDays = await leadThat("spam", 10);
    const fiveDays = await leadThat("spam", 5);
    const sweep = createSpamSweep({ db, logger: pino({ level: "silent" }), retentionDays: 7 });
    await sweep.sweepOnce();
    expect(await remaining([tenDays, fiveDays])).toEqual([fiveDays]);
  });
});
