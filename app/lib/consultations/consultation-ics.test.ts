// The invitation is read back by ical.js (Mozilla's RFC 5545 parser, as Thunderbird uses): what a calendar
// program would see.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type ConsultationInvite, consultationIcs } from "./consultation-ics";

const invite = (overrides: Partial<ConsultationInvite> = {}): ConsultationInvite => ({
  uid: "consultation-42@floridafiberglasspools.com",
  sequence: 1,
  method: "REQUEST",
  // Monday 2026-03-09, 9-10 AM EDT (the day after the spring change).
  start: new Date("2026-03-09T13:00:00Z"),
  end: new Date("2026-03-09T14:00:00Z"),
  stamp: new Date("2026-03-06T15:04:05Z"),
  summary: "Free pool consultation, Florida Fiberglass Pools",
  description: "Your free design consultation.\nTo cancel or move it: https://example.com/c/42",
  location: "1900 Okeechobee Blvd, Suite 204, West Palm Beach, FL 33409",
  organizer: { name: "Florida Fiberglass Pools, West Palm Beach", email: "westpalm@floridafiberglasspools.com" },
  attendee: { name: "Maria Lopez", email: "maria@example.com" },
  url: "https://example.com/consultations/manage?token=42.1.1773068400.abc",
  ...overrides,
});

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent("vtimezone")!;
  ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { calendar, event, vevent: calendar.getFirstSubcomponent("vevent")! };
}

describe("consultationIcs", () => {
  it("is a valid RFC 5545 request with every property a calendar needs", () => {
    const ics = consultationIcs(invite());
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { calendar, event, vevent } = read(ics);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe("consultation-42@floridafiberglasspools.com");
    expect(event.sequence).toBe(1);
    expect(event.summary).toBe("Free pool consultation, Florida Fiberglass Pools");
    expect(event.location).toBe("1900 Okeechobee Blvd, Suite 204, West Palm Beach, FL 33409");
    expect(event.description).toBe("Your free design consultation.\nTo cancel or move it: https://example.com/c/42");
    expect(vevent.getFirstPropertyValue("dtstamp")!.toString()).toBe("2026-03-06T15:04:05Z");
    expect(vevent.getFirstPropertyValue("organizer")).toBe("mailto:westpalm@floridafiberglasspools.com");
    expect(vevent.getFirstProperty("organizer")!.getParameter("cn")).toBe("Florida Fiberglass Pools, West Palm Beach");
    expect(vevent.getFirstPropertyValue("attendee")).toBe("mailto:maria@example.com");
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("url")).toBe(invite().url);
  });

  it("writes the office's wall clock with TZID, which the VTIMEZONE turns into the right instants", () => {
    const { event, vevent } = read(consultationIcs(invite()));
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/New_York");
    expect(vevent.getFirstProperty("dtend")!.getParameter("tzid")).toBe("America/New_York");
    expect(event.startDate.toString()).toBe("2026-03-09T09:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-03-09T14:00:00.000Z");
  });

  it("keeps the instants right on both sides of both daylight-saving changes", () => {
    for (const [start, wall] of [
      ["2026-03-07T14:00:00Z", "2026-03-07T09:00:00"], // Saturday before spring forward: EST
      ["2026-10-31T13:00:00Z", "2026-10-31T09:00:00"], // Saturday before fall back: EDT
      ["2026-11-02T14:00:00Z", "2026-11-02T09:00:00"], // Monday after: EST
    ] as const) {
      const begins = new Date(start);
      const { event } = read(consultationIcs(invite({ start: begins, end: new Date(begins.getTime() + 3_600_000) })));
      expect(event.startDate.toString()).toBe(wall);
      expect(event.startDate.toJSDate().toISOString()).toBe(begins.toISOString());
      expect(event.endDate.toJSDate().getTime() - begins.getTime()).toBe(3_600_000);
    }
  });

  it("cancels the same event with METHOD:CANCEL and a higher sequence", () => {
    const { calendar, event, vevent } = read(consultationIcs(invite({ method: "CANCEL", sequence: 2 })));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toBe("consultation-42@floridafiberglasspools.com");
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("escapes text and folds long lines without breaking a character, and lets no value start a line", () => {
    const location = `Café "Ñandú"; Suite 5, Floor 2\\3 ${"Ω".repeat(60)}`;
    const ics = consultationIcs(
      invite({
        location,
        attendee: { name: 'Evil "Name"\r\nX-INJECTED:1', email: "a@example.com\r\nX-INJECTED:2" },
      }),
    );
    expect(ics).not.toMatch(/\r\nX-INJECTED/);
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { event } = read(ics);
    expect(event.location).toBe(location);
    expect(event.attendees[0]!.getParameter("cn")).toBe("Evil NameX-INJECTED:1");
  });
});
