// Leads arriving together are stored together (app/models/write-batches.server.ts): each must come out
// exactly as if it had been stored alone, in the order it came.
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, jobs, leads, pools } from "#db/schema/index.ts";
import { type LeadSubmission, LeadSubmissionSchema } from "~/lib/schemas/lead";
import { createLead, createLeadWithinLimit } from "~/models/leads.server";
import { setStaffUserActive } from "~/models/staff.server";
import { uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { createTestStaff } from "../support/staff-sessions.ts";
import { uniqueSource } from "../support/leads.ts";

function submission(source: string, overrides: Partial<LeadSubmission> = {}): LeadSubmission {
  return LeadSubmissionSchema.parse({
    firstName: "Batch",
    lastName: "Lead",
    phone: uniquePhone(),
    requestType: "estimate",
    sourcePage: source,
    consentToContact: true,
    ...overrides,
  });
}

async function storedLeads(ids: number[]) {
  const { db } = await getTestApp();
  return db.select().from(leads).where(inArray(leads.id, ids)).orderBy(asc(leads.id));
}

describe("leads sent at the same moment", () => {
  it("are each stored once, in the order they came, each with its own jobs", async () => {
    const { db } = await getTestApp();
    const source = uniqueSource("batch");
    const sent = Array.from({ length: 40 }, (_, i) =>
      submission(source, { firstName: `Batch ${i}`, email: i % 2 ? `batch.${source}.${i}@example.com` : undefined }),
    );
    const results = await Promise.all(sent.map((input) => createLead(db, input)));

    const ids = results.map((lead) => lead.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const rows = await storedLeads(ids);
    expect(rows.map((row) => row.firstName)).toEqual(sent.map((input) => input.firstName));
    expect(rows.map((row) => row.phone)).toEqual(sent.map((input) => input.phone));

    const queued = await db.select().from(jobs).where(inArray(jobs.leadId, ids));
    for (const [i, id] of ids.entries()) {
      const kinds = queued.filter((job) => job.leadId === id).map((job) => job.kind);
      expect(kinds.sort()).toEqual(
        i % 2
          ? ["lead.confirm-visitor", "lead.notify-staff", "lead.uncontacted-alert"]
          : ["lead.notify-staff", "lead.uncontacted-alert"],
      );
      expect(queued.find((job) => job.leadId === id)?.payload).toEqual({ leadId: id });
    }
  });

  it("link a repeated phone number or e-mail to the lead before it, even in the same moment", async () => {
    const { db } = await getTestApp();
    const source = uniqueSource("batch-dup");
    const phone = uniquePhone();
    const email = `dup.${source}@example.com`;
    const [first, samePhone, sameEmail, other] = await Promise.all([
      createLead(db, submission(source, { phone })),
      createLead(db, submission(source, { phone })),
      createLead(db, submission(source, { email: email.toUpperCase() })),
      createLead(db, submission(source, { email })),
    ]);
    expect(first!.possibleDuplicateOf).toBeNull();
    expect(samePhone!.possibleDuplicateOf).toBe(first!.id);
    expect(sameEmail!.possibleDuplicateOf).toBeNull();
    expect(other!.possibleDuplicateOf).toBe(sameEmail!.id);
  });

  it("keep a pool that exists and drop one that does not", async () => {
    const { db } = await getTestApp();
    const source = uniqueSource("batch-pool");
    const [pool] = await db.select({ id: pools.id }).from(pools).limit(1);
    const [withPool, madeUp] = await Promise.all([
      createLead(db, submission(source, { poolId: pool!.id })),
      createLead(db, submission(source, { poolId: 987_654 })),
    ]);
    const rows = await storedLeads([withPool!.id, madeUp!.id]);
    expect(rows.map((row) => row.poolId)).toEqual([pool!.id, null]);
  });

  it("take the office's sales reps in turn", async () => {
    const { db } = await getTestApp();
    const office = "orlando";
    const earlier = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.officeId, office), eq(adminUsers.role, "sales"), eq(adminUsers.isActive, true)));
    for (const rep of earlier) await setStaffUserActive(db, rep.id, false);
    const first = await createTestStaff("sales", { officeId: office });
    const second = await createTestStaff("sales", { officeId: office });
    const third = await createTestStaff("sales", { officeId: office });

    const source = uniqueSource("batch-turns");
    const stored = await Promise.all(
      Array.from({ length: 7 }, () => createLead(db, submission(source, { nearestBranch: "ORLANDO" }))),
    );
    const rows = await storedLeads(stored.map((lead) => lead.id));
    const turn = [first.id, second.id, third.id];
    expect(rows.map((row) => row.salesRepId)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => turn[i % 3]));
    // The next lead, on its own, goes on from there.
    const next = await createLead(db, submission(source, { nearestBranch: "ORLANDO" }));
    expect((await storedLeads([next.id]))[0]!.salesRepId).toBe(second.id);

    for (const rep of [first, second, third]) await setStaffUserActive(db, rep.id, false);
  });

  it("lose nothing when the database refuses one of them: that one fails alone", async () => {
    const { db } = await getTestApp();
    const source = uniqueSource("batch-refused");
    // Past the schema's checks, a first name longer than its column (100) is refused by the database.
    const refused = { ...submission(source), firstName: "x".repeat(101) };
    const results = await Promise.allSettled([
      createLead(db, submission(source, { firstName: "Before" })),
      createLead(db, refused),
      createLead(db, submission(source, { firstName: "After" })),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const rows = await db.select().from(leads).where(eq(leads.sourcePage, source)).orderBy(asc(leads.id));
    expect(rows.map((row) => row.firstName)).toEqual(["Before", "After"]);
  });

  it("are counted against the rate limit in order, and those past it are not stored", async () => {
    const { db } = await getTestApp();
    const source = uniqueSource("batch-limit");
    const limit = { key: `test:batch-limit:${source}`, limit: 2, windowMs: 60_000 };
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => createLeadWithinLimit(db, submission(source, { firstName: `Limited ${i}` }), {}, limit)),
    );
    expect(results.map((result) => result.kind)).toEqual(["stored", "stored", "rate-limited", "rate-limited"]);
    const refused = results[3]!;
    expect(refused.kind === "rate-limited" && refused.retryAfterSeconds).toBeGreaterThan(0);
    const rows = await db.select().from(leads).where(eq(leads.sourcePage, source)).orderBy(asc(leads.id));
    expect(rows.map((row) => row.firstName)).toEqual(["Limited 0", "Limited 1"]);
  });
});
