// A pool project as the database keeps it: started once from a won lead with its contract and the standard stages,
// refused for a lead not won, read whole, listed within a rep's reach, and its link revoked and reissued.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads, projectStages } from "#db/schema/index.ts";
import { milestoneAmounts } from "~/lib/projects/payment-plan";
import {
  findProject,
  listBoardProjects,
  loadProjectView,
  projectsWithEmail,
  reissueProjectLink,
  revokeProjectLink,
  startProject,
} from "~/models/projects.server";
import { getTestApp } from "../setup/test-app.ts";
import { makeLead, uniqueSource } from "../support/leads.ts";
import { makeProject } from "../support/projects.ts";
import { type TestStaff, createTestStaff } from "../support/staff-sessions.ts";

let admin: TestStaff;

beforeAll(async () => {
  admin = await createTestStaff("admin");
});

describe("starting a project", () => {
  it("copies the contract and plans the eight stages from the signing date", async () => {
    const { db } = await getTestApp();
    const { id: projectId } = await makeProject({
      startedById: admin.id,
      contractCents: 4_219_999,
      signedOn: "2026-03-02",
    });
    const view = (await loadProjectView(db, projectId))!;
    expect(view.project).toMatchObject({ contractCents: 4_219_999, signedOn: "2026-03-02", linkVersion: 1 });
    expect(view.stages.map((stage) => [stage.kind, stage.plannedOn, stage.status])).toEqual([
      ["permits", "2026-03-23", "planned"],
      ["excavation", "2026-03-30", "planned"],
      ["shell-set", "2026-04-01", "planned"],
      ["plumbing-inspection", "2026-04-03", "planned"],
      ["backfill", "2026-04-05", "planned"],
      ["coping-deck", "2026-04-09", "planned"],
      ["final-inspection", "2026-04-13", "planned"],
      ["handover", "2026-04-16", "planned"],
    ]);
    // The milestones of the stored contract, to the cent, sum to it.
    const amounts = [...milestoneAmounts(view.project.contractCents).values()];
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(4_219_999);
  });

  it("starts one project per lead, however many times it is asked", async () => {
    const { db } = await getTestApp();
    const { leadId } = await makeProject({ startedById: admin.id });
    const again = await startProject(db, {
      leadId,
      poolId: null,
      poolName: null,
      color: null,
      address: null,
      startedById: admin.id,
    });
    expect(again).toEqual({ ok: false, reason: "exists" });
  });

  it("refuses a lead that is not won, or won without a contract value and date, and stores nothing", async () => {
    const { db } = await getTestApp();
    const open = await makeLead({ sourcePage: uniqueSource("project-open") });
    const start = (leadId: number) =>
      startProject(db, { leadId, poolId: null, poolName: null, color: null, address: null, startedById: admin.id });
    expect(await start(open)).toEqual({ ok: false, reason: "not-won" });
    await db.update(leads).set({ status: "won" }).where(eq(leads.id, open));
    expect(await start(open)).toEqual({ ok: false, reason: "no-outcome" });
    expect(await start(999_999_999)).toEqual({ ok: false, reason: "not-won" });
  });

  it("removes its stages with it: nothing is left of a project whose lead is deleted", async () => {
    const { db } = await getTestApp();
    const { leadId, id: projectId } = await makeProject({ startedById: admin.id });
    await db.delete(leads).where(eq(leads.id, leadId));
    expect(await findProject(db, projectId)).toBeUndefined();
    expect(await db.select().from(projectStages).where(eq(projectStages.projectId, projectId))).toEqual([]);
  });
});

describe("the homeowner's link", () => {
  it("is revoked (a new version, shut) and reissued (another version, open)", async () => {
    const { db } = await getTestApp();
    const { id: projectId } = await makeProject({ startedById: admin.id });
    const revoked = (await revokeProjectLink(db, projectId))!;
    expect(revoked.linkVersion).toBe(2);
    expect(revoked.linkRevokedAt).toBeInstanceOf(Date);
    // Revoking a revoked link changes nothing.
    expect(await revokeProjectLink(db, projectId)).toBeUndefined();
    const reissued = (await reissueProjectLink(db, projectId))!;
    expect(reissued).toMatchObject({ linkVersion: 3, linkRevokedAt: null });
  });

  it("is found by the homeowner's e-mail, in any case, unless revoked", async () => {
    const { db } = await getTestApp();
    const email = `Owner.${uniqueSource("mail")}@Example.com`;
    const { id: projectId } = await makeProject({ startedById: admin.id, email });
    expect((await projectsWithEmail(db, `  ${email.toLowerCase()} `)).map((row) => row.id)).toEqual([projectId]);
    await revokeProjectLink(db, projectId);
    expect(await projectsWithEmail(db, email)).toEqual([]);
  });
});

describe("the board", () => {
  it("shows managers every project and a rep only the projects of their reach", async () => {
    const { db } = await getTestApp();
    const rep = await createTestStaff("sales", { officeId: "ocala" });
    const mine = await makeProject({ startedById: admin.id, salesRepId: rep.id, nearestBranch: "WEST PALM BEACH" });
    const other = await makeProject({ startedById: admin.id, nearestBranch: "WEST PALM BEACH" });
    const forRep = (await listBoardProjects(db, { id: rep.id, role: "sales", officeId: "ocala" })).map((p) => p.id);
    expect(forRep).toContain(mine.id);
    expect(forRep).not.toContain(other.id);
    const forAdmin = await listBoardProjects(db, { id: admin.id, role: "admin", officeId: null });
    const row = forAdmin.find((project) => project.id === other.id)!;
    expect(row.stages).toHaveLength(8);
    expect(row.stages[0]?.kind).toBe("permits");
  });
});
