// The e-mails of a booked consultation go through the outbox and the mailer to a real SMTP server, each
// with an .ics invitation that ical.js reads; a cancellation sends the same event with METHOD:CANCEL.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeDateTimeToInstant } from "~/lib/company/office-time";
import { bookConsultation, cancelConsultation } from "~/models/consultations.server";
import { getTestApp } from "../setup/test-app.ts";
import { calendarPart, startOutboxWithDefaultRecipients, unfoldHeaders } from "../support/smtp.ts";
import { insertLeadRow } from "../support/leads.ts";

function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!),
  };
}

describe("consultation e-mails", () => {
  let smtp: Awaited<ReturnType<typeof startOutboxWithDefaultRecipients>>["smtp"];
  let runner: Awaited<ReturnType<typeof startOutboxWithDefaultRecipients>>["runner"];

  beforeAll(async () => {
    ({ smtp, runner } = await startOutboxWithDefaultRecipients({
      notifyTo: "consultations@example.com",
      workerId: "consultation-test-worker",
      read: unfoldHeaders,
    }));
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("confirms a booking to the visitor and the office with an invitation, and sends the cancellation", async () => {
    const { db } = await getTestApp();
    const email = `booker.${Date.now()}@example.com`;
    const leadId = await insertLeadRow({
      firstName: "Rosa",
      lastName: "Diaz",
      email,
      address: "12 Heron Ct, Ocala, FL",
    });
    // Monday 2031-08-04, 7 AM; the slot is Tuesday 2 PM (EDT) at Ocala.
    const now = officeDateTimeToInstant("2031-08-04", "07:00");
    const booked = await bookConsultation(db, {
      leadId,
      officeId: "ocala",
      start: officeDateTimeToInstant("2031-08-05", "14:00"),
      now,
    });
    if (!booked.ok) throw new Error(booked.message);

    await runner.runOnce();
    const visitor = smtp.received.filter((m) => m.to.includes(email));
    expect(visitor).toHaveLength(1);
    expect(visitor[0]!.body).toContain("Subject: Your free consultation: Tue, Aug 5, 2:00 PM - 3:00 PM (Florida time)");
    const { method, event } = readEvent(calendarPart(visitor[0]!.body));
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(`consultation-${booked.booking.id}@pools.example.com`);
    expect(event.startDate.toJSDate().toISOString()).toBe("2031-08-05T18:00:00.000Z");
    expect(event.location).toBe("2801 SW College Rd, Suite 110, Ocala, FL 34474");
    expect(event.organizer).toBe("mailto:ocala@floridafiberglasspools.com");

    const office = smtp.received.filter((m) => m.to.includes("consultations@example.com") && m.body.includes(email));
    expect(office).toHaveLength(1);
    // With no office recipients in the settings, the office's own inbox gets it too.
    expect(office[0]!.to).toContain("ocala@floridafiberglasspools.com");
    expect(office[0]!.body).toContain(
      "Subject: Consultation booked: Tue, Aug 5, 2:00 PM - 3:00 PM (Florida time), Ocala",
    );
    expect(readEvent(calendarPart(office[0]!.body)).event.uid).toBe(event.uid);

    expect(
      await cancelConsultation(db, {
        by: "customer",
        id: booked.booking.id,
        tokenVersion: booked.booking.tokenVersion,
        now,
      }),
    ).toBe(true);
    await runner.runOnce();
    const cancellation = smtp.received.filter((m) => m.to.includes(email)).at(-1)!;
    expect(cancellation.body).toContain("is cancelled");
    const cancelled = readEvent(calendarPart(cancellation.body));
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(event.uid);
    expect(cancelled.event.sequence).toBeGreaterThan(event.sequence);
  });
});
