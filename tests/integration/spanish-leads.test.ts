// A lead sent from the Spanish site is a Spanish lead: stored with its language, answered in Spanish, and shown to
// staff as preferring Spanish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterConfirmationEmail } from "~/lib/newsletter/newsletter-emails";
import { PREFERS_SPANISH } from "~/lib/leads/lead-emails";
import { estimatePayload, uniquePhone } from "../support/lead-payloads.ts";
import { leadsWithPhone, makeLead, namesIn, uniqueSource } from "../support/leads.ts";
import { get, postForm, postJson } from "../support/http.ts";
import { withoutTextSeparators } from "../support/html.ts";
import { subscriberOf, uniqueSubscriberEmail } from "../support/newsletter.ts";
import { decodeMail, startOutbox } from "../support/smtp.ts";
import { englishClockWords } from "../support/english-clock-words.ts";
import { englishProseIn } from "../support/english-prose.ts";
import {
  clearSignInCounters,
  pageText,
  signedInStaff,
  type SignedInStaff,
  staffRequest,
} from "../support/staff-sessions.ts";
import { seededCompany as company } from "../support/company.ts";

function estimateFields(overrides: Record<string, string> = {}) {
  return {
    firstName: "María",
    lastName: "López",
    phone: uniquePhone(),
    email: `maria.${Date.now()}@example.com`,
    address: "123 Palm Way, Wellington, FL",
    poolType: "Fiberglass",
    budgetRange: "$50,000 - $75,000",
    timeframe: "1-3 months",
    message: "Queremos una piscina con repisa para asolearse.",
    consentToContact: "on",
    requestType: "estimate",
    nearestBranch: "WEST PALM BEACH",
    ...overrides,
  };
}

beforeAll(async () => {
  await get("/es/estimate");
  await get("/es/contact");
}, 180_000);

describe("the Spanish forms store a Spanish lead", () => {
  it("/es/estimate stores the lead with language es and answers with the Spanish success screen", async () => {
    const fields = estimateFields();
    const { status, html } = await postForm("/es/estimate", fields);
    expect(status).toBe(200);
    expect(html).toContain("¡Gracias! Recibimos su solicitud de presupuesto");
    expect(html).toContain("Enviar otra solicitud");
    expect(html).toContain('href="/es/estimate"');
    const [lead] = await leadsWithPhone(fields.phone);
    expect(lead).toMatchObject({ firstName: "María", language: "es", requestType: "estimate" });
  });

  it("/estimate still stores English leads", async () => {
    const fields = estimateFields({ firstName: "Mary" });
    await postForm("/estimate", fields);
    expect((await leadsWithPhone(fields.phone))[0]).toMatchObject({ language: "en" });
  });

  it("/es/estimate answers bad fields with Spanish messages and stores nothing", async () => {
    const fields = estimateFields({ firstName: "M", zip: "3280A" });
    const { status, html } = await postForm("/es/estimate", fields);
    expect(status).toBe(400);
    const text = withoutTextSeparators(html);
    expect(text).toContain("Corrija los campos marcados.");
    expect(text).toContain("El nombre debe tener al menos 2 caracteres");
    expect(text).toContain("Escriba un código postal (ZIP) de 5 dígitos");
    expect(text).not.toContain("Please enter a 5-digit ZIP code");
    expect(await leadsWithPhone(fields.phone)).toHaveLength(0);
  });

  it("/es/contact stores the lead with language es, and a ticked box signs up in Spanish", async () => {
    const email = uniqueSubscriberEmail("contacto");
    const phone = uniquePhone();
    const fields = { name: "Ana Silva", email, phone, message: "¿Instalan en Stuart?", consentToContact: "on" };
    const { status, html } = await postForm("/es/contact", { ...fields, newsletter: "on" });
    expect(status).toBe(200);
    expect(html).toContain("¡Gracias por escribirnos!");
    expect((await leadsWithPhone(phone))[0]).toMatchObject({ requestType: "contact", language: "es" });
    const subscriber = await subscriberOf(email);
    expect(subscriber).toMatchObject({ language: "es", consentPage: "/es/contact" });
    expect(subscriber!.consentText).toContain("Envíenme consejos para mi piscina");
  });

  it("/es/contact answers a missing message and consent in Spanish", async () => {
    const phone = uniquePhone();
    const { status, html } = await postForm("/es/contact", { name: "Ana", email: "ana@example.com", phone });
    expect(status).toBe(400);
    const text = withoutTextSeparators(html);
    expect(text).toContain("El mensaje es obligatorio");
    expect(text).toContain("Debe autorizar que lo contactemos para enviar su mensaje");
    expect(await leadsWithPhone(phone)).toHaveLength(0);
  });
});

describe("POST /api/estimates takes an optional language", () => {
  it("stores language es", async () => {
    const payload = estimatePayload({ language: "es" });
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(201);
    expect((await leadsWithPhone(payload.phone))[0]).toMatchObject({ language: "es" });
  });

  it("stores English when no language is sent", async () => {
    const payload = estimatePayload();
    await postJson("/api/estimates", payload);
    expect((await leadsWithPhone(payload.phone))[0]).toMatchObject({ language: "en" });
  });

  it.each([["fr"], ["ES"], [1], [null]])("refuses language %j with 400 and stores nothing", async (language) => {
    const payload = estimatePayload({ language });
    const response = await postJson("/api/estimates", payload);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      language: "Language must be en or es",
    });
    expect(await leadsWithPhone(payload.phone)).toHaveLength(0);
  });
});

describe("the e-mails of a Spanish lead", () => {
  let smtp: Awaited<ReturnType<typeof startOutbox>>["smtp"];
  let runner: Awaited<ReturnType<typeof startOutbox>>["runner"];

  beforeAll(async () => {
    ({ smtp, runner } = await startOutbox({
      notifyTo: "leads@example.com",
      workerId: "spanish-leads",
      read: decodeMail,
    }));
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("staff read that the lead prefers Spanish; the visitor's confirmation is in Spanish", async () => {
    const fields = estimateFields();
    await postForm("/es/estimate", fields);
    const [lead] = await leadsWithPhone(fields.phone);
    await runner.runOnce();
    const staff = smtp.received.filter((m) => m.to.includes("leads@example.com") && m.body.includes(`#${lead!.id}`));
    expect(staff).toHaveLength(1);
    expect(staff[0]!.body).toContain("prefers Spanish");
    expect(staff[0]!.body).toContain(PREFERS_SPANISH);
    const confirmation = smtp.received.filter((m) => m.to.includes(fields.email));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.body).toContain("Recibimos su solicitud");
    expect(confirmation[0]!.body).toContain("Gracias por comunicarse con");
    expect(confirmation[0]!.body).not.toContain("Thank you for contacting");
    // The office hours as a Spanish sentence writes them, no English day or time.
    expect(confirmation[0]!.body).toContain(
      "en menos de 24 horas (de lunes a viernes, de 9:00\u00a0a.\u00a0m. a 4:00\u00a0p.\u00a0m.).",
    );
    expect(englishClockWords(confirmation[0]!.body)).toEqual([]);
    expect(englishProseIn(confirmation[0]!.body)).toEqual([]);
  });

  it("an English lead's staff e-mail does not say it", async () => {
    const fields = estimateFields({ firstName: "Mary" });
    await postForm("/estimate", fields);
    const [lead] = await leadsWithPhone(fields.phone);
    await runner.runOnce();
    const staff = smtp.received.find((m) => m.to.includes("leads@example.com") && m.body.includes(`#${lead!.id}`));
    expect(staff!.body).not.toContain("prefers Spanish");
  });

  it("the newsletter's confirmation e-mail is in Spanish with a Spanish link", () => {
    const mail = newsletterConfirmationEmail(
      company,
      "a@example.com",
      "https://x.example/es/newsletter/confirm/t",
      "es",
    );
    expect(mail.subject).toContain("Confirme su suscripción");
    expect(mail.text).toContain("Para confirmar su suscripción, abra este enlace:");
  });
});

describe("staff see a lead's language", () => {
  const source = uniqueSource("lang");
  let admin: SignedInStaff;
  let spanishId: number;

  beforeAll(async () => {
    await clearSignInCounters();
    admin = await signedInStaff("admin");
    spanishId = await makeLead({ sourcePage: source, firstName: "Rosa", lastName: "Spanish", language: "es" });
    await makeLead({ sourcePage: source, firstName: "Ellen", lastName: "English" });
  });

  it("the list shows an ES badge on the Spanish lead only", async () => {
    const html = await pageText(await staffRequest(`/admin/admin-estimates?source=${source}`, admin.cookie));
    expect(namesIn(html).sort()).toEqual(["Ellen English", "Rosa Spanish"]);
    const row = (name: string) => {
      const start = html.indexOf(`aria-label="Select ${name}"`);
      return html.slice(start, html.indexOf("</tr>", start));
    };
    expect(row("Rosa Spanish")).toContain('<abbr title="Prefers Spanish">ES</abbr>');
    expect(row("Ellen English")).not.toContain("Prefers Spanish");
  });

  it("the language filter narrows the list, as a plain GET form, and the CSV export follows it", async () => {
    const spanish = await pageText(await staffRequest(`/admin/admin-estimates?source=${source}&lang=es`, admin.cookie));
    expect(namesIn(spanish)).toEqual(["Rosa Spanish"]);
    expect(spanish).toContain('name="lang"');
    const english = await pageText(await staffRequest(`/admin/admin-estimates?source=${source}&lang=en`, admin.cookie));
    expect(namesIn(english)).toEqual(["Ellen English"]);
    const csv = await (
      await staffRequest(`/api/admin/leads/export?view=all&source=${source}&lang=es`, admin.cookie)
    ).text();
    expect(csv).toContain("Rosa");
    expect(csv).not.toContain("Ellen");
  });

  it("the lead page shows the language", async () => {
    const html = await pageText(await staffRequest(`/admin/leads/${spanishId}`, admin.cookie));
    expect(html).toContain("Spanish (prefers Spanish; sent from the Spanish site)");
  });
});
