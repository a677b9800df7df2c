// A Spanish lead's consultation: the booking page and the booking's own page in Spanish (days "martes 5 de
// agosto", times "9:00 a. m."), and the confirmation, the change and the cancellation e-mails with their .ics
// invitation in the lead's language.
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationBookings } from "#db/schema/index.ts";
import { officeDateTimeToInstant, officeWallClock } from "~/lib/company/office-time";
import { issueLeadToken } from "~/lib/consultations/consultation-links.server";
import { formatSlotDay, formatSlotTime } from "~/lib/consultations/consultation-slots";
import { bookConsultation, cancelConsultation, listFreeSlots, moveConsultation } from "~/models/consultations.server";
import { TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";
import { readPage, postForm } from "../support/http.ts";
import { offeredStarts } from "../support/html.ts";
import { insertLeadRow } from "../support/leads.ts";
import { clearRateLimits } from "../support/rate-limits.ts";
import { calendarPart, decodeMail, startOutboxWithDefaultRecipients, unfoldHeaders } from "../support/smtp.ts";
import { englishClockWords } from "../support/english-clock-words.ts";
import { englishProseIn } from "../support/english-prose.ts";

const NBSP = "\u00a0";
const postBooking = (path: string, fields: Record<string, string>) =>
  postForm(path, fields, { cookie: null, withoutHoneypot: true });

/** The .ics attachment of a message as its recipient's calendar reads it. */
const calendarOf = (raw: string) => new ICAL.Component(ICAL.parse(calendarPart(raw)));

beforeAll(async () => {
  await readPage("/es/consultation/book");
}, 180_000);

describe("the consultation pages in Spanish", () => {
  it("the booking page lists the days and times in Spanish and books to the Spanish confirmation", async () => {
    await clearRateLimits("consultation");
    const { db } = await getTestApp();
    const leadId = await insertLeadRow({ firstName: "Marta", email: "marta@example.com", language: "es" });
    const lead = issueLeadToken(leadId, TEST_SESSION_SECRET);
    const { status, html } = await readPage(`/es/consultation/book?lead=${lead}&office=ocala`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es-US"');
    expect(html).toContain("Elija la hora de su consulta gratis");
    expect(html).toContain("Elija un día y luego una hora");
    expect(html).toContain("Todas las horas son de la Florida (hora del Este).");
    const [first] = await listFreeSlots(db, "ocala");
    const clock = officeWallClock(first!.start);
    expect(html).toMatch(new RegExp(`<summary[^>]*>${formatSlotDay(clock.date, "es")}<span`));
    expect(html).toContain(formatSlotTime(clock.time, "es"));
    expect(formatSlotTime(clock.time, "es")).toMatch(new RegExp(`^\\d{1,2}:\\d\\d [ap]\\.${NBSP}m\\.$`));
    expect(html).toContain('action="/es/consultation/book"');
    expect(html).not.toContain("Pick a day, then a time");

    const start = offeredStarts(html)[0]!;
    const { response } = await postBooking("/es/consultation/book", { lead, office: "ocala", start });
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/es\/consultation\/\d+\.\d+\.\d+\.[\w-]+\?booked=1$/);

    const page = await readPage(location);
    expect(page.html).toContain("Su consulta gratis está reservada");
    expect(page.html).toContain(`${formatSlotDay(clock.date, "es")}, ${formatSlotTime(clock.time, "es")}`);
    expect(page.html).toContain("(hora de la Florida)");
    expect(page.html).toContain("Agregar al calendario (.ics)");
    expect(page.html).toContain("Cancelar esta consulta");
    expect(page.html).toContain("Cambiar a otra hora");
    const token = /\/es\/consultation\/([^?]+)\?/.exec(location)![1]!;
    // The invitation's file is one address for both languages; it is written in the lead's.
    expect(page.html).toContain(`href="/consultation/${token}/calendar.ics"`);
    const ics = await (await getTestApp()).request(`/consultation/${token}/calendar.ics`);
    const event = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toBe("Consulta gratis sobre su piscina - Florida Fiberglass Pools");

    // Cancelling from the Spanish page answers in Spanish.
    const cancelled = await postForm(
      `/es/consultation/${token}`,
      { intent: "cancel" },
      { cookie: null, withoutHoneypot: true },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.html).toContain("Su consulta está cancelada");
    expect(cancelled.html).toContain("Le enviamos un correo para confirmarlo.");
    const [booking] = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, leadId));
    expect(booking!.status).toBe("cancelled");
  });

  it("a forged request is refused in Spanish", async () => {
    await clearRateLimits("consultation");
    const { response, html } = await postBooking("/es/consultation/book", {
      lead: "1.2.x",
      office: "ocala",
      start: "x",
    });
    expect(response.status).toBe(403);
    expect(html).toContain("No encontramos su solicitud. Envíe el formulario de nuevo, por favor.");
    expect(html).toContain('href="/es/estimate"');
  });
});

describe("a Spanish lead's consultation e-mails", () => {
  let smtp: Awaited<ReturnType<typeof startOutboxWithDefaultRecipients>>["smtp"];
  let runner: Awaited<ReturnType<typeof startOutboxWithDefaultRecipients>>["runner"];

  beforeAll(async () => {
    ({ smtp, runner } = await startOutboxWithDefaultRecipients({
      notifyTo: "consultas@example.com",
      workerId: "consultation-spanish-worker",
      // As sent: the test reads the words through decodeMail and the invitation through calendarPart.
      read: unfoldHeaders,
    }));
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("confirm, move and cancel in Spanish, each with its Spanish invitation; the office's copy stays English", async () => {
    const { db } = await getTestApp();
    const email = `reserva.${Date.now()}@example.com`;
    const leadId = await insertLeadRow({ firstName: "Rosa", lastName: "Díaz", email, language: "es" });
    // Monday 2031-08-04, 7 AM; the slot is Tuesday 9 AM (EDT) at Ocala.
    const now = officeDateTimeToInstant("2031-08-04", "07:00");
    const booked = await bookConsultation(db, {
      leadId,
      officeId: "ocala",
      start: officeDateTimeToInstant("2031-08-05", "09:00"),
      now,
    });
    if (!booked.ok) throw new Error(booked.message);
    await runner.runOnce();

    const toVisitor = () => smtp.received.filter((m) => m.to.includes(email));
    const words = (raw: string) => decodeMail(raw);
    const [confirmation] = toVisitor();
    const when = `martes 5 de agosto, 9:00 a.${NBSP}m. - 10:00 a.${NBSP}m. (hora de la Florida)`;
    expect(words(confirmation!.body)).toContain(`Subject: Su consulta gratis: ${when} - Florida Fiberglass Pools`);
    expect(words(confirmation!.body)).toContain("Hola, Rosa:");
    expect(words(confirmation!.body)).toContain(`Su consulta gratis sobre su piscina está reservada para el ${when}`);
    expect(words(confirmation!.body)).toContain("Adjuntamos la invitación para su calendario.");
    const calendar = calendarOf(confirmation!.body);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe("Consulta gratis sobre su piscina - Florida Fiberglass Pools");
    expect(event.description).toMatch(/^Su consulta gratis de diseño de piscina en nuestra oficina de Ocala\. /);

    const office = smtp.received.find((m) => m.to.includes("consultas@example.com") && words(m.body).includes(email));
    expect(words(office!.body)).toContain(
      "Subject: Consultation booked: Tue, Aug 5, 9:00 AM - 10:00 AM (Florida time)",
    );

    const moved = await moveConsultation(db, {
      id: booked.booking.id,
      tokenVersion: booked.booking.tokenVersion,
      start: officeDateTimeToInstant("2031-08-06", "14:00"),
      by: "customer",
      now,
    });
    if (!moved.ok) throw new Error(moved.message);
    await runner.runOnce();
    const change = toVisitor().at(-1)!;
    expect(words(change.body)).toContain(
      `Subject: Su consulta gratis: miércoles 6 de agosto, 2:00 p.${NBSP}m. - 3:00 p.${NBSP}m. (hora de la Florida)`,
    );
    expect(new ICAL.Event(calendarOf(change.body).getFirstSubcomponent("vevent")!).summary).toBe(
      "Consulta gratis sobre su piscina - Florida Fiberglass Pools",
    );

    expect(
      await cancelConsultation(db, {
        by: "customer",
        id: moved.booking.id,
        tokenVersion: moved.booking.tokenVersion,
        now,
      }),
    ).toBe(true);
    await runner.runOnce();
    const cancellation = toVisitor().at(-1)!;
    expect(words(cancellation.body)).toContain("Subject: Su consulta del miércoles 6 de agosto");
    expect(words(cancellation.body)).toContain("está cancelada");
    expect(words(cancellation.body)).toContain("Para reservar otra hora, llame a nuestra oficina de Ocala al");
    const cancelled = calendarOf(cancellation.body);
    expect(cancelled.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(new ICAL.Event(cancelled.getFirstSubcomponent("vevent")!).summary).toBe(
      "Consulta gratis sobre su piscina - Florida Fiberglass Pools",
    );
    expect(toVisitor()).toHaveLength(3);
    // No English day or time anywhere in the visitor's e-mails, their invitations included.
    for (const mail of toVisitor()) {
      const calendar = new ICAL.Event(calendarOf(mail.body).getFirstSubcomponent("vevent")!);
      expect(englishClockWords(`${words(mail.body)}\n${calendar.summary}\n${calendar.description}`)).toEqual([]);
      expect(englishProseIn(`${words(mail.body)}\n${calendar.summary}\n${calendar.description}`)).toEqual([]);
    }
  });
});
