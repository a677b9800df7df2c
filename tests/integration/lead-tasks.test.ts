// Follow-up tasks on a lead: adding one on the lead page (owner, due instant on the offices' clock, history line,
// the push queued), doing and reopening it, bad input and reach, won and lost closing open tasks, the follow-up
// suggested after "proposal sent", My tasks, the lists' overdue mark, and the push when a task falls due.
import { and, eq, like, lte } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, leadTasks, leads } from "#db/schema/index.ts";
import { officeToday } from "~/lib/company/office-time";
import { addDays } from "~/lib/consultations/consultation-slots";
import { LEAD_TASK_MESSAGES } from "~/lib/schemas/lead-tasks";
import { bulkChangeLeadStatus } from "~/models/lead-changes.server";
import { addLeadTask, listOwnerTasks } from "~/models/lead-tasks.server";
import { savePushSubscription } from "~/models/push-subscriptions.server";
import { setStaffUserActive } from "~/models/staff.server";
import { createJobRunner } from "../../server/job-runner.ts";
import { createMailer } from "../../server/mailer.ts";
import { getTestApp } from "../setup/test-app.ts";
import { browserKeys, startPushService, testPushSender } from "../support/push.ts";
import {
  clearSignInCounters,
  createTestStaff,
  pageText,
  signedInStaff,
  type SignedInStaff,
  staffPost,
  staffRequest,
} from "../support/staff-sessions.ts";
import { flashOf, leadEventsOf, leadRow, makeLead, tasksOf, uniqueSource } from "../support/leads.ts";

let admin: SignedInStaff;
let operations: SignedInStaff;
let rep: SignedInStaff;
let otherRep: SignedInStaff;

/** A lead of the rep's office (Ocala), assigned to `repId` (null: nobody). */
const officeLead = (name: string, repId: number | null, firstName = "Maria") =>
  makeLead({ sourcePage: uniqueSource(name), nearestBranch: "OCALA", salesRepId: repId, firstName, lastName: "Lopez" });

const today = () => officeToday();

const addTask = (leadId: number, who: SignedInStaff, fields: Record<string, string>) =>
  staffPost(`/admin/leads/${leadId}`, who.cookie, { intent: "task-add", kind: "call-back", ...fields });

beforeAll(async () => {
  await clearSignInCounters();
  admin = await signedInStaff("admin");
  operations = await signedInStaff("operations");
  rep = await signedInStaff("sales", { officeId: "ocala" });
  otherRep = await signedInStaff("sales", { officeId: "orlando" });
});

beforeEach(clearSignInCounters);

describe("adding a task on the lead page", () => {
  it("stores it for the lead's rep, due on the offices' clock, with a history line and its push queued", async () => {
    const leadId = await officeLead("add", rep.id);
    const dueOn = addDays(today(), 2);
    const response = await addTask(leadId, rep, { dueOn, dueTime: "14:30", ownerId: "", note: "Ask about the HOA" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${leadId}#tasks`);
    expect(flashOf(response)).toContain(`Task added: Call back for ${rep.username}.`);

    const [task] = await tasksOf(leadId);
    expect(task).toMatchObject({ kind: "call-back", dueOn, dueTime: "14:30:00", ownerId: rep.id, status: "open" });
    expect(task!.note).toBe("Ask about the HOA");
    expect(task!.createdById).toBe(rep.id);

    const [event] = await leadEventsOf(leadId);
    expect(event).toMatchObject({ kind: "task-added", actorId: rep.id, taskId: task!.id });
    expect(event!.note).toMatch(
      /^Task added: Call back, due \w{3}, \w{3} \d{1,2}, 2:30 PM, for t-sales-.* — Ask about the HOA$/,
    );

    const { db } = await getTestApp();
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `lead-task-due:${task!.id}:${task!.dueAt.toISOString()}`));
    expect(job).toMatchObject({ kind: "lead-task.due", status: "pending" });
    expect(job!.runAt.toISOString()).toBe(task!.dueAt.toISOString());

    const page = await pageText(await staffRequest(`/admin/leads/${leadId}`, rep.cookie));
    expect(page).toContain("Ask about the HOA");
    expect(page).toContain(`${rep.username}</span>: Task added: Call back`);
  });

  it("gives the task to the person adding it when the lead has no active rep, or to the staff member chosen", async () => {
    const unassigned = await officeLead("owner-none", null);
    await addTask(unassigned, rep, { dueOn: today(), ownerId: "" });
    const chosen = await officeLead("owner-chosen", rep.id);
    await addTask(chosen, rep, { dueOn: today(), ownerId: String(admin.id) });
    expect((await tasksOf(unassigned))[0]!.ownerId).toBe(rep.id);
    expect((await tasksOf(chosen))[0]!.ownerId).toBe(admin.id);
  });

  it("reads a day without a time as 8:00 AM, in daylight and in standard time", async () => {
    const leadId = await officeLead("dst-http", rep.id);
    // The next changes after the 2026 ones: March 14 and November 7, 2027.
    await addTask(leadId, rep, { dueOn: "2027-03-14", dueTime: "" });
    await addTask(leadId, rep, { dueOn: "2027-03-14", dueTime: "09:00" });
    await addTask(leadId, rep, { dueOn: "2027-11-07", dueTime: "" });
    expect((await tasksOf(leadId)).map((task) => [task.dueTime, task.dueAt.toISOString()])).toEqual([
      [null, "2027-03-14T12:00:00.000Z"],
      ["09:00:00", "2027-03-14T13:00:00.000Z"],
      [null, "2027-11-07T13:00:00.000Z"],
    ]);
  });

  it("stores due instants across the 2026 daylight-saving days", async () => {
    const { db } = await getTestApp();
    const leadId = await officeLead("dst-2026", rep.id);
    const add = (dueOn: string, dueTime: string | null) =>
      addLeadTask(db, { leadId, staffId: rep.id, input: { kind: "other", dueOn, dueTime, ownerId: null, note: null } });
    await add("2026-03-07", "09:00");
    await add("2026-03-08", "09:00");
    await add("2026-03-08", null);
    await add("2026-10-31", "09:00");
    await add("2026-11-01", "01:30");
    await add("2026-11-01", null);
    expect((await tasksOf(leadId)).map((task) => task.dueAt.toISOString())).toEqual([
      "2026-03-07T14:00:00.000Z",
      "2026-03-08T13:00:00.000Z",
      "2026-03-08T12:00:00.000Z",
      "2026-10-31T13:00:00.000Z",
      "2026-11-01T05:30:00.000Z",
      "2026-11-01T13:00:00.000Z",
    ]);
  });

  it("refuses bad input with a clear message, keeps what was typed and changes nothing", async () => {
    const leadId = await officeLead("bad", rep.id);
    const cases: [Record<string, string>, string][] = [
      [{ kind: "dance", dueOn: today() }, LEAD_TASK_MESSAGES.kind],
      [{ dueOn: "" }, LEAD_TASK_MESSAGES.dueOn],
      [{ dueOn: "2026-02-30" }, LEAD_TASK_MESSAGES.dueOn],
      [{ dueOn: addDays(today(), -1) }, LEAD_TASK_MESSAGES.duePast],
      [{ dueOn: addDays(today(), 800) }, LEAD_TASK_MESSAGES.dueTooFar],
      [{ dueOn: today(), dueTime: "25:00" }, LEAD_TASK_MESSAGES.dueTime],
      [{ dueOn: today(), ownerId: "abc" }, LEAD_TASK_MESSAGES.owner],
      [{ dueOn: today(), note: "x".repeat(1001) }, LEAD_TASK_MESSAGES.noteTooLong],
    ];
    for (const [fields, message] of cases) {
      const response = await addTask(leadId, rep, { note: "Typed note kept", ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const page = await pageText(response);
      expect(page).toContain(message);
      if (!fields.note) expect(page).toContain('value="Typed note kept"');
    }
    const former = await createTestStaff("sales", { officeId: "ocala" });
    const { db } = await getTestApp();
    await setStaffUserActive(db, former.id, false);
    const inactive = await addTask(leadId, rep, { dueOn: today(), ownerId: String(former.id) });
    expect(inactive.status).toBe(400);
    expect(await pageText(inactive)).toContain(LEAD_TASK_MESSAGES.ownerUnavailable);
    expect(await tasksOf(leadId)).toEqual([]);
    expect(await leadEventsOf(leadId)).toEqual([]);
  });

  it("answers 404 to a rep for a lead out of their reach, and refuses anonymous and cross-site posts", async () => {
    const leadId = await officeLead("reach", rep.id);
    expect((await addTask(leadId, otherRep, { dueOn: today() })).status).toBe(404);
    const anonymous = await staffPost(`/admin/leads/${leadId}`, null, { intent: "task-add", dueOn: today() });
    expect([302, 401]).toContain(anonymous.status);
    const foreign = await staffPost(
      `/admin/leads/${leadId}`,
      rep.cookie,
      { intent: "task-add", kind: "call-back", dueOn: today() },
      "https://evil.example",
    );
    expect([400, 403]).toContain(foreign.status);
    expect(await tasksOf(leadId)).toEqual([]);
  });
});

describe("done and reopen", () => {
  it("marks a task done in one post (the lead counts as worked), reopens it, and writes both in the history", async () => {
    const { db } = await getTestApp();
    const leadId = await officeLead("done", rep.id);
    await addTask(leadId, rep, { dueOn: today() });
    const [task] = await tasksOf(leadId);
    await db
      .update(leads)
      .set({ lastActivityAt: new Date("2026-01-01T00:00:00Z") })
      .where(eq(leads.id, leadId));

    const done = await staffPost(`/admin/leads/${leadId}`, rep.cookie, {
      intent: "task-done",
      taskId: String(task!.id),
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/admin/leads/${leadId}#tasks`);
    expect(flashOf(done)).toContain("Task done: Call back.");
    const [afterDone] = await tasksOf(leadId);
    expect(afterDone).toMatchObject({ status: "done", completedById: rep.id });
    expect(Date.now() - (await leadRow(leadId)).lastActivityAt.getTime()).toBeLessThan(60_000);

    const again = await staffPost(`/admin/leads/${leadId}`, rep.cookie, {
      intent: "task-done",
      taskId: String(task!.id),
    });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(LEAD_TASK_MESSAGES.alreadyDone);

    const reopened = await staffPost(`/admin/leads/${leadId}`, admin.cookie, {
      intent: "task-reopen",
      taskId: String(task!.id),
    });
    expect(reopened.status).toBe(302);
    expect((await tasksOf(leadId))[0]).toMatchObject({ status: "open", completedAt: null, completedById: null });
    expect((await leadEventsOf(leadId)).map((event) => [event.kind, event.actorId])).toEqual([
      ["task-added", rep.id],
      ["task-done", rep.id],
      ["task-reopened", admin.id],
    ]);
  });

  it("answers 404 for a task of another lead or no task, changing nothing", async () => {
    const first = await officeLead("other-a", rep.id);
    const second = await officeLead("other-b", rep.id);
    await addTask(first, rep, { dueOn: today() });
    const [task] = await tasksOf(first);
    for (const taskId of [String(task!.id), "999999999", "x"]) {
      const response = await staffPost(`/admin/leads/${second}`, rep.cookie, { intent: "task-done", taskId });
      expect(response.status).toBe(404);
    }
    expect((await tasksOf(first))[0]!.status).toBe("open");
  });
});

describe("a won or lost lead", () => {
  it("closes its open tasks in the status change, with a line in the history; done ones stay done", async () => {
    const leadId = await officeLead("won", rep.id);
    await addTask(leadId, rep, { dueOn: today() });
    await addTask(leadId, rep, { dueOn: addDays(today(), 1), kind: "site-visit" });
    await addTask(leadId, rep, { dueOn: addDays(today(), 2), kind: "send-proposal" });
    const [first] = await tasksOf(leadId);
    await staffPost(`/admin/leads/${leadId}`, rep.cookie, { intent: "task-done", taskId: String(first!.id) });

    const won = await staffPost(`/admin/leads/${leadId}`, rep.cookie, {
      intent: "status",
      status: "won",
      wonValue: "48000",
      wonSignedOn: today(),
    });
    expect(won.status).toBe(302);
    expect((await tasksOf(leadId)).map((task) => task.status)).toEqual(["done", "closed", "closed"]);
    const closing = (await leadEventsOf(leadId)).at(-1)!;
    expect(closing).toMatchObject({ kind: "tasks-closed", actorId: rep.id });
    expect(closing.note).toBe("2 open tasks closed: the lead was marked Won");
    const page = await pageText(await staffRequest(`/admin/leads/${leadId}`, rep.cookie));
    expect(page).toContain("2 open tasks closed: the lead was marked Won");
    expect(page).toContain("Closed with the lead");
    // A closed task is not reopened: a new one is added instead.
    const closedTask = (await tasksOf(leadId))[1]!;
    const reopen = await staffPost(`/admin/leads/${leadId}`, rep.cookie, {
      intent: "task-reopen",
      taskId: String(closedTask.id),
    });
    expect(reopen.status).toBe(409);
    expect(await pageText(reopen)).toContain(LEAD_TASK_MESSAGES.closed);
  });

  it("closes open tasks of leads marked lost in bulk, one line per lead that had any", async () => {
    const { db } = await getTestApp();
    const withTask = await officeLead("bulk-a", rep.id);
    const without = await officeLead("bulk-b", rep.id);
    await addTask(withTask, rep, { dueOn: today() });
    const result = await bulkChangeLeadStatus(db, {
      leadIds: [withTask, without],
      to: "lost",
      lostReason: "price",
      staffId: operations.id,
    });
    expect(result.ok).toBe(true);
    expect((await tasksOf(withTask))[0]!.status).toBe("closed");
    expect((await leadEventsOf(withTask)).at(-1)!.note).toBe("1 open task closed: the lead was marked Lost");
    expect(await leadEventsOf(without)).toEqual([]);
  });
});

describe("the follow-up after a proposal", () => {
  it("is filled in on the tasks form after the change to proposal sent, and not created by itself", async () => {
    const leadId = await officeLead("proposal", rep.id);
    const response = await staffPost(`/admin/leads/${leadId}`, rep.cookie, {
      intent: "status",
      status: "proposal sent",
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toBe(`/admin/leads/${leadId}?suggest=proposal-follow-up#tasks`);
    expect(flashOf(response)).toContain("A follow-up in 3 days is filled in under Tasks.");
    expect(await tasksOf(leadId)).toEqual([]);

    const page = await pageText(await staffRequest(location.replace(/#.*/, ""), rep.cookie));
    expect(page).toContain("The proposal is out: a follow-up call in 3 days is filled in below.");
    expect(page).toContain(`name="dueOn" value="${addDays(today(), 3)}"`);
    expect(page).toContain('value="Follow up on the proposal"');
    expect(page).toMatch(/<option value="call-back" selected="">Call back<\/option>/);

    // The same address on a lead at another stage suggests nothing.
    const other = await officeLead("proposal-not", rep.id);
    const plain = await pageText(await staffRequest(`/admin/leads/${other}?suggest=proposal-follow-up`, rep.cookie));
    expect(plain).not.toContain("The proposal is out");
    expect(plain).not.toContain("Follow up on the proposal");
  });
});

describe("My tasks", () => {
  it("shows a rep their open tasks, overdue, today and next 7 days, on leads in their reach", async () => {
    const { db } = await getTestApp();
    const leadId = await officeLead("mine", rep.id, "Olivia");
    const input = (dueOn: string, kind: "call-back" | "site-visit" | "send-proposal" | "other") =>
      addLeadTask(db, { leadId, staffId: rep.id, input: { kind, dueOn, dueTime: null, ownerId: rep.id, note: null } });
    await input(addDays(today(), -2), "call-back");
    await input(today(), "site-visit");
    await input(addDays(today(), 5), "send-proposal");
    await input(addDays(today(), 20), "other");
    const lists = await listOwnerTasks(db, { ...rep, officeId: "ocala" });
    const mine = (list: { leadId: number; kind: string }[]) =>
      list.filter((t) => t.leadId === leadId).map((t) => t.kind);
    expect(mine(lists.overdue)).toEqual(["call-back"]);
    expect(mine(lists.today)).toEqual(["site-visit"]);
    expect(mine(lists.upcoming)).toEqual(["send-proposal"]);

    const page = await pageText(await staffRequest("/admin/tasks", rep.cookie));
    expect(page).toContain("<h1");
    expect(page).toContain("My tasks");
    expect(page).toContain("Olivia Lopez");
    expect(page).toMatch(/Overdue \(\d+\)/);
    expect(page).not.toContain("Whose tasks");
    // Another rep sees none of them.
    expect(await pageText(await staffRequest("/admin/tasks", otherRep.cookie))).not.toContain("Olivia Lopez");
  });

  it("lets managers pick any staff member's tasks; a rep asking for another's is refused", async () => {
    const { db } = await getTestApp();
    const leadId = await officeLead("managers", rep.id, "Quentin");
    await addLeadTask(db, {
      leadId,
      staffId: rep.id,
      input: { kind: "call-back", dueOn: today(), dueTime: null, ownerId: rep.id, note: null },
    });
    const asManager = await staffRequest(`/admin/tasks?owner=${rep.id}`, operations.cookie);
    expect(asManager.status).toBe(200);
    const page = await pageText(asManager);
    expect(page).toContain("Whose tasks");
    expect(page).toContain(`Tasks of ${rep.username}`);
    expect(page).toContain("Quentin Lopez");
    expect((await staffRequest(`/admin/tasks?owner=${rep.id}`, otherRep.cookie)).status).toBe(403);
    expect((await staffRequest("/admin/tasks?owner=999999999", admin.cookie)).status).toBe(404);
    expect((await staffRequest("/admin/tasks?owner=abc", admin.cookie)).status).toBe(400);
  });

  it("marks a task done from the list, for a lead in reach only", async () => {
    const leadId = await officeLead("list-done", rep.id);
    await addTask(leadId, rep, { dueOn: today() });
    const [task] = await tasksOf(leadId);
    const fields = { intent: "task-done", taskId: String(task!.id), leadId: String(leadId) };
    expect((await staffPost("/admin/tasks", otherRep.cookie, fields)).status).toBe(404);
    expect((await tasksOf(leadId))[0]!.status).toBe("open");
    const done = await staffPost("/admin/tasks", rep.cookie, fields);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/tasks");
    expect((await tasksOf(leadId))[0]!.status).toBe("done");
  });
});

describe("the lead lists", () => {
  it("mark a lead with an overdue task, and not one whose task is today's or done", async () => {
    const { db } = await getTestApp();
    const source = uniqueSource("overdue-mark");
    const late = await makeLead({ sourcePage: source, nearestBranch: "OCALA", salesRepId: rep.id, firstName: "Late" });
    const fine = await makeLead({ sourcePage: source, nearestBranch: "OCALA", salesRepId: rep.id, firstName: "Fine" });
    const task = (leadId: number, dueOn: string) =>
      addLeadTask(db, {
        leadId,
        staffId: rep.id,
        input: { kind: "call-back", dueOn, dueTime: null, ownerId: rep.id, note: null },
      });
    await task(late, addDays(today(), -1));
    await task(fine, today());
    const page = await pageText(await staffRequest(`/admin/estimates?source=${source}`, rep.cookie));
    const rowOf = (name: string) => page.slice(page.indexOf(`${name} Lead`), page.indexOf(`${name} Lead`) + 3000);
    expect(rowOf("Late")).toContain("Overdue task");
    expect(rowOf("Fine").split("Late Lead")[0]).not.toContain("Overdue task");
  });
});

describe("the push when a task falls due", () => {
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let runner: ReturnType<typeof createJobRunner>;
  const decrypters = new Map<string, (body: Buffer) => unknown>();

  async function device(staffId: number, name: string) {
    const { db } = await getTestApp();
    const keys = browserKeys();
    await savePushSubscription(db, staffId, { endpoint: pushService.endpointOf(name), keys: keys.keys }, "Chrome");
    decrypters.set(name, keys.decrypt);
  }

  /** What a device was shown about tasks (its owner also gets the alerts of leads assigned to them). */
  function taskPushesTo(name: string) {
    return pushService
      .to(name)
      .map((push) => decrypters.get(name)!(push.body) as { tag: string })
      .filter((message) => message.tag.startsWith("task-"));
  }

  /** Lets the task jobs of this test come due, as if their time had come. */
  async function timePasses(taskIds: number[]) {
    const { db } = await getTestApp();
    for (const id of taskIds) {
      await db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(like(jobs.uniqueKey, `lead-task-due:${id}:%`));
    }
  }

  beforeAll(async () => {
    const { db } = await getTestApp();
    pushService = await startPushService();
    const logger = pino({ level: "silent" });
    runner = createJobRunner({
      db,
      logger,
      mailer: createMailer({ defaultAddress: "no-reply@pools.example.com", logger }),
      siteUrl: "https://pools.example.com",
      push: testPushSender(),
      workerId: "task-push-worker",
    });
  });

  afterAll(() => pushService.close());

  beforeEach(async () => {
    // Jobs other tests left due are not this file's concern.
    const { db } = await getTestApp();
    await db
      .update(jobs)
      .set({ status: "done" })
      .where(and(eq(jobs.status, "pending"), lte(jobs.runAt, new Date())));
  });

  it("reaches the owner's devices with the task and the lead's first name and town, never the note", async () => {
    const owner = await createTestStaff("sales", { officeId: "ocala" });
    await device(owner.id, "owner-phone");
    const leadId = await makeLead({
      sourcePage: uniqueSource("push"),
      nearestBranch: "OCALA",
      salesRepId: owner.id,
      firstName: "Paula",
      address: "12 Main St, Ocala, FL 34471",
    });
    await addTask(leadId, rep, { dueOn: addDays(today(), 1), dueTime: "10:00", kind: "site-visit", note: "Gate 4417" });
    const [task] = await tasksOf(leadId);
    expect(task!.ownerId).toBe(owner.id);
    await runner.drain();
    expect(taskPushesTo("owner-phone")).toEqual([]); // not due yet

    await timePasses([task!.id]);
    await runner.drain();
    const shown = taskPushesTo("owner-phone");
    expect(shown).toEqual([
      { title: "Task due: Site visit", body: "Paula, Ocala", url: `/admin/leads/${leadId}`, tag: `task-${task!.id}` },
    ]);
    expect(JSON.stringify(shown)).not.toContain("Gate");
  });

  it("pushes nothing for a task done before it fell due, or whose due time has changed since", async () => {
    const { db } = await getTestApp();
    const owner = await createTestStaff("sales", { officeId: "ocala" });
    await device(owner.id, "quiet-phone");
    const leadId = await officeLead("push-quiet", owner.id);
    await addTask(leadId, rep, { dueOn: addDays(today(), 1) });
    await addTask(leadId, rep, { dueOn: addDays(today(), 2) });
    const [done, moved] = await tasksOf(leadId);
    await staffPost(`/admin/leads/${leadId}`, rep.cookie, { intent: "task-done", taskId: String(done!.id) });
    await db
      .update(leadTasks)
      .set({ dueAt: new Date(moved!.dueAt.getTime() + 3_600_000) })
      .where(eq(leadTasks.id, moved!.id));
    await timePasses([done!.id, moved!.id]);
    await runner.drain();
    expect(taskPushesTo("quiet-phone")).toEqual([]);
    const ran = await db
      .select()
      .from(jobs)
      .where(like(jobs.uniqueKey, `lead-task-due:${done!.id}:%`));
    expect(ran.map((job) => job.status)).toEqual(["done"]);
  });
});
