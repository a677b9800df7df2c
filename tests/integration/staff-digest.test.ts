import { and, eq, inArray, like, notInArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { adminUsers, appointments, jobs, leadTasks } from "#db/schema/index.ts";
import { taskDueInstant } from "~/lib/leads/lead-tasks";
import { officeDateTimeToInstant, officeToday } from "~/lib/company/office-time";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { WEEKDAYS } from "~/lib/company/company-profile";
import { saveSetting } from "~/models/site-settings.server";
import { enqueueJobs } from "~/models/jobs.server";
import { createDigestSchedule } from "../../server/digest-schedule.ts";
import { DIGEST_DAY_JOB, digestDayKey } from "../../server/jobs/digest-jobs.ts";
import { createJobRunner } from "../../server/job-runner.ts";
import { createMailer } from "../../server/mailer.ts";
import { getTestApp } from "../setup/test-app.ts";
import { insertLeadRow } from "../support/leads.ts";
import { sameOrigin, signedInStaff, staffPost, staffRequest, staffRow } from "../support/staff-sessions.ts";
import { decodeMail, startOutbox } from "../support/smtp.ts";

const silent = pino({ level: "silent" });

describe("the morning digest", () => {
  let outbox: Awaited<ReturnType<typeof startOutbox>>;
  let rep: Awaited<ReturnType<typeof signedInStaff>>;
  let quietRep: Awaited<ReturnType<typeof signedInStaff>>;
  let optedOut: Awaited<ReturnType<typeof signedInStaff>>;
  let manager: Awaited<ReturnType<typeof signedInStaff>>;

  beforeAll(async () => {
    outbox = await startOutbox({ notifyTo: "leads@example.com", workerId: "digest-a", read: decodeMail });
    [rep, quietRep, optedOut, manager] = [
      await signedInStaff("sales", { officeId: "ocala" }),
      await signedInStaff("sales"),
      await signedInStaff("sales"),
      await signedInStaff("operations"),
    ];
    // Staff made by other test files on this database are not this test's recipients.
    const { db } = await getTestApp();
    const ours = [rep.id, quietRep.id, optedOut.id, manager.id];
    await db.update(adminUsers).set({ digestEnabled: false }).where(notInArray(adminUsers.id, ours));
  });

  afterAll(async () => {
    await outbox.smtp.close();
  });

  it("is queued once for 7:30 AM of the next working day, however many processes schedule it", async () => {
    const { db } = await getTestApp();
    const fridayEvening = new Date("2026-12-04T23:00:00Z");
    const [first, second] = await Promise.all(
      [1, 2].map(() => createDigestSchedule({ db, logger: silent }).sweepOnce(fridayEvening)),
    );
    expect([first, second]).toEqual(["2026-12-07", "2026-12-07"]);
    const queued = await db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, digestDayKey("2026-12-07")));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: DIGEST_DAY_JOB, status: "pending" });
    expect(queued[0]!.runAt).toEqual(new Date("2026-12-07T12:30:00Z"));
    await db.delete(jobs).where(eq(jobs.uniqueKey, digestDayKey("2026-12-07")));
  });

  it("tells each recipient their day once, even with two processes sending, and nothing to those with nothing to say", async () => {
    const { db } = await getTestApp();
    const today = officeToday();
    const tag = `Digest${Date.now().toString(36)}`;
    // The rep's lead with a visit later today; an old lead nobody has called or been given.
    const repLead = await insertLeadRow({
      firstName: `${tag}Rep`,
      lastName: "Lead",
      salesRepId: rep.id,
      status: "contacted",
    });
    await db.insert(appointments).values({
      leadId: repLead,
      customerName: `${tag}Rep Lead`,
      address: "1 Pool Way, Ocala, FL",
      phone: "3525550199",
      status: "confirmed",
      scheduledAt: officeDateTimeToInstant(today, "23:00"),
      assignedToId: rep.id,
    });
    // A proposal nobody has followed up for a month.
    await insertLeadRow({
      firstName: `${tag}Stale`,
      lastName: "Lead",
      salesRepId: rep.id,
      status: "proposal sent",
      lastActivityAt: new Date(Date.now() - 30 * 86_400_000 - 60_000),
    });
    // A call-back from yesterday still open, and a proposal to send tonight.
    const yesterday = officeToday(new Date(officeDateTimeToInstant(today, "12:00").getTime() - 86_400_000));
    await db.insert(leadTasks).values([
      {
        leadId: repLead,
        kind: "call-back",
        dueOn: yesterday,
        dueAt: taskDueInstant(yesterday, null),
        ownerId: rep.id,
        note: "Bring the HOA form",
      },
      {
        leadId: repLead,
        kind: "send-proposal",
        dueOn: today,
        dueTime: "23:30:00",
        dueAt: taskDueInstant(today, "23:30"),
        ownerId: rep.id,
      },
    ]);
    await insertLeadRow({
      firstName: `${tag}Orphan`,
      lastName: "Lead",
      createdAt: new Date("2001-01-02T15:00:00Z"),
    });
    await db.update(adminUsers).set({ digestEnabled: false }).where(eq(adminUsers.id, optedOut.id));
    // Today is a working day for this test, whatever day it runs on: the Ocala office opens every day.
    const ocala = DEFAULT_COMPANY_PROFILE.offices.ocala;
    await saveSetting(
      db,
      "company-profile",
      {
        ...DEFAULT_COMPANY_PROFILE,
        offices: {
          ...DEFAULT_COMPANY_PROFILE.offices,
          ocala: { ...ocala, hours: { ...ocala.hours, days: [...WEEKDAYS] } },
        },
      },
      null,
    );
    onTestFinished(() => saveSetting(db, "company-profile", DEFAULT_COMPANY_PROFILE, null));

    // Both processes' schedules queue the day's run; only one job exists.
    const dayJob = {
      kind: DIGEST_DAY_JOB,
      payload: { date: today },
      uniqueKey: digestDayKey(today),
    };
    expect((await enqueueJobs(db, [dayJob])).length + (await enqueueJobs(db, [dayJob])).length).toBe(1);

    const second = createJobRunner({
      db,
      logger: silent,
      mailer: createMailer({ smtpUrl: outbox.smtp.url, defaultAddress: "no-reply@pools.example.com", logger: silent }),
      siteUrl: "https://pools.example.com",
      workerId: "digest-b",
    });
    // Two drains side by side, twice over: every job is claimed by one worker, and a run finds nothing left.
    await Promise.all([outbox.runner.drain(), second.drain()]);
    await Promise.all([outbox.runner.drain(), second.drain()]);

    const to = (address: string) => outbox.smtp.received.filter((mail) => mail.to.includes(address));
    expect(to(rep.email)).toHaveLength(1);
    expect(to(manager.email)).toHaveLength(1);
    expect(to(quietRep.email)).toHaveLength(0);
    expect(to(optedOut.email)).toHaveLength(0);

    const repMail = to(rep.email)[0]!.body;
    expect(repMail).toMatch(
      /Subject: Your day, \w+day, \w+ \d+: 1 overdue task, 1 task today, 1 consultation, 1 stale lead/,
    );
    expect(repMail).toContain("STALE LEADS");
    expect(repMail).toContain(`- ${tag}Stale Lead (Proposal sent, idle 30 days)`);
    expect(repMail).toContain("OVERDUE TASKS");
    expect(repMail).toMatch(new RegExp(`- Call back: ${tag}Rep Lead \\(\\w+, \\w+ \\d+ · Bring the HOA form\\)`));
    expect(repMail).toContain("TODAY'S TASKS");
    expect(repMail).toMatch(new RegExp(`- Send proposal: ${tag}Rep Lead \\(\\w+, \\w+ \\d+, 11:30 PM\\)`));
    expect(repMail).toContain("TODAY'S CONSULTATIONS");
    expect(repMail).toContain(`11:00 PM: ${tag}Rep Lead (Visit planned on the lead desk)`);
    expect(repMail).toContain(`https://pools.example.com/admin/leads/${repLead}`);
    expect(repMail).toContain("Content-Type: text/html");
    expect(repMail).not.toContain(`${tag}Orphan`);

    const managerMail = to(manager.email)[0]!.body;
    expect(managerMail).toContain("UNCONTACTED LEADS");
    expect(managerMail).toContain(`- ${tag}Orphan Lead (Arrived Jan 2, 2001, 10:00 AM)`);
    expect(managerMail).toContain("UNASSIGNED LEADS");
    expect(managerMail).toContain(`- ${tag}Orphan Lead (New, waiting since Jan 2, 2001, 10:00 AM)`);
    expect(managerMail).toMatch(
      new RegExp(`- ${rep.username}: \\d+ open leads?, \\d+ uncontacted, 1 overdue task, 1 stale lead`),
    );

    const sends = await db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(like(jobs.uniqueKey, `staff-digest:${today}:%`), inArray(jobs.kind, ["staff-digest.send"])));
    expect(sends.every((job) => job.status === "done")).toBe(true);
  });

  it("is turned off and on from the account page, and a cross-site post changes nothing", async () => {
    const before = await staffRow(quietRep.id);
    expect(before.digestEnabled).toBe(true);
    const off = await staffPost("/admin/account", quietRep.cookie, { intent: "digest" });
    expect(off.status).toBe(302);
    expect((await staffRow(quietRep.id)).digestEnabled).toBe(false);
    const page = await (await staffRequest("/admin/account", quietRep.cookie)).text();
    expect(page).toContain("E-mail me the morning digest");
    expect(page).not.toMatch(/name="digestEnabled"[^>]*checked/);

    const forged = await staffPost(
      "/admin/account",
      quietRep.cookie,
      { intent: "digest", digestEnabled: "on" },
      "https://evil.example",
    );
    // Refused by the router's own check (400) or the staff area's guard (403), before the action runs.
    expect([400, 403]).toContain(forged.status);
    expect((await staffRow(quietRep.id)).digestEnabled).toBe(false);

    await staffPost("/admin/account", quietRep.cookie, { intent: "digest", digestEnabled: "on" }, await sameOrigin());
    expect((await staffRow(quietRep.id)).digestEnabled).toBe(true);
  });
});
