// The staff project page (/admin/projects/:projectId): managers run a project with plain form posts (stages,
// payments, photos, private documents, the homeowner's link, the warranty), each step the homeowner hears about
// queued as its e-mail; bad input is answered with a clear message and changes nothing.
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs, projectDocuments, projectPayments, projectPhotos, projectStages, projects } from "#db/schema/index.ts";
import { readProjectToken } from "~/lib/projects/project-link.server";
import { officeToday } from "~/lib/company/office-time";
import { addDays } from "~/lib/consultations/consultation-slots";
import { getTestApp } from "../setup/test-app.ts";
import { flashOf } from "../support/leads.ts";
import { makeProject } from "../support/projects.ts";
import { decodeHtml, visibleText } from "../support/html.ts";
import { pageText, sameOrigin, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

const staff = signedInStaffOfEveryRole();

const newProject = (language: "en" | "es" = "en") =>
  makeProject({ startedById: staff.admin.id, language, firstName: "Marisol", lastName: "Test" });

const pagePath = (projectId: number) => `/admin/projects/${projectId}`;

async function stagesOf(projectId: number) {
  const { db } = await getTestApp();
  return db.select().from(projectStages).where(eq(projectStages.projectId, projectId)).orderBy(projectStages.position);
}

async function jobsOf(leadId: number, kind: string) {
  const { db } = await getTestApp();
  return (
    db
      .select({ payload: jobs.payload, runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.leadId, leadId), eq(jobs.kind, kind)))
      // In the order they were queued: without it PostgreSQL returns an updated row wherever it now lies.
      .orderBy(asc(jobs.id))
  );
}

async function paymentsOf(projectId: number) {
  const { db } = await getTestApp();
  return db
    .select()
    .from(projectPayments)
    .where(eq(projectPayments.projectId, projectId))
    .orderBy(asc(projectPayments.id));
}

async function post(projectId: number, fields: Record<string, string>, cookie = staff.operations.cookie) {
  return staffPost(pagePath(projectId), cookie, fields);
}

/** A multipart post of one of the page's file forms. */
async function upload(
  projectId: number,
  intent: "photo-add" | "document-add",
  file: { bytes: Uint8Array; name: string; type: string },
  fields: Record<string, string>,
  cookie = staff.operations.cookie,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return staffRequest(`${pagePath(projectId)}?upload=${intent}`, cookie, {
    method: "POST",
    headers: { Origin: await sameOrigin() },
    body: form,
  });
}

const pdfBytes = () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const pngBytes = (seed: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 255, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe("who may open the project page", () => {
  let projectId: number;
  beforeAll(async () => {
    projectId = (await newProject()).id;
  });

  it("shows managers the stages, the schedule from the contract value and the homeowner's link", async () => {
    for (const role of ["admin", "operations"] as const) {
      const response = await staffRequest(pagePath(projectId), staff[role].cookie);
      expect(response.status).toBe(200);
      const text = visibleText(await pageText(response));
      expect(text).toContain("Project of Marisol Test");
      expect(text).toContain("Permit and HOA approval");
      expect(text).toContain("Start-up and handover");
      // 10 % of $48,500 and the balance of a contract with nothing paid yet.
      expect(text).toContain("$4,850.00");
      expect(text).toContain("$48,500.00");
    }
  });

  it("gives the homeowner's link in their language, signed for this project", async () => {
    const spanish = await newProject("es");
    const html = decodeHtml(await (await staffRequest(pagePath(spanish.id), staff.admin.cookie)).text());
    const link = /https?:\/\/[^"]+\/es\/project\/([^"\s<]+)/.exec(html);
    expect(link).not.toBeNull();
    const { config } = await getTestApp();
    expect(readProjectToken(link![1], config.sessionSecret)).toEqual({ projectId: spanish.id, linkVersion: 1 });
  });

  it("refuses sales reps, anonymous visitors and cross-site posts", async () => {
    expect((await staffRequest(pagePath(projectId), staff.sales.cookie)).status).toBe(403);
    const anonymous = await staffRequest(pagePath(projectId), null, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/admin-login");
    const [stage] = await stagesOf(projectId);
    const forged = await staffPost(
      pagePath(projectId),
      staff.admin.cookie,
      { intent: "stage-done", stageId: String(stage!.id) },
      "https://evil.example",
    );
    expect([400, 403]).toContain(forged.status);
    expect((await stagesOf(projectId))[0]!.status).toBe("planned");
  });

  it("answers an unknown project with 404", async () => {
    expect((await staffRequest(pagePath(999_999_999), staff.admin.cookie)).status).toBe(404);
    expect((await staffRequest("/admin/projects/abc", staff.admin.cookie)).status).toBe(404);
  });
});

describe("stages", () => {
  it("starts, completes and delays a stage, queueing the homeowner's update for each", async () => {
    const project = await newProject();
    const [permits, excavation] = await stagesOf(project.id);

    const started = await post(project.id, { intent: "stage-start", stageId: String(permits!.id) });
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe(`${pagePath(project.id)}#stages`);
    const done = await post(project.id, { intent: "stage-done", stageId: String(permits!.id) });
    expect(flashOf(done)).toContain("Stage done");
    const [afterDone] = await stagesOf(project.id);
    expect(afterDone).toMatchObject({ status: "done", doneOn: officeToday(), startedOn: officeToday() });

    // Done again changes nothing and queues no second e-mail.
    const again = await post(project.id, { intent: "stage-done", stageId: String(permits!.id) });
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain("This stage is already done.");

    const noReason = await post(project.id, {
      intent: "stage-delay",
      stageId: String(excavation!.id),
      delayReason: " ",
    });
    expect(noReason.status).toBe(400);
    expect(await pageText(noReason)).toContain("Write why the stage is delayed");
    expect((await stagesOf(project.id))[1]!.status).toBe("planned");

    await post(project.id, {
      intent: "stage-delay",
      stageId: String(excavation!.id),
      delayReason: "The county moved the inspection to next week.",
    });
    expect((await stagesOf(project.id))[1]).toMatchObject({
      status: "delayed",
      delayReason: "The county moved the inspection to next week.",
    });

    const updates = (await jobsOf(project.leadId, "project.update")).map((job) => job.payload);
    expect(updates).toEqual([
      { projectId: project.id, kind: "stage-started", stageId: permits!.id },
      { projectId: project.id, kind: "stage-done", stageId: permits!.id },
      { projectId: project.id, kind: "stage-delayed", stageId: excavation!.id },
    ]);

    // The page now shows the pre-construction payment due with the permits.
    const text = visibleText(await pageText(await staffRequest(pagePath(project.id), staff.admin.cookie)));
    expect(text).toContain("The county moved the inspection to next week.");
    expect(text).toMatch(/Due/);
  });

  it("refuses a stage of another project and changes nothing", async () => {
    const project = await newProject();
    const other = await newProject();
    const [foreign] = await stagesOf(other.id);
    for (const intent of ["stage-done", "stage-start", "stage-remove"]) {
      const response = await post(project.id, { intent, stageId: String(foreign!.id) });
      expect(response.status).toBe(404);
      expect(await pageText(response)).toContain("No such stage on this project.");
    }
    const plan = await post(project.id, {
      intent: "stage-plan",
      stageId: String(foreign!.id),
      plannedOn: "2026-05-01",
    });
    expect(plan.status).toBe(404);
    expect((await stagesOf(other.id))[0]).toMatchObject({ status: "planned", plannedOn: foreign!.plannedOn });
    expect(await stagesOf(other.id)).toHaveLength(8);
    expect(await jobsOf(other.leadId, "project.update")).toEqual([]);
    expect(await jobsOf(project.leadId, "project.update")).toEqual([]);
  });

  it("re-dates, notes, reorders, adds and removes stages", async () => {
    const project = await newProject();
    const [permits, excavation] = await stagesOf(project.id);
    await post(project.id, {
      intent: "stage-plan",
      stageId: String(excavation!.id),
      plannedOn: "2026-04-20",
      homeownerNote: "Move the boat trailer out of the side yard.",
    });
    await post(project.id, { intent: "stage-move", stageId: String(excavation!.id), direction: "up" });
    let stages = await stagesOf(project.id);
    expect(stages.slice(0, 2).map((s) => s.id)).toEqual([excavation!.id, permits!.id]);
    expect(stages[0]).toMatchObject({
      plannedOn: "2026-04-20",
      homeownerNote: "Move the boat trailer out of the side yard.",
    });

    const badDate = await post(project.id, {
      intent: "stage-plan",
      stageId: String(permits!.id),
      plannedOn: "2026-02-30",
    });
    expect(badDate.status).toBe(400);
    expect(await pageText(badDate)).toContain("Enter the planned date");

    const noTitle = await post(project.id, { intent: "stage-add", title: "" });
    expect(noTitle.status).toBe(400);
    await post(project.id, { intent: "stage-add", title: "Screen enclosure", plannedOn: "2026-05-01" });
    stages = await stagesOf(project.id);
    expect(stages).toHaveLength(9);
    expect(stages.at(-1)).toMatchObject({ kind: "custom", title: "Screen enclosure", plannedOn: "2026-05-01" });

    await post(project.id, { intent: "stage-remove", stageId: String(stages.at(-1)!.id) });
    expect(await stagesOf(project.id)).toHaveLength(8);
  });
});

describe("payments", () => {
  it("records a payment against a milestone, queues its update and shows the balance", async () => {
    const project = await newProject();
    const response = await post(project.id, {
      intent: "payment-add",
      milestone: "initial",
      amount: "4,850.00",
      paidOn: officeToday(),
      method: "check",
      reference: "Check 1042",
    });
    expect(response.status).toBe(302);
    const [payment] = await paymentsOf(project.id);
    expect(payment).toMatchObject({
      milestone: "initial",
      amountCents: 485_000,
      method: "check",
      reference: "Check 1042",
    });
    expect((await jobsOf(project.leadId, "project.update")).map((job) => job.payload)).toEqual([
      { projectId: project.id, kind: "payment", paymentId: payment!.id },
    ]);
    const text = visibleText(await pageText(await staffRequest(pagePath(project.id), staff.admin.cookie)));
    expect(text).toContain("$43,650.00");

    await post(project.id, { intent: "payment-remove", paymentId: String(payment!.id) });
    expect(await paymentsOf(project.id)).toEqual([]);
  });

  it.each([
    ["a zero amount", { amount: "0" }, "Enter the amount in dollars and cents"],
    ["a negative amount", { amount: "-50.00" }, "Enter the amount in dollars and cents"],
    ["fractions of a cent", { amount: "100.125" }, "Enter the amount in dollars and cents"],
    ["a date two days ahead", { paidOn: addDays(officeToday(), 2) }, "cannot be more than a day ahead"],
    ["a card number as reference", { reference: "4111 1111 1111 1111" }, "looks like a card number"],
    ["a method the company does not take", { method: "cash" }, "Choose check, bank transfer or Zelle"],
  ])("refuses %s and records nothing", async (_, change, message) => {
    const project = await newProject();
    const response = await post(project.id, {
      intent: "payment-add",
      milestone: "initial",
      amount: "4850.00",
      paidOn: officeToday(),
      method: "zelle",
      reference: "",
      ...change,
    });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(message);
    expect(await paymentsOf(project.id)).toEqual([]);
    expect(await jobsOf(project.leadId, "project.update")).toEqual([]);
  });

  it("takes a payment dated tomorrow (a check dated ahead)", async () => {
    const project = await newProject();
    const response = await post(project.id, {
      intent: "payment-add",
      milestone: "initial",
      amount: "100",
      paidOn: addDays(officeToday(), 1),
      method: "transfer",
      reference: "",
    });
    expect(response.status).toBe(302);
    expect(await paymentsOf(project.id)).toHaveLength(1);
  });
});

describe("photos and documents", () => {
  it("adds a photo under a stage and queues the files e-mail once for several files", async () => {
    const project = await newProject();
    const [, , shellSet] = await stagesOf(project.id);
    const { db } = await getTestApp();
    for (const seed of [1, 2]) {
      const response = await upload(
        project.id,
        "photo-add",
        { bytes: await pngBytes(seed), name: "crane.png", type: "image/png" },
        { stageId: String(shellSet!.id), caption: "The shell going in" },
      );
      expect(response.status, await response.clone().text()).toBe(302);
    }
    const photos = await db.select().from(projectPhotos).where(eq(projectPhotos.projectId, project.id));
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ stageId: shellSet!.id, caption: "The shell going in" });
    expect(await jobsOf(project.leadId, "project.files")).toHaveLength(1);
    const text = visibleText(await pageText(await staffRequest(pagePath(project.id), staff.admin.cookie)));
    expect(text).toContain("The shell going in");
  });

  it("refuses a photo for a stage of another project, and a file that is no image", async () => {
    const project = await newProject();
    const other = await newProject();
    const [foreign] = await stagesOf(other.id);
    const wrongStage = await upload(
      project.id,
      "photo-add",
      { bytes: await pngBytes(3), name: "x.png", type: "image/png" },
      { stageId: String(foreign!.id), caption: "" },
    );
    expect(wrongStage.status).toBe(400);
    expect(await pageText(wrongStage)).toContain("Choose a stage of this project");
    const notImage = await upload(
      project.id,
      "photo-add",
      { bytes: Buffer.from("<svg onload=alert(1)>"), name: "x.png", type: "image/png" },
      { stageId: "", caption: "" },
    );
    expect(notImage.status).toBe(415);
    const { db } = await getTestApp();
    expect(await db.select().from(projectPhotos).where(eq(projectPhotos.projectId, project.id))).toEqual([]);
    expect(await jobsOf(project.leadId, "project.files")).toEqual([]);
  });

  it("attaches a PDF that only managers download, privately", async () => {
    const project = await newProject();
    const response = await upload(
      project.id,
      "document-add",
      { bytes: pdfBytes(), name: "Contrato firmado.pdf", type: "application/pdf" },
      { kind: "contract", title: "Signed contract" },
    );
    expect(response.status, await response.clone().text()).toBe(302);
    const { db } = await getTestApp();
    const [document] = await db.select().from(projectDocuments).where(eq(projectDocuments.projectId, project.id));
    expect(document).toMatchObject({ kind: "contract", title: "Signed contract", mimeType: "application/pdf" });
    expect(await jobsOf(project.leadId, "project.files")).toHaveLength(1);

    const path = `${pagePath(project.id)}/documents/${document!.id}`;
    const download = await staffRequest(path, staff.operations.cookie);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("cache-control")).toContain("no-store");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes())).toBe(true);

    expect((await staffRequest(path, staff.sales.cookie)).status).toBe(403);
    const anonymous = await staffRequest(path, null, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    const other = await newProject();
    expect((await staffRequest(`${pagePath(other.id)}/documents/${document!.id}`, staff.admin.cookie)).status).toBe(
      404,
    );

    await post(project.id, { intent: "document-remove", documentId: String(document!.id) });
    expect((await staffRequest(path, staff.admin.cookie)).status).toBe(404);
  });

  it("refuses a document that is not a PDF or image by its bytes, or is over 10 MB, and stores nothing", async () => {
    const project = await newProject();
    const disguised = await upload(
      project.id,
      "document-add",
      { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "contract.pdf", type: "application/pdf" },
      { kind: "contract", title: "Contract" },
    );
    expect(disguised.status).toBe(415);
    expect(await pageText(disguised)).toContain("The file is not a PDF, JPEG, PNG or WebP file.");

    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(
      project.id,
      "document-add",
      { bytes: big, name: "plans.pdf", type: "application/pdf" },
      { kind: "plans", title: "Plans" },
    );
    expect(tooLarge.status).toBe(413);
    expect(await pageText(tooLarge)).toContain("larger than 10 MB");

    const noTitle = await upload(
      project.id,
      "document-add",
      { bytes: pdfBytes(), name: "permit.pdf", type: "application/pdf" },
      { kind: "permit", title: "" },
    );
    expect(noTitle.status).toBe(400);

    const { db } = await getTestApp();
    expect(await db.select().from(projectDocuments).where(eq(projectDocuments.projectId, project.id))).toEqual([]);
    expect(await jobsOf(project.leadId, "project.files")).toEqual([]);
  });
});

describe("the homeowner's link and the warranty", () => {
  it("e-mails, revokes and reissues the link", async () => {
    const project = await newProject();
    await post(project.id, { intent: "link-email" });
    expect((await jobsOf(project.leadId, "project.link")).map((job) => job.payload)).toEqual([
      { projectId: project.id, reason: "requested" },
    ]);

    await post(project.id, { intent: "link-revoke" });
    const { db } = await getTestApp();
    const [revoked] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(revoked!.linkRevokedAt).not.toBeNull();
    const page = visibleText(await pageText(await staffRequest(pagePath(project.id), staff.admin.cookie)));
    expect(page).toContain("The link is revoked");
    expect(page).not.toMatch(/\/project\/\d+\.\d+\.\d+\./);

    const emailWhileRevoked = await post(project.id, { intent: "link-email" });
    expect(emailWhileRevoked.status).toBe(409);

    await post(project.id, { intent: "link-reissue" });
    const [reissued] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(reissued).toMatchObject({ linkRevokedAt: null, linkVersion: 3 });
    expect((await jobsOf(project.leadId, "project.link")).map((job) => job.payload)).toContainEqual({
      projectId: project.id,
      reason: "reissued",
    });
  });

  it("saves the warranty registration staff fill in, and refuses a future start-up date", async () => {
    const project = await newProject();
    const fields = {
      intent: "warranty",
      shellModel: "Test Shell 16",
      shellSerial: "SH-2026-0042",
      pumpModel: "VS Pump 1.5",
      pumpSerial: "P-778",
      startUpOn: officeToday(),
    };
    const future = await post(project.id, { ...fields, startUpOn: addDays(officeToday(), 3) });
    expect(future.status).toBe(400);
    expect(await pageText(future)).toContain("The start-up date cannot be in the future");
    const saved = await post(project.id, fields);
    expect(saved.status).toBe(302);
    const text = visibleText(await pageText(await staffRequest(pagePath(project.id), staff.admin.cookie)));
    expect(text).toContain("waiting for the homeowner to confirm it");
  });

  it("edits the pool's color and the address, and refuses an empty address", async () => {
    const project = await newProject();
    const empty = await post(project.id, { intent: "details", poolId: "", color: "Ocean Blue", address: "" });
    expect(empty.status).toBe(400);
    await post(project.id, { intent: "details", poolId: "", color: "Ocean Blue", address: "40 Gulf Rd, Naples, FL" });
    const { db } = await getTestApp();
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ color: "Ocean Blue", address: "40 Gulf Rd, Naples, FL", poolName: "Ariel 16" });
  });
});
