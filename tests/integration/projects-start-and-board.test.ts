// Pool projects from the lead desk: "Start the project" on a won lead (managers only; the pool, color and address
// proposed from the lead; the link e-mail queued with it; once only), bad input changing nothing, the project's
// timeline with late stages on the lead page, the messages thread and the office's reply, and the projects board
// by stage (managers see all, a rep only the leads in their reach).
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs, leadDesigns, pools, projectMessages, projectStages, projects } from "#db/schema/index.ts";
import { officeToday } from "~/lib/company/office-time";
import { addDays } from "~/lib/consultations/consultation-slots";
import { PROJECT_MESSAGE_MESSAGES } from "~/lib/schemas/project-message";
import { PROJECT_START_MESSAGES } from "~/lib/schemas/project-start";
import { getTestApp } from "../setup/test-app.ts";
import { flashOf, insertLeadRow, makeLead, uniqueSource } from "../support/leads.ts";
import {
  type SignedInStaff,
  pageText,
  signedInStaff,
  signedInStaffOfEveryRole,
  staffPost,
  staffRequest,
} from "../support/staff-sessions.ts";

const staff = signedInStaffOfEveryRole();
let ocalaRep: SignedInStaff;
let orlandoRep: SignedInStaff;
let activePool: { id: number; name: string };

beforeAll(async () => {
  ocalaRep = await signedInStaff("sales", { officeId: "ocala" });
  orlandoRep = await signedInStaff("sales", { officeId: "orlando" });
  const { db } = await getTestApp();
  const [pool] = await db
    .select({ id: pools.id, name: pools.name })
    .from(pools)
    .where(eq(pools.isActive, true))
    .orderBy(asc(pools.id))
    .limit(1);
  activePool = pool!;
});

const today = () => officeToday();

/** A lead of the Ocala office assigned to the Ocala rep, won through the lead desk with its value and date. */
async function wonLead(name: string, options: { firstName?: string; address?: string } = {}) {
  const leadId = await makeLead({
    sourcePage: uniqueSource(name),
    nearestBranch: "OCALA",
    salesRepId: ocalaRep.id,
    firstName: options.firstName ?? "Maria",
    lastName: "Lopez",
    email: `${name}-${Date.now()}@example.com`,
    address: options.address ?? "120 SE Fort King St, Ocala FL 34471",
  });
  const won = await staffPost(`/admin/leads/${leadId}`, staff.admin.cookie, {
    intent: "status",
    status: "won",
    wonValue: "48,500.01",
    wonSignedOn: today(),
  });
  expect(won.status).toBe(302);
  return leadId;
}

const start = (leadId: number, who: SignedInStaff, fields: Record<string, string> = {}) =>
  staffPost(`/admin/leads/${leadId}`, who.cookie, {
    intent: "project-start",
    poolId: String(activePool.id),
    color: "Blue Granite",
    address: "120 SE Fort King St, Ocala FL 34471",
    ...fields,
  });

const reply = (leadId: number, who: SignedInStaff, body: string) =>
  staffPost(`/admin/leads/${leadId}`, who.cookie, { intent: "project-message", body });

async function projectOf(leadId: number) {
  const { db } = await getTestApp();
  return db.select().from(projects).where(eq(projects.leadId, leadId));
}

async function projectJobs(leadId: number) {
  const { db } = await getTestApp();
  return db
    .select({ kind: jobs.kind, payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.leadId, leadId))
    .orderBy(asc(jobs.id))
    .then((rows) => rows.filter((row) => row.kind.startsWith("project.")));
}

async function stagesOf(projectId: number) {
  const { db } = await getTestApp();
  return db
    .select()
    .from(projectStages)
    .where(eq(projectStages.projectId, projectId))
    .orderBy(asc(projectStages.position));
}

const leadPage = async (leadId: number, who: SignedInStaff) =>
  pageText(await staffRequest(`/admin/leads/${leadId}`, who.cookie));

describe("starting a project from a won lead", () => {
  it("offers the start form to managers, with the pool, color and address proposed from the lead", async () => {
    const leadId = await wonLead("offer");
    const { db } = await getTestApp();
    await db.insert(leadDesigns).values({
      leadId,
      poolId: activePool.id,
      poolName: activePool.name,
      color: "Tropical Sky",
      lineItems: [],
      total: 48_500,
    });
    const page = await leadPage(leadId, staff.operations);
    expect(page).toContain("Start the project");
    expect(page).toMatch(new RegExp(`<option value="${activePool.id}" selected="">`));
    expect(page).toContain('value="Tropical Sky"');
    expect(page).toContain('value="120 SE Fort King St, Ocala FL 34471"');

    const repPage = await leadPage(leadId, ocalaRep);
    expect(repPage).toContain("An operations manager or an admin starts its project");
    expect(repPage).not.toContain('value="project-start"');
  });

  it("starts it with the lead's value and date, the eight stages, and the homeowner's link e-mail queued", async () => {
    const leadId = await wonLead("start");
    const response = await start(leadId, staff.operations);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${leadId}#project`);
    expect(flashOf(response)).toContain("Project started.");

    const [project] = await projectOf(leadId);
    expect(project).toMatchObject({
      contractCents: 4_850_001,
      signedOn: today(),
      poolId: activePool.id,
      poolName: activePool.name,
      color: "Blue Granite",
      address: "120 SE Fort King St, Ocala FL 34471",
      startedById: staff.operations.id,
    });
    const stages = await stagesOf(project!.id);
    expect(stages.map((stage) => [stage.kind, stage.status])).toEqual([
      ["permits", "planned"],
      ["excavation", "planned"],
      ["shell-set", "planned"],
      ["plumbing-inspection", "planned"],
      ["backfill", "planned"],
      ["coping-deck", "planned"],
      ["final-inspection", "planned"],
      ["handover", "planned"],
    ]);
    expect(stages[0]!.plannedOn).toBe(addDays(today(), 21));
    expect(await projectJobs(leadId)).toEqual([
      { kind: "project.link", payload: { projectId: project!.id, reason: "started" } },
    ]);

    const page = await leadPage(leadId, staff.operations);
    expect(page).toContain("Permit and HOA approval");
    expect(page).toContain("Start-up and handover");
    expect(page).toContain(`href="/admin/projects/${project!.id}"`);
    expect(page).toContain("$48,500.01");
    expect(page).not.toContain('value="project-start"');
  });

  it("starts once: a second start (a double tap, another manager) is refused and changes nothing", async () => {
    const leadId = await wonLead("twice");
    expect((await start(leadId, staff.admin)).status).toBe(302);
    const again = await start(leadId, staff.operations, { color: "White" });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain(PROJECT_START_MESSAGES.exists);
    const rows = await projectOf(leadId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.color).toBe("Blue Granite");
    expect(await projectJobs(leadId)).toHaveLength(1);
  });

  it("may start with no pool chosen yet and no address", async () => {
    const leadId = await wonLead("bare");
    expect((await start(leadId, staff.admin, { poolId: "", color: "", address: "  " })).status).toBe(302);
    expect((await projectOf(leadId))[0]).toMatchObject({ poolId: null, poolName: null, color: null, address: null });
  });

  it("refuses a sales rep (403), even on their own won lead, and a rep out of reach sees no lead (404)", async () => {
    const leadId = await wonLead("sales");
    expect((await start(leadId, ocalaRep)).status).toBe(403);
    expect((await start(leadId, orlandoRep)).status).toBe(404);
    expect(await projectOf(leadId)).toEqual([]);
    expect(await projectJobs(leadId)).toEqual([]);
  });

  it("refuses a cross-site post", async () => {
    const leadId = await wonLead("cross-site");
    const response = await staffPost(
      `/admin/leads/${leadId}`,
      staff.admin.cookie,
      { intent: "project-start", poolId: "", color: "", address: "" },
      "https://evil.example",
    );
    // The framework refuses a foreign Origin before the action (400), the action itself with 403.
    expect([400, 403]).toContain(response.status);
    expect(await projectOf(leadId)).toEqual([]);
  });

  it.each([
    ["a pool id that is not a number", { poolId: "cancun" }, "poolId", PROJECT_START_MESSAGES.pool],
    ["a pool that is not in the catalogue", { poolId: "987654321" }, "poolId", PROJECT_START_MESSAGES.pool],
    ["a color over 100 characters", { color: "b".repeat(101) }, "color", PROJECT_START_MESSAGES.colorTooLong],
    ["an address over 500 characters", { address: "a".repeat(501) }, "address", PROJECT_START_MESSAGES.addressTooLong],
    ["an address on two lines", { address: "120 Main St\r\nBcc: x@example.com" }, "address", "one line"],
  ])("refuses %s with a message beside the field, and starts nothing", async (_, fields, field, message) => {
    const leadId = await wonLead("bad");
    const response = await start(leadId, staff.admin, fields);
    expect(response.status).toBe(400);
    const page = await pageText(response);
    expect(page).toContain(message);
    expect(page).toMatch(new RegExp(`name="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="${field}"`));
    expect(await projectOf(leadId)).toEqual([]);
    expect(await projectJobs(leadId)).toEqual([]);
  });

  it("refuses a lead that is not won, and a won lead without its contract value and date", async () => {
    const open = await makeLead({ sourcePage: uniqueSource("open"), nearestBranch: "OCALA" });
    const notWon = await start(open, staff.admin);
    expect(notWon.status).toBe(409);
    expect(await pageText(notWon)).toContain(PROJECT_START_MESSAGES.notWon);
    expect(await projectOf(open)).toEqual([]);
    expect(await leadPage(open, staff.admin)).not.toContain("Pool project");

    // A lead won before the desk asked for the value and date.
    const legacy = await insertLeadRow({ status: "won", nearestBranch: "OCALA", sourcePage: uniqueSource("legacy") });
    expect(await leadPage(legacy, staff.admin)).toContain("Record the contract value and signing date");
    const noOutcome = await start(legacy, staff.admin);
    expect(noOutcome.status).toBe(409);
    expect(await pageText(noOutcome)).toContain(PROJECT_START_MESSAGES.noOutcome);
    expect(await projectOf(legacy)).toEqual([]);
  });
});

describe("the project on the lead page", () => {
  it("shows the timeline in order with planned and actual dates, late stages and a delay's reason", async () => {
    const leadId = await wonLead("timeline");
    await start(leadId, staff.admin);
    const [project] = await projectOf(leadId);
    const stages = await stagesOf(project!.id);
    const { db } = await getTestApp();
    await db
      .update(projectStages)
      .set({ status: "done", startedOn: addDays(today(), -3), doneOn: addDays(today(), -1) })
      .where(eq(projectStages.id, stages[0]!.id));
    await db
      .update(projectStages)
      .set({ plannedOn: addDays(today(), -2) })
      .where(eq(projectStages.id, stages[1]!.id));
    await db
      .update(projectStages)
      .set({ status: "delayed", delayReason: "The crane company moved us to Friday." })
      .where(eq(projectStages.id, stages[2]!.id));

    const page = await leadPage(leadId, ocalaRep);
    expect(page).toContain("2 stages late");
    expect(page).toContain("The crane company moved us to Friday.");
    const timeline = page.slice(
      page.indexOf('aria-label="Project stages"'),
      page.indexOf("</ol>", page.indexOf('aria-label="Project stages"')),
    );
    const items = timeline.split("<li").slice(1);
    expect(items).toHaveLength(8);
    expect(items[0]).toContain("Permit and HOA approval");
    expect(items[0]).toContain("Done");
    expect(items[0]).not.toContain("Late");
    expect(items[1]).toContain('aria-current="step"');
    expect(items[1]).toContain("Late");
    expect(items[2]).toContain("Delayed");
    expect(items[2]).toContain("Late");
    expect(items[3]).not.toContain("Late");
    // Sales read the timeline; the project's staff page is for managers.
    expect(page).not.toContain(`href="/admin/projects/${project!.id}"`);
  });
});

describe("messages with the homeowner", () => {
  it("lets anyone who works the lead answer: stored as the staff member's, e-mailed to the homeowner, shown in the thread", async () => {
    const leadId = await wonLead("reply");
    await start(leadId, staff.admin);
    const [project] = await projectOf(leadId);
    const { db } = await getTestApp();
    await db.insert(projectMessages).values({
      projectId: project!.id,
      author: "homeowner",
      staffUserId: null,
      body: "When is the crane coming?",
    });

    const response = await reply(leadId, ocalaRep, "  Thursday morning, <b>weather permitting</b>.  ");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/leads/${leadId}#project-messages`);
    expect(flashOf(response)).toContain("Message sent to the homeowner.");

    const messages = await db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.projectId, project!.id))
      .orderBy(asc(projectMessages.id));
    expect(messages.map((m) => [m.author, m.staffUserId, m.body])).toEqual([
      ["homeowner", null, "When is the crane coming?"],
      ["staff", ocalaRep.id, "Thursday morning, <b>weather permitting</b>."],
    ]);
    expect((await projectJobs(leadId)).at(-1)).toEqual({
      kind: "project.message-to-homeowner",
      payload: { projectId: project!.id, messageId: messages[1]!.id },
    });

    const page = await leadPage(leadId, staff.operations);
    expect(page).toContain("When is the crane coming?");
    expect(page).toContain("Thursday morning, &lt;b&gt;weather permitting&lt;/b&gt;.");
    expect(page).not.toContain("<b>weather permitting</b>");
    expect(page.indexOf("When is the crane coming?")).toBeLessThan(page.indexOf("Thursday morning"));
    expect(page).toContain(ocalaRep.username);
  });

  it.each([
    ["an empty message", "   ", PROJECT_MESSAGE_MESSAGES.empty],
    ["a message over 5,000 characters", "x".repeat(5001), PROJECT_MESSAGE_MESSAGES.tooLong],
  ])("refuses %s and sends nothing", async (_, body, message) => {
    const leadId = await wonLead("bad-reply");
    await start(leadId, staff.admin);
    const response = await reply(leadId, staff.admin, body);
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(message);
    const [project] = await projectOf(leadId);
    const { db } = await getTestApp();
    expect(await db.select().from(projectMessages).where(eq(projectMessages.projectId, project!.id))).toEqual([]);
    expect((await projectJobs(leadId)).map((job) => job.kind)).toEqual(["project.link"]);
  });

  it("takes a message of exactly 5,000 characters", async () => {
    const leadId = await wonLead("long-reply");
    await start(leadId, staff.admin);
    expect((await reply(leadId, staff.admin, "y".repeat(5000))).status).toBe(302);
  });

  it("answers 404 on a lead without a project, and on a lead out of the rep's reach", async () => {
    const leadId = await wonLead("no-project");
    const response = await reply(leadId, staff.admin, "Hello");
    expect(response.status).toBe(404);
    expect(await pageText(response)).toContain(PROJECT_MESSAGE_MESSAGES.noProject);
    await start(leadId, staff.admin);
    expect((await reply(leadId, orlandoRep, "Hello")).status).toBe(404);
    expect((await projectJobs(leadId)).map((job) => job.kind)).toEqual(["project.link"]);
  });
});

describe("the projects board", () => {
  it("is in every role's menu under Leads, and asks anonymous visitors to sign in", async () => {
    for (const who of [staff.admin, staff.operations, staff.sales]) {
      const page = await pageText(await staffRequest("/admin-dashboard", who.cookie));
      expect(page).toContain('href="/admin/projects"');
    }
    const anonymous = await staffRequest("/admin/projects", null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/admin-login/);
  });

  it("puts each project in the column of its current stage, handed-over projects last, late ones marked", async () => {
    const onTime = await wonLead("board-on-time", { firstName: "Onetime" });
    const late = await wonLead("board-late", { firstName: "Latecomer" });
    const done = await wonLead("board-done", { firstName: "Finisher" });
    for (const leadId of [onTime, late, done]) await start(leadId, staff.admin);
    const { db } = await getTestApp();
    const [lateProject] = await projectOf(late);
    const lateStages = await stagesOf(lateProject!.id);
    await db
      .update(projectStages)
      .set({ status: "done", doneOn: today() })
      .where(eq(projectStages.id, lateStages[0]!.id));
    await db
      .update(projectStages)
      .set({ plannedOn: addDays(today(), -1) })
      .where(eq(projectStages.id, lateStages[1]!.id));
    const [doneProject] = await projectOf(done);
    await db
      .update(projectStages)
      .set({ status: "done", doneOn: today() })
      .where(eq(projectStages.projectId, doneProject!.id));

    const response = await staffRequest("/admin/projects", staff.operations.cookie);
    expect(response.status).toBe(200);
    const page = await pageText(response);
    const column = (title: string) => {
      const from = page.indexOf(`>${title}<`);
      return page.slice(from, page.indexOf("</section>", from));
    };
    expect(column("Permit and HOA approval")).toContain("Onetime Lopez");
    expect(column("Excavation")).toContain("Latecomer Lopez");
    expect(column("Excavation")).toContain("Late");
    expect(column("Handed over")).toContain("Finisher Lopez");
    expect(column("Permit and HOA approval")).not.toContain("Latecomer");
    const card = (name: string) => {
      const at = page.indexOf(name);
      return page.slice(page.lastIndexOf("<article", at), page.indexOf("</article>", at));
    };
    expect(card("Onetime Lopez")).not.toContain("Late");
    expect(card("Onetime Lopez")).toMatch(/Planned [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(card("Finisher Lopez")).toMatch(/Handed over [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(card("Onetime Lopez")).toContain(activePool.name);
    expect(card("Onetime Lopez")).toContain(ocalaRep.username);
    expect(card("Latecomer Lopez")).toContain(`href="/admin/projects/${lateProject!.id}"`);
    // The columns run in the order of an installation.
    const order = [
      "Permit and HOA approval",
      "Excavation",
      "Shell delivery and set (crane)",
      "Start-up and handover",
      "Handed over",
    ];
    const positions = order.map((title) => page.indexOf(`>${title}<`));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("shows a sales rep only the projects of the leads in their reach, without the managers' project page", async () => {
    const mine = await wonLead("board-mine", { firstName: "Ocalan" });
    await start(mine, staff.admin);
    const elsewhere = await makeLead({
      sourcePage: uniqueSource("board-elsewhere"),
      nearestBranch: "ORLANDO",
      salesRepId: orlandoRep.id,
      firstName: "Orlandoan",
      lastName: "Perez",
    });
    await staffPost(`/admin/leads/${elsewhere}`, staff.admin.cookie, {
      intent: "status",
      status: "won",
      wonValue: "39000",
      wonSignedOn: today(),
    });
    await start(elsewhere, staff.admin);

    const ocala = await pageText(await staffRequest("/admin/projects", ocalaRep.cookie));
    expect(ocala).toContain("Ocalan Lopez");
    expect(ocala).not.toContain("Orlandoan Perez");
    expect(ocala).not.toContain('href="/admin/projects/');
    const orlando = await pageText(await staffRequest("/admin/projects", orlandoRep.cookie));
    expect(orlando).toContain("Orlandoan Perez");
    expect(orlando).not.toContain("Ocalan Lopez");
    const admin = await pageText(await staffRequest("/admin/projects", staff.admin.cookie));
    expect(admin).toContain("Ocalan Lopez");
    expect(admin).toContain("Orlandoan Perez");
  });
});
