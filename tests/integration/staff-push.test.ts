// Alerts to staff phones by web push, through the outbox: who gets them, what they say, and what happens when a
// push service refuses. A local HTTP server stands in for the push service; each device's keys are made here.
import { and, eq, inArray, lte } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, leads, pushSubscriptions } from "#db/schema/index.ts";
import type { OfficeId } from "~/lib/company/offices";
import type { StaffRole } from "#db/schema/enums.ts";
import { formatOfficeDateTime, officeDateTimeToInstant } from "~/lib/company/office-time";
import { bookConsultation, cancelConsultation, listFreeSlots, moveConsultation } from "~/models/consultations.server";
import { bulkAssignLeads, changeLeadStatus } from "~/models/lead-changes.server";
import { savePushSubscription } from "~/models/push-subscriptions.server";
import { createJobRunner } from "../../server/job-runner.ts";
import { createMailer } from "../../server/mailer.ts";
import { getTestApp } from "../setup/test-app.ts";
import { type TestStaff, createTestStaff, signInAs, staffPost } from "../support/staff-sessions.ts";
import { makeLead, uniqueSource } from "../support/leads.ts";
import { startSmtp } from "../support/smtp.ts";
import { browserKeys, startPushService, testPushSender } from "../support/push.ts";

let pushService: Awaited<ReturnType<typeof startPushService>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let runner: ReturnType<typeof createJobRunner>;
const devices = new Map<string, { id: number; decrypt: (body: Buffer) => unknown }>();
let deviceCounter = 0;

/** Subscribes a new device of `staff` (as the browser's subscription would be stored). */
async function newDevice(staff: TestStaff): Promise<string> {
  const { db } = await getTestApp();
  deviceCounter += 1;
  const name = `device-${deviceCounter}`;
  const keys = browserKeys();
  const id = await savePushSubscription(
    db,
    staff.id,
    { endpoint: pushService.endpointOf(name), keys: keys.keys },
    "Chrome on Android",
  );
  devices.set(name, { id, decrypt: keys.decrypt });
  return name;
}

interface ShownPush {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** What each device was shown about a lead (decrypted as the phone would), by device. */
function shownAbout(leadId: number): Map<string, ShownPush[]> {
  const shown = new Map<string, ShownPush[]>();
  for (const push of pushService.received) {
    const message = devices.get(push.device)!.decrypt(push.body) as ShownPush;
    if (message.url !== `/admin/leads/${leadId}`) continue;
    shown.set(push.device, [...(shown.get(push.device) ?? []), message]);
  }
  return shown;
}

async function staffIn(role: StaffRole, officeId?: OfficeId) {
  return createTestStaff(role, officeId ? { officeId } : {});
}

async function assignTo(leadId: number, repId: number | null) {
  const { db } = await getTestApp();
  await db.update(leads).set({ salesRepId: repId }).where(eq(leads.id, leadId));
}

/** Jobs left due by other test files are not this file's concern. */
async function settleDueJobs() {
  const { db } = await getTestApp();
  await db
    .update(jobs)
    .set({ status: "done" })
    .where(and(eq(jobs.status, "pending"), lte(jobs.runAt, new Date())));
}

beforeAll(async () => {
  const { db } = await getTestApp();
  pushService = await startPushService();
  smtp = await startSmtp();
  const logger = pino({ level: "silent" });
  runner = createJobRunner({
    db,
    logger,
    mailer: createMailer({ smtpUrl: smtp.url, defaultAddress: "no-reply@pools.example.com", logger }),
    siteUrl: "https://pools.example.com",
    push: testPushSender(),
    workerId: "push-test-worker",
  });
});

afterAll(async () => {
  await pushService.close();
  await smtp.close();
});

beforeEach(settleDueJobs);

describe("a new lead's alert", () => {
  it("reaches every device of the assigned rep and no one else, with first name, town, request and link only", async () => {
    const rep = await staffIn("sales", "orlando");
    const otherRep = await staffIn("sales", "orlando");
    const manager = await staffIn("operations");
    const [phone, tablet] = [await newDevice(rep), await newDevice(rep)];
    const [otherPhone, managerPhone] = [await newDevice(otherRep), await newDevice(manager)];

    const leadId = await makeLead({
      sourcePage: uniqueSource("push"),
      firstName: "Marisol",
      lastName: "Quintanilla",
      email: "marisol.q@example.com",
      phone: "(407) 555-0199",
      message: "Our back yard is small and shady",
      address: "12 Palm Way, Winter Park, FL 32789",
      nearestBranch: "ORLANDO",
    });
    await assignTo(leadId, rep.id);
    await runner.drain();

    const shown = shownAbout(leadId);
    expect([...shown.keys()].sort()).toEqual([phone, tablet].sort());
    expect(shown.get(otherPhone)).toBeUndefined();
    expect(shown.get(managerPhone)).toBeUndefined();
    expect(shown.get(phone)).toEqual([
      {
        title: "New lead: Marisol, Winter Park",
        body: "Estimate request",
        url: `/admin/leads/${leadId}`,
        tag: `lead-${leadId}`,
      },
    ]);
    const text = JSON.stringify(shown.get(phone));
    for (const secret of ["Quintanilla", "555-0199", "marisol.q@", "shady", "Palm Way"])
      expect(text).not.toContain(secret);

    // Encrypted for the device (RFC 8291) and signed with the server's VAPID key, urgent, kept a day.
    const push = pushService.to(phone)[0]!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push.headers.urgency).toBe("high");
    expect(push.headers.ttl).toBe("86400");

    const { db } = await getTestApp();
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, devices.get(phone)!.id));
    expect(row!.lastPushedAt).toBeInstanceOf(Date);

    // The e-mail goes to the rep too.
    const mail = smtp.received.find((m) => m.body.includes(`#${leadId}`) && m.to.includes(rep.email));
    expect(mail).toBeDefined();
  });

  it("goes, when nobody has the lead, to the office's sales staff and the managers", async () => {
    const officeRep = await staffIn("sales", "port-st-lucie");
    const elsewhereRep = await staffIn("sales", "ocala");
    const manager = await staffIn("admin");
    const otherOfficeManager = await staffIn("operations", "ocala");
    const [officePhone, elsewherePhone] = [await newDevice(officeRep), await newDevice(elsewhereRep)];
    const [managerPhone, otherManagerPhone] = [await newDevice(manager), await newDevice(otherOfficeManager)];

    const leadId = await makeLead({ sourcePage: uniqueSource("push"), nearestBranch: "PORT ST. LUCIE" });
    await assignTo(leadId, null);
    await runner.drain();

    const shown = shownAbout(leadId);
    expect(shown.has(officePhone)).toBe(true);
    expect(shown.has(managerPhone)).toBe(true);
    expect(shown.has(elsewherePhone)).toBe(false);
    expect(shown.has(otherManagerPhone)).toBe(false);
    // No address or ZIP: the town is the office's.
    expect(shown.get(officePhone)![0]!.title).toBe("New lead: Test, Port St. Lucie");
  });
});

describe("a push service's refusals", () => {
  it("drops a subscription answered 410, and retries a failed device alone", async () => {
    const { db } = await getTestApp();
    const rep = await staffIn("sales", "west-palm-beach");
    const [working, expired, flaky] = [await newDevice(rep), await newDevice(rep), await newDevice(rep)];
    pushService.answer(expired, 410);
    pushService.answer(flaky, 503);

    const leadId = await makeLead({ sourcePage: uniqueSource("push"), nearestBranch: "WEST PALM BEACH" });
    await assignTo(leadId, rep.id);
    await runner.drain();

    expect(pushService.to(working)).toHaveLength(1);
    const expiredRows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, devices.get(expired)!.id));
    expect(expiredRows).toEqual([]);
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.leadId, leadId), eq(jobs.kind, "lead.notify-staff")));
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job!.payload).toMatchObject({ emailed: true, pushTo: [devices.get(flaky)!.id] });
    expect(job!.lastError).toContain("1 of 3 pushes failed");

    // The back-off has passed and the service is back.
    pushService.answer(flaky, 201);
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job!.id));
    await runner.drain();

    expect(pushService.to(flaky)).toHaveLength(1);
    expect(pushService.to(working)).toHaveLength(1);
    expect(smtp.received.filter((m) => m.body.includes(`#${leadId}`) && m.to.includes(rep.email))).toHaveLength(1);
    const [done] = await db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done!.status).toBe("done");
  });
});

describe("a reassignment", () => {
  it("pushes to and e-mails the new rep when a manager assigns the lead on its page", async () => {
    const manager = await staffIn("operations");
    const [firstRep, newRep] = [await staffIn("sales", "ocala"), await staffIn("sales", "ocala")];
    const [firstPhone, newPhone] = [await newDevice(firstRep), await newDevice(newRep)];
    const leadId = await makeLead({ sourcePage: uniqueSource("push"), firstName: "Dalia", nearestBranch: "OCALA" });
    await assignTo(leadId, firstRep.id);
    await runner.drain();
    pushService.received.length = 0;

    const response = await staffPost(`/admin/leads/${leadId}`, await signInAs(manager), {
      intent: "assign",
      salesRepId: String(newRep.id),
    });
    expect(response.status).toBeLessThan(400);
    await runner.drain();

    const shown = shownAbout(leadId);
    expect([...shown.keys()]).toEqual([newPhone]);
    expect(shown.get(newPhone)![0]!.title).toBe("Assigned to you: Dalia, Ocala");
    expect(shown.has(firstPhone)).toBe(false);
    const mail = smtp.received.filter((m) => m.to.includes(newRep.email) && m.body.includes(`#${leadId}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toMatch(/Subject: Assigned to you: estimate request #\d+: Dalia/);
  });

  it("tells no one when a rep takes a lead themself, and tells each lead's new rep in a bulk assignment", async () => {
    const { db } = await getTestApp();
    const rep = await staffIn("sales", "orlando");
    const manager = await staffIn("admin");
    const repPhone = await newDevice(rep);
    const [mine, bulkA, bulkB] = [
      await makeLead({ sourcePage: uniqueSource("push"), nearestBranch: "ORLANDO" }),
      await makeLead({ sourcePage: uniqueSource("push"), nearestBranch: "ORLANDO" }),
      await makeLead({ sourcePage: uniqueSource("push"), nearestBranch: "ORLANDO" }),
    ];
    for (const id of [mine, bulkA, bulkB]) await assignTo(id, null);
    await settleDueJobs();

    await staffPost(`/admin/leads/${mine}`, await signInAs(rep), { intent: "assign", salesRepId: String(rep.id) });
    await bulkAssignLeads(db, { leadIds: [bulkA, bulkB], salesRepId: rep.id, byStaffId: manager.id });
    // Unassigning tells no one either.
    await bulkAssignLeads(db, { leadIds: [bulkB], salesRepId: null, byStaffId: manager.id });
    await runner.drain();

    const assigneeJobs = await db
      .select({ leadId: jobs.leadId, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, "lead.notify-assignee"), inArray(jobs.leadId, [mine, bulkA, bulkB])));
    expect(assigneeJobs.map((job) => job.leadId).sort()).toEqual([bulkA, bulkB].sort());
    expect(shownAbout(mine).size).toBe(0);
    expect(shownAbout(bulkA).get(repPhone)).toHaveLength(1);
    // Unassigned again before the job ran: the rep is no longer the one to tell.
    expect(shownAbout(bulkB).size).toBe(0);
  });
});

describe("the reminder of a lead nobody has contacted", () => {
  it("is due 15 office minutes after the lead arrived: a Friday evening lead on Monday at 9:15", async () => {
    const { db } = await getTestApp();
    const fridayEvening = officeDateTimeToInstant("2030-03-15", "20:00");
    const leadId = await makeLead({
      sourcePage: uniqueSource("push"),
      nearestBranch: "OCALA",
      createdAt: fridayEvening,
    });
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.leadId, leadId), eq(jobs.kind, "lead.uncontacted-alert")));
    expect(job!.runAt.toISOString()).toBe(officeDateTimeToInstant("2030-03-18", "09:15").toISOString());
    expect(job!.priority).toBe(0);
  });

  it("pushes only for leads still new and never contacted", async () => {
    const { db } = await getTestApp();
    const rep = await staffIn("sales", "orlando");
    const repPhone = await newDevice(rep);
    const waiting = await makeLead({
      sourcePage: uniqueSource("push"),
      firstName: "Waiting",
      nearestBranch: "ORLANDO",
    });
    const called = await makeLead({ sourcePage: uniqueSource("push"), firstName: "Called", nearestBranch: "ORLANDO" });
    for (const id of [waiting, called]) await assignTo(id, rep.id);
    await changeLeadStatus(db, { leadId: called, to: "contacted", staffId: rep.id });
    await runner.drain();
    pushService.received.length = 0;

    // The 15 office minutes have passed.
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.kind, "lead.uncontacted-alert"), inArray(jobs.leadId, [waiting, called])));
    await runner.drain();

    expect(shownAbout(waiting).get(repPhone)).toEqual([
      expect.objectContaining({ title: "Not contacted yet: Waiting, Orlando" }),
    ]);
    expect(shownAbout(called).size).toBe(0);
    const reminders = await db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, "lead.uncontacted-alert"), inArray(jobs.leadId, [waiting, called])));
    expect(reminders.map((r) => r.status)).toEqual(["done", "done"]);
  });
});

describe("a visitor's consultation", () => {
  it("pushes the booking and the cancellation to the lead's rep", async () => {
    const { db } = await getTestApp();
    const rep = await staffIn("sales", "orlando");
    const repPhone = await newDevice(rep);
    const leadId = await makeLead({ sourcePage: uniqueSource("push"), firstName: "Booker", nearestBranch: "ORLANDO" });
    await assignTo(leadId, rep.id);
    await runner.drain();
    pushService.received.length = 0;

    const now = officeDateTimeToInstant("2031-09-08", "07:00");
    const [slot] = await listFreeSlots(db, "orlando", now);
    const booked = await bookConsultation(db, { leadId, officeId: "orlando", start: slot!.start, now });
    if (!booked.ok) throw new Error(booked.message);
    await runner.drain();
    await cancelConsultation(db, {
      by: "customer",
      id: booked.booking.id,
      tokenVersion: booked.booking.tokenVersion,
      now,
    });
    await runner.drain();

    const titles = (shownAbout(leadId).get(repPhone) ?? []).map((push) => `${push.title} | ${push.body}`);
    expect(titles).toEqual([
      `Consultation booked: Booker, Orlando | Estimate request · ${formatOfficeDateTime(slot!.start)}`,
      "Consultation cancelled: Booker, Orlando | Estimate request",
    ]);
  });

  it("pushes nothing when staff move or cancel it themselves; the e-mails still go", async () => {
    const { db } = await getTestApp();
    const rep = await staffIn("sales", "orlando");
    const repPhone = await newDevice(rep);
    const leadId = await makeLead({
      sourcePage: uniqueSource("push"),
      firstName: "Calendar",
      nearestBranch: "ORLANDO",
    });
    await assignTo(leadId, rep.id);
    const now = officeDateTimeToInstant("2031-09-09", "07:00");
    const [first, second] = await listFreeSlots(db, "orlando", now);
    const booked = await bookConsultation(db, { leadId, officeId: "orlando", start: first!.start, now });
    if (!booked.ok) throw new Error(booked.message);
    await runner.drain();
    pushService.received.length = 0;

    const by = { staffId: rep.id };
    const moved = await moveConsultation(db, { by, id: booked.booking.id, tokenVersion: 1, start: second!.start, now });
    if (!moved.ok) throw new Error(moved.message);
    await cancelConsultation(db, { by, id: moved.booking.id, tokenVersion: moved.booking.tokenVersion, now });
    await runner.drain();

    expect(shownAbout(leadId).get(repPhone) ?? []).toEqual([]);
    const officeNotices = await db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, "consultation.notify-office"), eq(jobs.leadId, leadId)));
    expect(officeNotices.map((job) => job.status)).toEqual(["done", "done", "done"]);
  });
});

describe("the job runner", () => {
  it("drains more than a batch in one go, staff alerts before visitors' mail", async () => {
    const { db } = await getTestApp();
    const rep = await staffIn("sales");
    const ids = await db
      .insert(jobs)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          kind: "push.test",
          payload: { userId: rep.id },
          priority: i % 2 === 0 ? 5 : 0,
        })),
      )
      .returning({ id: jobs.id, priority: jobs.priority });
    const statuses = async () =>
      db
        .select({ status: jobs.status, priority: jobs.priority })
        .from(jobs)
        .where(
          inArray(
            jobs.id,
            ids.map((row) => row.id),
          ),
        );
    // One batch: the staff alerts are claimed first.
    await runner.runOnce();
    const first = (await statuses()).filter((row) => row.status === "done");
    expect(first).toHaveLength(10);
    expect(first.every((row) => row.priority === 0)).toBe(true);
    // One drain: every due job, batch after batch, without waiting for the next poll.
    expect(await runner.drain()).toBeGreaterThanOrEqual(40);
    expect((await statuses()).every((row) => row.status === "done")).toBe(true);
  });
});
