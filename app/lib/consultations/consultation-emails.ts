// The e-mails of a booked consultation (decision 031): the visitor's confirmation
// and the office's notice, each with the .ics invitation; a cancellation sends
// the same two with METHOD:CANCEL. Built by the job runner from the booking as
// it stands when the job runs (app/models/consultations.server.ts queues them).
import { type Company, type Office, officeFullAddress } from "~/lib/company/company-profile";
import { consultationIcs } from "./consultation-ics";
import { formatSlotDay, formatSlotTime } from "./consultation-slots";
import type { EmailMessage, LeadForEmail } from "~/lib/leads/lead-emails";
import { leadStaffUrl, visitorName } from "~/lib/leads/lead-emails";
import { asOneLine } from "~/lib/text/text-characters";
import { officeWallClock } from "~/lib/company/office-time";

export interface BookingForEmail {
  id: number;
  status: string;
  slotStart: Date;
  slotEnd: Date;
  tokenVersion: number;
}

/** "Mon, Mar 9, 9:00 AM - 10:00 AM (Florida time)" */
export function consultationWhen(booking: { slotStart: Date; slotEnd: Date }): string {
  const start = officeWallClock(booking.slotStart);
  const end = officeWallClock(booking.slotEnd);
  return `${formatSlotDay(start.date)}, ${formatSlotTime(start.time)} - ${formatSlotTime(end.time)} (Florida time)`;
}

/** The booking's .ics invitation (the e-mails attach it; the visitor's page offers it for download). */
export function consultationInvitation(
  company: Company,
  office: Office,
  lead: LeadForEmail,
  booking: BookingForEmail,
  siteUrl: string,
  now: Date,
) {
  const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
  const ics = consultationIcs({
    uid: `consultation-${booking.id}@${new URL(siteUrl).hostname}`,
    sequence: booking.tokenVersion,
    method,
    start: booking.slotStart,
    end: booking.slotEnd,
    stamp: now,
    summary: `Free pool consultation - ${company.name}`,
    description: `Your free pool design consultation at our ${office.name} office. Questions or changes: call ${office.phone}.`,
    location: officeFullAddress(office),
    organizer: { name: `${company.name}, ${office.name}`, email: office.email },
    attendee: lead.email ? { name: visitorName(lead.firstName, lead.lastName), email: lead.email } : undefined,
  });
  return {
    filename: "consultation.ics",
    contentType: `text/calendar; method=${method}; charset=UTF-8`,
    content: ics,
  };
}

/** The visitor's confirmation (or cancellation), or null without an e-mail address. */
export function consultationVisitorEmail(
  company: Company,
  office: Office,
  lead: LeadForEmail,
  booking: BookingForEmail,
  siteUrl: string,
  now = new Date(),
  /** The signed page where the visitor sees, moves or cancels the booking (app/routes/site/consultation-manage). */
  manageUrl: string | null = null,
): EmailMessage | null {
  if (!lead.email) return null;
  const cancelled = booking.status === "cancelled";
  const when = consultationWhen(booking);
  return {
    senderName: company.name,
    to: [lead.email],
    replyTo: office.email,
    subject: cancelled
      ? `Your consultation on ${when} is cancelled - ${company.name}`
      : `Your free consultation: ${when} - ${company.name}`,
    text: [
      `Hi ${visitorName(lead.firstName)},`,
      "",
      cancelled
        ? `Your free pool consultation on ${when} at our ${office.name} office is cancelled.`
        : `Your free pool consultation is booked for ${when} at our ${office.name} office:`,
      ...(cancelled ? [] : ["", officeFullAddress(office)]),
      "",
      cancelled
        ? `To book another time, call our ${office.name} office at ${office.phone}.`
        : manageUrl
          ? `The invitation is attached for your calendar. To move or cancel your consultation, open ${manageUrl} or call our ${office.name} office at ${office.phone}.`
          : `The invitation is attached for your calendar. To change or cancel, call our ${office.name} office at ${office.phone} or reply to this e-mail.`,
      "",
      company.name,
    ].join("\n"),
    attachments: [consultationInvitation(company, office, lead, booking, siteUrl, now)],
  };
}

/** The office's notice of a booked (or cancelled) consultation, with the lead's contact and a link to it. */
export function consultationOfficeEmail(
  company: Company,
  office: Office,
  lead: LeadForEmail,
  booking: BookingForEmail,
  recipients: string[],
  siteUrl: string,
  now = new Date(),
): EmailMessage {
  const cancelled = booking.status === "cancelled";
  const name = visitorName(lead.firstName, lead.lastName);
  const when = consultationWhen(booking);
  return {
    senderName: company.name,
    to: recipients,
    ...(lead.email ? { replyTo: lead.email } : {}),
    subject: `${cancelled ? "Consultation cancelled" : "Consultation booked"}: ${when}, ${office.name} - ${name}`,
    text: [
      `${cancelled ? "Cancelled" : "Booked"} online: a free consultation at the ${office.name} office.`,
      "",
      `When:     ${when}`,
      `Name:     ${name}`,
      `Phone:    ${asOneLine(lead.phone)}`,
      `E-mail:   ${lead.email ?? "(not given)"}`,
      `Address:  ${lead.address === null ? "(not given)" : asOneLine(lead.address)}`,
      "",
      `Open the lead: ${leadStaffUrl(siteUrl, lead.id)}`,
    ].join("\n"),
    attachments: [consultationInvitation(company, office, lead, booking, siteUrl, now)],
  };
}
