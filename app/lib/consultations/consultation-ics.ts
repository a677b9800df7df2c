// The .ics invitation of a booked consultation (RFC 5545), attached to the
// confirmation e-mail. Times are written on the office's wall clock with
// TZID=America/New_York and the zone's rules in a VTIMEZONE, so a calendar
// shows the consultation at the time the office means, daylight saving
// included. A move sends the same UID with a higher SEQUENCE (the booking's
// token version), a cancellation METHOD:CANCEL, so calendars update the one
// event instead of adding another.
import { COMPANY_TIME_ZONE } from "~/lib/leads/lead-stats";
import { officeWallClock } from "~/lib/company/office-time";

export interface ConsultationInvite {
  /** Stable for the booking: "consultation-42@floridafiberglasspools.com". */
  uid: string;
  /** Grows with every change of the booking. */
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  end: Date;
  /** When the invitation was made. */
  stamp: Date;
  summary: string;
  description?: string;
  /** The office's full postal address. */
  location: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string } | undefined;
  /** The page to cancel or move the booking. */
  url?: string | undefined;
}

/**
 * America/New_York's rules since 2007 (the US Energy Policy Act): daylight
 * time from 2:00 on the second Sunday of March to 2:00 on the first Sunday of
 * November. The same rule decision 017's date formatting relies on.
 */
const NEW_YORK_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${COMPANY_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT value escaping (RFC 5545 3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A quoted parameter value (CN): no quotes or control characters allowed inside. */
function param(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

/** A URI or address value: no control characters, so no value can start a line of its own. */
function bare(value: string): string {
  return value.replace(/\p{Cc}/gu, "");
}

/** "20260309T140000Z" */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** "20260309T090000" on the office's clock. */
function local(instant: Date): string {
  const { date, time } = officeWallClock(instant);
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** The invitation as an .ics file's text (CRLF line ends). */
export function consultationIcs(invite: ConsultationInvite): string {
  const { organizer, attendee } = invite;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Florida Fiberglass Pools//Consultation booking//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    ...NEW_YORK_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${bare(invite.uid)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utc(invite.stamp)}`,
    `DTSTART;TZID=${COMPANY_TIME_ZONE}:${local(invite.start)}`,
    `DTEND;TZID=${COMPANY_TIME_ZONE}:${local(invite.end)}`,
    `SUMMARY:${text(invite.summary)}`,
    `LOCATION:${text(invite.location)}`,
    ...(invite.description ? [`DESCRIPTION:${text(invite.description)}`] : []),
    ...(invite.url ? [`URL:${bare(invite.url)}`] : []),
    `ORGANIZER;CN=${param(organizer.name)}:mailto:${bare(organizer.email)}`,
    ...(attendee
      ? [`ATTENDEE;CN=${param(attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${bare(attendee.email)}`]
      : []),
    `STATUS:${invite.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
