// What a pool project e-mails, through the outbox and the mailer to a real SMTP server: the homeowner's link, each
// step, the photos and documents (at most one e-mail an hour), the messages both ways and the push to the rep, in
// the homeowner's language, and nothing with a link once the link is revoked.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminUsers,
  jobs,
  leads,
  mediaAssets,
  projectPayments,
  projectPhotos,
  projectStages,
} from "#db/schema/index.ts";
import { projectLinkOpens, readProjectToken } from "~/lib/projects/project-link.server";
import { addProjectDocument, addProjectPhoto } from "~/models/project-files.server";
import { addProjectMessage } from "~/models/project-messages.server";
import {
  PROJECT_FILES_EMAIL_INTERVAL_MS,
  PROJECT_JOBS,
  queueProjectFiles,
  queueProjectLink,
  queueProjectMessage,
  queueProjectUpdate,
} from "~/models/project-notices.server";
import {
  type ProjectRow,
  findProject,
  reissueProjectLink,
  revokeProjectLink,
  setProjectUpdatesOff,
} from "~/models/projects.server";
import { savePushSubscription } from "~/models/push-subscriptions.server";
import { getTestApp } from "../setup/test-app.ts";
import { makeProject } from "../support/projects.ts";
import { browserKeys, startPushService, testPushSender } from "../support/push.ts";
import { type TestStaff, createTestStaff } from "../support/staff-sessions.ts";
import { decodeMail, startOutboxWithDefaultRecipients } from "../support/smtp.ts";
import { englishProseIn } from "../support/english-prose.ts";

const SECRET = "project-emails-test-secret-long-enough-to-sign";
const OFFICE_INBOX = "project-office@example.com";

let outbox: Awaited<ReturnType<typeof startOutboxWithDefaultRecipients>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let manager: TestStaff;
let counter = 0;

beforeAll(async () => {
  pushService = await startPushService();
  outbox = await startOutboxWithDefaultRecipients({
    notifyTo: OFFICE_INBOX,
    workerId: "project-emails-test-worker",
    read: (raw) => decodeMail(raw).replace(/\r\n/g, "\n"),
    sessionSecret: SECRET,
    push: testPushSender(),
  });
  manager = await createTestStaff("operations");
});

afterAll(async () => {
  await outbox.smtp.close();
  await pushService.close();
});

/**
 * A won lead's project, started as staff start it ($42,200 signed on March 2, 2031), with the e-mails of the lead's
 * arrival already out of the way: they are not this file's concern.
 */
async function wonProject(options: { language?: "en" | "es"; salesRepId?: number | null } = {}) {
  const { db } = await getTestApp();
  counter += 1;
  const email = `homeowner.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
  const project = await makeProject({
    firstName: options.language === "es" ? "Marisol" : "Rosa",
    lastName: "Quintanilla",
    email,
    address: "12 Heron Ct, Ocala, FL 34471",
    language: options.language,
    salesRepId: options.salesRepId ?? null,
    contractCents: 4_220_000,
    signedOn: "2031-03-02",
    poolName: "Milan 10.20",
    color: "Tahoe Blue",
    startedById: manager.id,
  });
  // The lead's own arrival e-mails are not what these tests read.
  await db.update(jobs).set({ status: "done" }).where(eq(jobs.leadId, project.leadId));
  return { project, email, leadId: project.leadId };
}

/** The e-mails an address received, in order. */
const mailTo = (address: string) => outbox.smtp.received.filter((mail) => mail.to.includes(address));

const subjectOf = (mail: { body: string }) => /^Subject: (.*)$/m.exec(mail.body)?.[1];

/** The project link in an e-mail, and whether it opens the project as it stands. */
async function linkIn(body: string, project: ProjectRow) {
  const match = /https:\/\/pools\.example\.com(\/es)?\/project\/([\w.-]+)/.exec(body);
  if (!match) return null;
  const claim = readProjectToken(match[2], SECRET);
  const { db } = await getTestApp();
  return {
    spanish: match[1] === "/es",
    opens: claim !== null && projectLinkOpens(claim, await findProject(db, project.id)),
  };
}

async function stagesOf(projectId: number) {
  const { db } = await getTestApp();
  return db.select().from(projectStages).where(eq(projectStages.projectId, projectId)).orderBy(projectStages.position);
}

async function setStage(stageId: number, values: Partial<typeof projectStages.$inferInsert>) {
  const { db } = await getTestApp();
  await db.update(projectStages).set(values).where(eq(projectStages.id, stageId));
}

async function newPhoto(project: ProjectRow, stageId: number | null) {
  const { db } = await getTestApp();
  counter += 1;
  const key = `${process.pid}-${Date.now().toString(36)}-${counter}`;
  const [asset] = await db
    .insert(mediaAssets)
    .values({
      contentHash: key.padEnd(64, "0"),
      url: `/uploads/project-mail-${key}.jpg`,
      mimeType: "image/jpeg",
      width: 1600,
      height: 1200,
      bytes: 1000,
      variants: [],
    })
    .returning();
  return addProjectPhoto(db, {
    projectId: project.id,
    stageId,
    mediaAssetId: asset!.id,
    caption: "Dig day",
    addedById: manager.id,
  });
}

/** Adds a file as staff do: the row, then the files e-mail queued with the project as read then. */
async function addFile(project: ProjectRow, add: () => Promise<unknown>) {
  const { db } = await getTestApp();
  await add();
  await queueProjectFiles(db, (await findProject(db, project.id))!);
}

async function filesJobs(projectId: number) {
  const { db } = await getTestApp();
  const rows = await db.select().from(jobs).where(eq(jobs.kind, PROJECT_JOBS.files));
  return rows.filter((row) => (row.payload as { projectId: number }).projectId === projectId);
}

/** Lets the outbox's clock reach the project's pending files e-mail (as if the hour had passed). */
async function dueNow(jobIds: number[]) {
  const { db } = await getTestApp();
  await db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(inArray(jobs.id, jobIds));
}

describe("the homeowner's link", () => {
  it("is e-mailed when the project starts, in English, with a link that opens the project and what comes first", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject();
    await queueProjectLink(db, project, "started");
    await outbox.runner.drain();

    const [mail] = mailTo(email);
    expect(mailTo(email)).toHaveLength(1);
    expect(subjectOf(mail!)).toBe("Your pool project page - Florida Fiberglass Pools");
    expect(mail!.body).toContain("Hi Rosa,");
    expect(mail!.body).toContain("your pool project is under way");
    expect(mail!.body).toContain("Next up: Permit and HOA approval, planned for March 23, 2031.");
    expect(mail!.body).toContain("Before then, please: Sign the permit application");
    expect(mail!.body).toContain("call our Ocala office at");
    expect(await linkIn(mail!.body, project)).toEqual({ spanish: false, opens: true });
  });

  it("is in Spanish for a lead from the Spanish site, at /es/project/", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject({ language: "es" });
    await queueProjectLink(db, project, "requested");
    await outbox.runner.drain();

    const [mail] = mailTo(email);
    expect(subjectOf(mail!)).toBe("Su enlace al proyecto - Florida Fiberglass Pools");
    expect(mail!.body).toContain("Hola, Marisol:");
    expect(mail!.body).toContain("Aquí tiene el enlace a la página de su proyecto que nos pidió.");
    expect(mail!.body).toContain("El equipo de Florida Fiberglass Pools");
    expect(mail!.body).not.toContain("Your project page");
    expect(englishProseIn(mail!.body)).toEqual([]);
    expect(await linkIn(mail!.body, project)).toEqual({ spanish: true, opens: true });
  });

  it("is not sent while the link is revoked, and a reissued one carries the new link only", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject();
    await revokeProjectLink(db, project.id);
    await queueProjectLink(db, project, "requested");
    await outbox.runner.drain();
    expect(mailTo(email)).toEqual([]);

    await reissueProjectLink(db, project.id);
    await queueProjectLink(db, project, "reissued");
    await outbox.runner.drain();
    const [mail] = mailTo(email);
    expect(subjectOf(mail!)).toBe("Your new project link - Florida Fiberglass Pools");
    expect(mail!.body).toContain("The link we sent you before no longer works");
    expect(await linkIn(mail!.body, project)).toEqual({ spanish: false, opens: true });
  });
});

describe("each step", () => {
  it("tells the homeowner a stage started, was done (with the payment it makes due) or delayed, and why", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject();
    const [permits, excavation] = await stagesOf(project.id);

    await setStage(permits!.id, { status: "in_progress", startedOn: "2031-03-05" });
    await queueProjectUpdate(db, project, { kind: "stage-started", stageId: permits!.id });
    await outbox.runner.drain();
    let mail = mailTo(email).at(-1)!;
    expect(subjectOf(mail)).toBe("Work has started: Permit and HOA approval");
    expect(mail.body).toContain("Permit and HOA approval started on March 5, 2031.");
    expect(mail.body).toContain("We plan to have it done by March 23, 2031.");
    expect(mail.body).toContain("Next up: Excavation, planned for March 30, 2031.");
    expect(mail.body).toContain("You can turn these e-mails off on your project page.");
    expect((await linkIn(mail.body, project))?.opens).toBe(true);

    await setStage(permits!.id, { status: "done", doneOn: "2031-03-20" });
    await queueProjectUpdate(db, project, { kind: "stage-done", stageId: permits!.id });
    await outbox.runner.drain();
    mail = mailTo(email).at(-1)!;
    expect(subjectOf(mail)).toBe("Step done: Permit and HOA approval");
    expect(mail.body).toContain("Another step is done: Permit and HOA approval, finished on March 20, 2031.");
    // 35% of $42,200.00.
    expect(mail.body).toContain("your next payment is due: Pre-construction, $14,770.00.");
    expect(mail.body).toContain("Next up: Excavation, planned for March 30, 2031.");
    expect(mail.body).toContain("Mark any sprinkler lines");

    await setStage(excavation!.id, {
      status: "delayed",
      delayReason: "The county inspector moved the pre-dig visit to next week.",
      plannedOn: "2099-04-06",
    });
    await queueProjectUpdate(db, project, { kind: "stage-delayed", stageId: excavation!.id });
    await outbox.runner.drain();
    mail = mailTo(email).at(-1)!;
    expect(subjectOf(mail)).toBe("A delay on your pool: Excavation");
    expect(mail.body).toContain("The reason: The county inspector moved the pre-dig visit to next week.");
    expect(mail.body).toContain("It is now planned for April 6, 2099.");
    expect(mailTo(email)).toHaveLength(3);
  });

  it("tells the homeowner of a payment received, with what is paid, the balance and the next payment", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject({ language: "es" });
    const [payment] = await db
      .insert(projectPayments)
      .values({
        projectId: project.id,
        milestone: "initial",
        amountCents: 422_000,
        paidOn: "2031-03-02",
        method: "check",
        reference: "1042",
        recordedById: manager.id,
      })
      .returning();
    await queueProjectUpdate(db, project, { kind: "payment", paymentId: payment!.id });
    await outbox.runner.drain();

    const [mail] = mailTo(email);
    expect(subjectOf(mail!)).toBe("Pago recibido: $4,220.00");
    expect(mail!.body).toContain("recibimos su pago de $4,220.00 por cheque el 2 de marzo de 2031 (Pago inicial).");
    expect(mail!.body).toContain("Pagado hasta ahora: $4,220.00 de $42,200.00. Saldo pendiente: $37,980.00.");
    expect(mail!.body).toContain(
      "Su próximo pago: Antes de la obra, $14,770.00, que se paga cuando se aprueban los permisos, antes de excavar.",
    );
    expect(englishProseIn(mail!.body)).toEqual([]);
    expect(await linkIn(mail!.body, project)).toEqual({ spanish: true, opens: true });
  });

  it("sends nothing for a change undone before its e-mail went out", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject();
    const [permits] = await stagesOf(project.id);
    await setStage(permits!.id, { status: "done", doneOn: "2031-03-20" });
    await queueProjectUpdate(db, project, { kind: "stage-done", stageId: permits!.id });
    await setStage(permits!.id, { status: "in_progress", doneOn: null });
    await outbox.runner.drain();
    expect(mailTo(email)).toEqual([]);
  });
});

describe("the photos and documents", () => {
  it("go out at most once an hour: three files make one e-mail, a fourth after it another an hour later", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject();
    const [permits, excavation] = await stagesOf(project.id);

    await addFile(project, () => newPhoto(project, excavation!.id));
    await addFile(project, () => newPhoto(project, excavation!.id));
    await addFile(project, () =>
      addProjectDocument(db, {
        projectId: project.id,
        kind: "permit",
        title: "Marion County pool permit",
        fileName: "permit.pdf",
        mimeType: "application/pdf",
        content: Buffer.from("%PDF-1.4 permit"),
        addedById: manager.id,
      }),
    );
    // One e-mail for the three, a few minutes on (staff add a visit's photos one by one).
    const [first, ...others] = await filesJobs(project.id);
    expect(others).toEqual([]);
    expect(first!.runAt.getTime()).toBeGreaterThan(Date.now());
    await outbox.runner.drain();
    expect(mailTo(email)).toEqual([]);

    await dueNow([first!.id]);
    await outbox.runner.drain();
    expect(mailTo(email)).toHaveLength(1);
    const mail = mailTo(email)[0]!;
    expect(subjectOf(mail)).toBe("New photos and documents of your pool");
    expect(mail.body).toContain(
      "We added to your project page:\n- Excavation: 2 photos\n- Permit: Marion County pool permit",
    );
    expect(mail.body).toContain("Your documents open only from your project page.");
    expect((await linkIn(mail.body, project))?.opens).toBe(true);
    const notifiedAt = (await findProject(db, project.id))!.filesNotifiedAt!;
    expect(notifiedAt).toBeInstanceOf(Date);

    // A fourth file: its e-mail waits for the hour since the last one.
    await addFile(project, () => newPhoto(project, permits!.id));
    const second = (await filesJobs(project.id)).find((job) => job.status === "pending")!;
    expect(second.runAt.getTime()).toBe(notifiedAt.getTime() + PROJECT_FILES_EMAIL_INTERVAL_MS);
    await outbox.runner.drain();
    expect(mailTo(email)).toHaveLength(1);

    await dueNow([second.id]);
    await outbox.runner.drain();
    expect(mailTo(email)).toHaveLength(2);
    const later = mailTo(email)[1]!;
    expect(subjectOf(later)).toBe("New photos of your pool");
    expect(later.body).toContain("We added to your project page:\n- Permit and HOA approval: 1 photo\n");
    expect(later.body).not.toContain("Excavation: 2 photos");
  });

  it("keeps a file added while the e-mail was going out for the next e-mail", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject();
    const [permits] = await stagesOf(project.id);
    await addFile(project, () => newPhoto(project, permits!.id));
    const [job] = await filesJobs(project.id);
    // A photo stored as the job runs: its own queueing found this job already queued, so it changed nothing.
    const late = await newPhoto(project, permits!.id);
    await db
      .update(projectPhotos)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(projectPhotos.id, late!.id));
    await dueNow([job!.id]);
    await outbox.runner.drain();

    expect(mailTo(email)).toHaveLength(1);
    expect(mailTo(email)[0]!.body).toContain("- Permit and HOA approval: 1 photo\n");
    const next = (await filesJobs(project.id)).filter((each) => each.status === "pending");
    expect(next).toHaveLength(1);
    // The photo was stored just after the e-mail's files were read, and the hour has passed since.
    const notifiedAt = (await findProject(db, project.id))!.filesNotifiedAt!;
    await db
      .update(projectPhotos)
      .set({ createdAt: new Date(notifiedAt.getTime() + 1) })
      .where(eq(projectPhotos.id, late!.id));
    await dueNow([next[0]!.id]);
    await outbox.runner.drain();
    expect(mailTo(email)).toHaveLength(2);
    expect(mailTo(email)[1]!.body).toContain("- Permit and HOA approval: 1 photo\n");
  });
});

describe("update e-mails turned off", () => {
  it("stop the step and file e-mails, not the link or the office's messages", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject();
    const [permits] = await stagesOf(project.id);
    await setProjectUpdatesOff(db, project.id, true);

    await setStage(permits!.id, { status: "in_progress", startedOn: "2031-03-05" });
    await queueProjectUpdate(db, project, { kind: "stage-started", stageId: permits!.id });
    await addFile(project, () => newPhoto(project, permits!.id));
    await dueNow((await filesJobs(project.id)).map((job) => job.id));
    await outbox.runner.drain();
    expect(mailTo(email)).toEqual([]);
    // The hour still counts, so the next file after turning them on again gets its e-mail.
    expect((await findProject(db, project.id))!.filesNotifiedAt).toBeInstanceOf(Date);

    await queueProjectLink(db, project, "requested");
    const message = await addProjectMessage(db, {
      projectId: project.id,
      author: "staff",
      staffUserId: manager.id,
      body: "The crane is booked for Tuesday at 8 AM.\nPlease move the cars off the driveway.",
    });
    await queueProjectMessage(db, project, { id: message.id, author: "staff" });
    await outbox.runner.drain();
    expect(mailTo(email).map(subjectOf).sort()).toEqual([
      "A message about your pool project - Florida Fiberglass Pools",
      "Your project link - Florida Fiberglass Pools",
    ]);
    const staffMessage = mailTo(email).find((mail) => subjectOf(mail)!.startsWith("A message"))!;
    expect(staffMessage.body).toContain(
      "The crane is booked for Tuesday at 8 AM.\nPlease move the cars off the driveway.",
    );
    expect(staffMessage.body).toContain(
      "To answer, write to us from your project page: https://pools.example.com/project/",
    );
  });
});

describe("messages", () => {
  async function homeownerWrites(project: ProjectRow, body: string) {
    const { db } = await getTestApp();
    const message = await addProjectMessage(db, {
      projectId: project.id,
      author: "homeowner",
      staffUserId: null,
      body,
    });
    await queueProjectMessage(db, project, { id: message.id, author: "homeowner" });
    await outbox.runner.drain();
  }

  it("from the homeowner reach the rep by e-mail and push, with their words quoted and no personal data pushed", async () => {
    const { db } = await getTestApp();
    const rep = await createTestStaff("sales", { officeId: "ocala" });
    const keys = browserKeys();
    await savePushSubscription(
      db,
      rep.id,
      { endpoint: pushService.endpointOf(`project-rep-${rep.id}`), keys: keys.keys },
      "Chrome on Android",
    );
    const { project, leadId } = await wonProject({ salesRepId: rep.id });
    await homeownerWrites(project, "When is the crane coming?\nOur gate code is 4411.");

    const mail = mailTo(rep.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual([rep.email]);
    expect(subjectOf(mail[0]!)).toBe("Project message from Rosa Quintanilla (Milan 10.20)");
    expect(mail[0]!.body).toContain("The homeowner wrote:\n> When is the crane coming?\n> Our gate code is 4411.");
    expect(mail[0]!.body).toContain(`https://pools.example.com/admin/leads/${leadId}`);
    expect(
      outbox.smtp.received.some((each) => each.to.includes(OFFICE_INBOX) && each.body.includes(`#${leadId}`)),
    ).toBe(false);

    const pushed = pushService.to(`project-rep-${rep.id}`).map((push) => keys.decrypt(push.body));
    expect(pushed).toEqual([
      {
        title: "Project message: Rosa, Ocala",
        body: "Pool project · Milan 10.20",
        url: `/admin/leads/${leadId}`,
        tag: `lead-${leadId}`,
      },
    ]);
  });

  it("from the homeowner go to the office's lead recipients when the rep has left", async () => {
    const { db } = await getTestApp();
    const rep = await createTestStaff("sales", { officeId: "ocala" });
    const { project, leadId } = await wonProject({ salesRepId: rep.id });
    await db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, rep.id));
    await homeownerWrites(project, "Can we add a sun shelf?");

    expect(mailTo(rep.email)).toEqual([]);
    const office = outbox.smtp.received.filter((mail) => mail.body.includes(`lead #${leadId}`));
    expect(office).toHaveLength(1);
    expect(office[0]!.to).toEqual(expect.arrayContaining([OFFICE_INBOX, "ocala@floridafiberglasspools.com"]));
  });

  it("from staff reach the homeowner in their language; without a link while it is revoked", async () => {
    const { db } = await getTestApp();
    const { project, email } = await wonProject({ language: "es" });
    await revokeProjectLink(db, project.id);
    const message = await addProjectMessage(db, {
      projectId: project.id,
      author: "staff",
      staffUserId: manager.id,
      body: "Le llamamos mañana para la nueva fecha.",
    });
    await queueProjectMessage(db, project, { id: message.id, author: "staff" });
    await outbox.runner.drain();

    const [mail] = mailTo(email);
    expect(subjectOf(mail!)).toBe("Un mensaje sobre su proyecto de piscina - Florida Fiberglass Pools");
    expect(mail!.body).toContain("Nuestro equipo le envió un mensaje sobre su proyecto de piscina:");
    expect(mail!.body).toContain("Le llamamos mañana para la nueva fecha.");
    expect(mail!.body).toContain("Llame a nuestra oficina de Ocala al");
    expect(await linkIn(mail!.body, project)).toBeNull();
  });
});

describe("a project nobody can be written to", () => {
  it("sends nothing and fails no job when the lead has no e-mail address", async () => {
    const { db } = await getTestApp();
    const { project, leadId } = await wonProject();
    await db.update(leads).set({ email: null }).where(eq(leads.id, leadId));
    await queueProjectLink(db, project, "started");
    await outbox.runner.drain();
    const rows = await db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.leadId, leadId), eq(jobs.kind, PROJECT_JOBS.link)));
    expect(rows).toEqual([{ status: "done" }]);
  });
});
