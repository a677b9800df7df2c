// The homeowner's pool project page at its signed link (decision 049), as a browser without JavaScript meets it:
// what is next and what to do, the payments, photos, documents and messages; the private documents, served only
// through the link; a dead link that shows nothing of any project; the message form's limits; the update e-mails'
// switch; the warranty registration at handover; and "E-mail me my link".
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { projectMessages, projects, warrantyRegistrations } from "#db/schema/index.ts";
import { issueProjectToken } from "~/lib/projects/project-link.server";
import { PROJECT_MESSAGE_MAX } from "~/lib/schemas/project-message";
import { reissueProjectLink, revokeProjectLink } from "~/models/projects.server";
import { saveWarrantyByStaff } from "~/models/warranty-registrations.server";
import {
  PROJECT_LINK_EMAILS_PER_DAY,
  PROJECT_LINK_REQUESTS_PER_ADDRESS_HOUR,
  PROJECT_MESSAGES_PER_DAY,
} from "~/services/projects/homeowner-project.server";
import { TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";
import { get, postForm, readPage } from "../support/http.ts";
import { visibleText } from "../support/html.ts";
import { checkHtmlFiles } from "../support/html-checker.ts";
import {
  addTestDocument,
  addTestPhoto,
  completeStages,
  currentProjectToken,
  projectJobs,
  recordTestPayment,
  stagesOf,
  startTestProject,
} from "../support/homeowner-project.ts";
import { clearRateLimits } from "../support/rate-limits.ts";

beforeEach(async () => {
  await clearRateLimits("project-");
});

const messagesOf = async (projectId: number) =>
  (await getTestApp()).db.select().from(projectMessages).where(eq(projectMessages.projectId, projectId));

const expectPrivate = (response: Response) => {
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag")).toContain("noindex");
};

/** A dead link's page, whatever the link: the same words, a 404 and nothing of any project. */
async function expectDeadLink(path: string, projectWords: string[] = ["Maria", "Cancun", "Palm Grove"]) {
  const { status, html, response } = await readPage(path);
  expect(status, path).toBe(404);
  expectPrivate(response);
  const text = visibleText(html);
  expect(text).toContain("This link doesn't open a project");
  expect(html).toContain('name="email"');
  expect(text).toContain("E-mail me my link");
  for (const word of projectWords) expect(text).not.toContain(word);
  return text;
}

describe("the homeowner's page", () => {
  it("shows what is next and what to do, the payments, photos, documents and messages, privately", async () => {
    const { project, staff, path, token } = await startTestProject();
    await completeStages(project.id, 2);
    const stages = await stagesOf(project.id);
    await addTestPhoto(project.id, stages[1]!.id, staff.id, "The hole is dug");
    await recordTestPayment(project.id, { milestone: "initial", amountCents: 422_000, paidOn: "2026-03-02" });
    const document = await addTestDocument(project.id, staff.id, { title: "Signed contract" });
    const { db } = await getTestApp();
    await db
      .insert(projectMessages)
      .values({ projectId: project.id, author: "staff", body: "The crane comes Tuesday." });

    const { status, html, response } = await readPage(path);
    expect(status).toBe(200);
    expectPrivate(response);
    // The last policy a browser reads wins: the site's default comes first.
    expect(response.headers.get("referrer-policy")).toMatch(/(^|, )strict-origin$/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    const text = visibleText(html);
    expect(text).toContain("Hello, Maria");
    expect(text).toContain("Cancun 16 in Tropical Blue");
    expect(text).toContain("4120 Palm Grove Dr, Wellington, FL 33414");
    expect(text).toContain("2 of 8 steps done");
    // Next: the shell set by crane, planned 30 days after signing, with the crane's path to clear.
    expect(text).toContain("Shell delivery and set (crane)");
    expect(text).toContain("Planned for April 1, 2026");
    expect(text).toContain("a path at least 8 feet wide");
    expect(text).toContain("Done March 23, 2026");
    // Payments: the signing payment paid, the permits' now due, the balance.
    expect(text).toContain("$4,220.00");
    expect(text).toContain("$14,770.00");
    expect(text).toContain("Due now $14,770.00 Paid so far $4,220.00 Balance $37,980.00");
    expect(text).toContain("$4,220.00 on March 2, 2026 by Check");
    // The photo under its stage, in responsive variants.
    expect(html).toMatch(/srcSet="\/uploads\/[0-9a-f]{32}-1600x1200\/400\.avif 400w/);
    expect(html).toContain('alt="The hole is dug"');
    // The document at the project's own link, and the message.
    expect(html).toContain(`href="/project/${token}/documents/${document.id}"`);
    expect(text).toContain("Signed contract");
    expect(text).toContain("The crane comes Tuesday.");
    expect(text).not.toContain("Your warranties");
    expect(await (await get("/sitemap.xml")).text()).not.toContain("/project");
  });

  it("speaks the homeowner's Spanish at /es/project", async () => {
    const { project, path } = await startTestProject({ language: "es" });
    await completeStages(project.id, 1);
    const { status, html } = await readPage(path);
    expect(status).toBe(200);
    expect(html).toContain('lang="es-US"');
    const text = visibleText(html);
    expect(text).toContain("Hola, Maria");
    expect(text).toContain("Cancun 16 en Tropical Blue");
    expect(text).toContain("Lo que sigue");
    expect(text).toContain("Excavación");
    expect(text).toContain("Terminada el 23 de marzo de 2026");
    expect(text).toContain("Saldo");
    expect(html).toContain(`action="/es/project/`);
    expect(text).not.toContain("What's next");
  });

  it("answers a forged, unknown, expired or revoked link like an unknown one, and a reissued link opens", async () => {
    const { project, token, path } = await startTestProject();
    const unknown = await expectDeadLink("/project/not-a-project-link");
    expect(await expectDeadLink(`/project/${token.slice(0, -2)}xx`)).toBe(unknown);
    expect(
      await expectDeadLink(
        `/project/${issueProjectToken({ id: project.id, linkVersion: 1 }, "another-secret-another-secret-another")}`,
      ),
    ).toBe(unknown);
    expect(
      await expectDeadLink(`/project/${issueProjectToken({ id: 999_999_999, linkVersion: 1 }, TEST_SESSION_SECRET)}`),
    ).toBe(unknown);
    const longAgo = new Date(Date.now() - 2 * 365 * 24 * 60 * 60 * 1000);
    expect(await expectDeadLink(`/project/${issueProjectToken(project, TEST_SESSION_SECRET, longAgo)}`)).toBe(unknown);
    expect((await readPage(path)).status).toBe(200);

    const { db } = await getTestApp();
    await revokeProjectLink(db, project.id);
    expect(await expectDeadLink(path)).toBe(unknown);
    expect(await expectDeadLink(`/project/${await currentProjectToken(project.id)}`)).toBe(unknown);
    // A revoked link's form posts change nothing either.
    const posted = await postForm(path, { intent: "message", body: "Hello?" });
    expect(posted.status).toBe(404);
    expect(await messagesOf(project.id)).toEqual([]);

    await reissueProjectLink(db, project.id);
    expect(await expectDeadLink(path)).toBe(unknown);
    expect((await readPage(`/project/${await currentProjectToken(project.id)}`)).status).toBe(200);
  });
});

describe("the project's private documents", () => {
  it("are served only through the project's open link, privately", async () => {
    const { project, staff, token } = await startTestProject();
    const other = await startTestProject();
    const content = Buffer.from("%PDF-1.4\n% the permit\n%%EOF\n");
    const document = await addTestDocument(project.id, staff.id, {
      kind: "permit",
      title: "Pool permit",
      fileName: "permiso de piscina.pdf",
      content,
    });
    const address = `/project/${token}/documents/${document.id}`;

    const response = await get(address);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(content);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toContain("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="permiso de piscina.pdf"; filename*=UTF-8''permiso%20de%20piscina.pdf`,
    );

    const refused = [
      `/project/not-a-token/documents/${document.id}`,
      `/project/${token.slice(0, -2)}xx/documents/${document.id}`,
      // Another project's link does not open this project's document.
      `/project/${other.token}/documents/${document.id}`,
      `/project/${token}/documents/999999999`,
      `/project/${token}/documents/abc`,
    ];
    for (const path of refused) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
      expect(await answer.text(), path).toBe("Not found");
    }

    await revokeProjectLink((await getTestApp()).db, project.id);
    const afterRevoke = await get(address);
    expect(afterRevoke.status).toBe(404);
    expect(await afterRevoke.text()).toBe("Not found");
  });

  it("are downloaded rather than shown when they are not a PDF or an image", async () => {
    const { project, staff, token } = await startTestProject();
    const document = await addTestDocument(project.id, staff.id, {
      kind: "other",
      fileName: "notes.html",
      mimeType: "text/html",
      content: Buffer.from("<script>alert(1)</script>"),
    });
    const response = await get(`/project/${token}/documents/${document.id}`);
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
  });
});

describe("messages from the homeowner", () => {
  it("stores a message as plain text, shows it escaped and queues its e-mail to the office", async () => {
    const { project, leadId, path } = await startTestProject();
    const body = `<script>alert("x")</script>\nIs the crane still coming <b>Tuesday</b>?`;
    const { response } = await postForm(path, { intent: "message", body });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${path}?sent=message#messages`);
    const [stored] = await messagesOf(project.id);
    expect(stored).toMatchObject({ author: "homeowner", body, staffUserId: null });
    expect(await projectJobs(leadId, "project.message-to-office")).toEqual([
      { payload: { projectId: project.id, messageId: stored!.id } },
    ]);

    const { html } = await readPage(`${path}?sent=message`);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<b>Tuesday</b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(visibleText(html)).toContain("Thank you. Your message is on its way to our office.");
  });

  it("refuses an empty or too long message, keeps what was typed and stores nothing", async () => {
    const { project, leadId, path } = await startTestProject({ language: "es" });
    const empty = await postForm(path, { intent: "message", body: "   \n " });
    expect(empty.status).toBe(400);
    expect(visibleText(empty.html)).toContain("Por favor, escriba su mensaje.");

    const long = "a".repeat(PROJECT_MESSAGE_MAX + 1);
    const tooLong = await postForm(path, { intent: "message", body: long });
    expect(tooLong.status).toBe(400);
    expect(visibleText(tooLong.html)).toContain("Por favor, escriba menos de 5,000 caracteres.");
    expect(tooLong.html).toContain(long);

    const control = await postForm(path, { intent: "message", body: "Hola\u0000" });
    expect(control.status).toBe(400);

    expect(await messagesOf(project.id)).toEqual([]);
    expect(await projectJobs(leadId, "project.message-to-office")).toEqual([]);
  });

  it("takes at most so many messages a day from one project", async () => {
    const { project, path } = await startTestProject();
    for (let index = 0; index < PROJECT_MESSAGES_PER_DAY; index++) {
      const { status } = await postForm(path, { intent: "message", body: `Question ${index}` });
      expect(status).toBe(302);
    }
    const refused = await postForm(path, { intent: "message", body: "One more question" });
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(visibleText(refused.html)).toContain("You have sent many messages in a short time.");
    expect(refused.html).toContain("One more question");
    expect(await messagesOf(project.id)).toHaveLength(PROJECT_MESSAGES_PER_DAY);
  });
});

describe("the update e-mails' switch", () => {
  it("turns the update e-mails off and on again", async () => {
    const { project, path } = await startTestProject();
    const { db } = await getTestApp();
    const off = await postForm(path, { intent: "updates", updates: "off" });
    expect(off.status).toBe(302);
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.updatesOff).toBe(true);
    const text = visibleText((await readPage(`${path}?sent=updates-off`)).html);
    expect(text).toContain("Done: we won't send you update e-mails.");
    expect(text).toContain("Turn update e-mails back on");

    await postForm(path, { intent: "updates", updates: "on" });
    const [again] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(again!.updatesOff).toBe(false);
  });
});

describe("E-mail me this link, on the open page", () => {
  it("sends the link to the address on the contract, shown masked, a few times a day at most", async () => {
    const email = `again-${Date.now()}@example.com`;
    const { leadId, path } = await startTestProject({ email, language: "es" });
    const page = visibleText((await readPage(path)).html);
    expect(page).toContain("Enviarme este enlace por correo");
    expect(page).toContain("Se lo enviamos a a•••@example.com, el correo de su contrato.");
    expect(page).not.toContain(email);
    for (let index = 0; index < PROJECT_LINK_EMAILS_PER_DAY + 1; index++) {
      const sent = await postForm(path, { intent: "email-link" });
      expect(sent.status).toBe(302);
      expect(sent.response.headers.get("location")).toBe(`${path}?sent=link#updates`);
    }
    expect(await projectJobs(leadId, "project.link")).toHaveLength(PROJECT_LINK_EMAILS_PER_DAY);
    expect(visibleText((await readPage(`${path}?sent=link`)).html)).toContain(
      "Listo: el enlace va camino a a•••@example.com.",
    );
  });
});

describe("the warranty registration at handover", () => {
  const fields = {
    intent: "warranty",
    shellModel: "Cancun 16",
    shellSerial: "LT-99812",
    pumpModel: "Pentair SuperFlo VS",
    pumpSerial: "PSF-2231",
    filterModel: "",
    filterSerial: "",
    heaterModel: "",
    heaterSerial: "",
    "salt-systemModel": "",
    "salt-systemSerial": "",
    startUpOn: "2026-04-16",
  };

  it("is not offered before every stage is done", async () => {
    const { project, path } = await startTestProject();
    await completeStages(project.id, 7);
    expect(visibleText((await readPage(path)).html)).not.toContain("Register your warranty");
    const { status } = await postForm(path, fields);
    expect(status).toBe(400);
    const { db } = await getTestApp();
    expect(
      await db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.projectId, project.id)),
    ).toEqual([]);
  });

  it("shows the warranties' end dates and records the homeowner's confirmation with their corrections", async () => {
    const { project, path } = await startTestProject();
    await completeStages(project.id, 8);
    const { db } = await getTestApp();
    await saveWarrantyByStaff(db, project.id, {
      shellModel: "Cancun 16",
      shellSerial: "LT-99812",
      startUpOn: "2026-04-16",
      equipment: [{ kind: "pump", model: "Pentair SuperFlo VS", serial: "PSF-0000" }],
    });
    const page = await readPage(path);
    const text = visibleText(page.html);
    expect(text).toContain("Your pool is finished.");
    expect(text).toContain("Your warranties run from your start-up date, April 16, 2026.");
    expect(text).toContain("Until April 15, 2051");
    expect(text).toContain("Until April 15, 2027");
    expect(page.html).toContain('value="PSF-0000"');

    const { response } = await postForm(path, fields);
    expect(response.status).toBe(302);
    const [registration] = await db
      .select()
      .from(warrantyRegistrations)
      .where(eq(warrantyRegistrations.projectId, project.id));
    expect(registration).toMatchObject({
      shellSerial: "LT-99812",
      correctedByHomeowner: true,
      equipment: [{ kind: "pump", model: "Pentair SuperFlo VS", serial: "PSF-2231" }],
    });
    expect(registration!.confirmedAt).toBeInstanceOf(Date);
    expect(visibleText((await readPage(`${path}?sent=warranty`)).html)).toContain(
      "Thank you: your warranty registration is confirmed.",
    );
  });

  it("refuses a start-up date in the future in the homeowner's language and keeps what was typed", async () => {
    const { project, path } = await startTestProject({ language: "es" });
    await completeStages(project.id, 8);
    const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const { status, html } = await postForm(path, { ...fields, startUpOn: inThreeDays, heaterSerial: "H-1" });
    expect(status).toBe(400);
    const text = visibleText(html);
    expect(text).toContain("La fecha de arranque no puede ser posterior a hoy.");
    expect(text).toContain("Escriba el modelo de este equipo, o deje vacío su número de serie.");
    expect(html).toContain('value="LT-99812"');
    expect(html).toMatch(/id="warranty-startUpOn"[^>]*aria-invalid="true"/);
    const { db } = await getTestApp();
    expect(
      await db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.projectId, project.id)),
    ).toEqual([]);
  });
});

describe("E-mail me my link", () => {
  it("is offered at /project and /es/project", async () => {
    for (const [path, words] of [
      ["/project", "Open your pool project"],
      ["/es/project", "Abra su proyecto de piscina"],
    ] as const) {
      const { status, html, response } = await readPage(path);
      expect(status).toBe(200);
      expectPrivate(response);
      expect(visibleText(html)).toContain(words);
      expect(html).toContain('name="email"');
    }
  });

  it("queues the link of the address's projects and answers every address alike", async () => {
    const email = `homeowner-${Date.now()}@example.com`;
    const { project, leadId } = await startTestProject({ email });
    const sent = await postForm("/project", { email: `  ${email.toUpperCase()} ` });
    expect(sent.status).toBe(200);
    expect(await projectJobs(leadId, "project.link")).toEqual([
      { payload: { projectId: project.id, reason: "requested" } },
    ]);
    const unknown = await postForm("/project", { email: "nobody-here@example.com" });
    expect(unknown.status).toBe(200);
    expect(visibleText(unknown.html)).toBe(visibleText(sent.html));
    expect(visibleText(sent.html)).toContain(
      "If this address belongs to a pool project with us, we've e-mailed its link.",
    );

    // A revoked project's link is not sent.
    await revokeProjectLink((await getTestApp()).db, project.id);
    await postForm("/project", { email });
    expect(await projectJobs(leadId, "project.link")).toHaveLength(1);
  });

  it("sends one address's link a few times a day at most, without saying so", async () => {
    const email = `often-${Date.now()}@example.com`;
    const { leadId } = await startTestProject({ email });
    for (let index = 0; index < PROJECT_LINK_EMAILS_PER_DAY + 2; index++) {
      const { status } = await postForm("/project", { email });
      expect(status).toBe(200);
    }
    expect(await projectJobs(leadId, "project.link")).toHaveLength(PROJECT_LINK_EMAILS_PER_DAY);
  });

  it("refuses an address that is not one, and too many requests from one client", async () => {
    const invalid = await postForm("/es/project", { email: "not-an-address" });
    expect(invalid.status).toBe(400);
    expect(visibleText(invalid.html)).toContain("Por favor, escriba un correo electrónico válido.");
    expect(invalid.html).toContain('value="not-an-address"');

    for (let index = 0; index < PROJECT_LINK_REQUESTS_PER_ADDRESS_HOUR; index++) {
      await postForm("/project", { email: `someone-${index}@example.com` });
    }
    const refused = await postForm("/project", { email: "someone-else@example.com" });
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(visibleText(refused.html)).toContain("Too many requests in a short time.");
  });

  it("is what a dead link's page offers, posting to /project in the page's language", async () => {
    const { html } = await readPage("/es/project/not-a-project-link");
    expect(html).toContain('action="/es/project"');
    expect(visibleText(html)).toContain("Envíenme mi enlace");
  });
});

describe("the page's HTML", () => {
  it(
    "is valid in every state: under way, handed over with the warranty form, and with refused forms",
    { timeout: 120_000 },
    async () => {
      const underWay = await startTestProject();
      await completeStages(underWay.project.id, 2);
      const stages = await stagesOf(underWay.project.id);
      await addTestPhoto(underWay.project.id, stages[1]!.id, underWay.staff.id, null);
      await recordTestPayment(underWay.project.id, { milestone: "initial", amountCents: 100_000 });
      await addTestDocument(underWay.project.id, underWay.staff.id);
      await postForm(underWay.path, { intent: "message", body: "When does the crane come?" });
      const finished = await startTestProject({ language: "es" });
      await completeStages(finished.project.id, 8);
      const pages = [
        (await readPage(underWay.path)).html,
        (await postForm(underWay.path, { intent: "message", body: "" })).html,
        (await readPage(finished.path)).html,
        (await postForm(finished.path, { intent: "warranty", startUpOn: "" })).html,
      ];
      const dir = await mkdtemp(path.join(tmpdir(), "ffp-project-html-"));
      try {
        const files = await Promise.all(
          pages.map(async (html, index) => {
            const file = path.join(dir, `${index}.html`);
            await writeFile(file, html);
            return file;
          }),
        );
        const errors = (await checkHtmlFiles(files)).filter((message) => message.kind === "error");
        expect(errors.map((error) => `${path.basename(error.file)}: ${error.message} ${error.extract}`)).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
