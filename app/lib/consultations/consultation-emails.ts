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
import type { Locale } from "~/lib/i18n/locale";
import type { TextAreas } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";

/** The words of the visitor's e-mails and invitation in one language (app/content/texts/consultation.server.ts). */
export interface ConsultationEmailLanguage {
  locale: Locale;
  texts: TextAreas["consultationEmails"];
}

export interface BookingForEmail {
  id: number;
  status: string;
  slotStart: Date;
  slotEnd: Date;
  tokenVersion: number;
}

/** "Mon, Mar 9, 9:00 AM - 10:00 AM (Florida time)"; "lunes 9 de marzo, 9:00 a. m. - 10:00 a. m. (hora de la Florida)". */
export function consultationWhen(
  booking: { slotStart: Date; slotEnd: Date },
  { locale, texts }: ConsultationEmailLanguage,
): string {
  const start = officeWallClock(booking.slotStart);
  const end = officeWallClock(booking.slotEnd);
  return fill(texts.when, {
    day: formatSlotDay(start.date, locale),
    start: formatSlotTime(start.time, locale),
    end: formatSlotTime(end.time, locale),
  });
}

/** The booking's .ics invitation (the e-mails attach it; the visitor's page offers it for download). */
export function consultationInvitation(
  company: Company,
  office: Office,
  lead: LeadForEmail,
  booking: BookingForEmail,
  siteUrl: string,
  now: Date,
  /** The visitor's language for their invitation; the office's copy is English, as every staff text. */
  { texts }: ConsultationEmailLanguage,
) {
  const method = booking.status === "cancelled" ? "CANCEL" : "REQUEST";
  const ics = consultationIcs({
    uid: `consultation-${booking.id}@${new URL(siteUrl).hostname}`,
    sequence: booking.tokenVersion,
    method,
    start: booking.slotStart,
    end: booking.slotEnd,
    stamp: now,
    summary: fill(texts.icsSummary, { company: company.name }),
    description: fill(texts.icsDescription, { office: office.name, phone: office.phone }),
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

/**
 * The visitor's confirmation (or cancellation), or null without an e-mail address, in the visitor's language (the
 * lead's): the e-mail and its invitation both.
 */
export function consultationVisitorEmail(
  company: Company,
  office: Office,
  lead: LeadForEmail,
  booking: BookingForEmail,
  siteUrl: string,
  now: Date,
  /** The signed page where the visitor sees, moves or cancels the booking (app/routes/site/consultation-manage). */
  manageUrl: string | null,
  language: ConsultationEmailLanguage,
): EmailMessage | null {
  if (!lead.email) return null;
  const { texts } = language;
  const cancelled = booking.status === "cancelled";
  const when = consultationWhen(booking, language);
  const at = { when, office: office.name, phone: office.phone, company: company.name };
  return {
    senderName: company.name,
    to: [lead.email],
    replyTo: office.email,
    subject: fill(cancelled ? texts.cancelledSubject : texts.bookedSubject, at),
    text: [
      fill(texts.greeting, { name: visitorName(lead.firstName) }),
      "",
      fill(cancelled ? texts.cancelled : texts.booked, at),
      ...(cancelled ? [] : ["", officeFullAddress(office)]),
      "",
      fill(cancelled ? texts.bookAnother : manageUrl ? texts.manage : texts.call, { ...at, url: manageUrl ?? "" }),
      "",
      company.name,
    ].join("\n"),
    attachments: [consultationInvitation(company, office, lead, booking, siteUrl, now, language)],
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
  now: Date,
  /** English: staff read English; its invitation is the staff's own copy. */
  english: ConsultationEmailLanguage,
): EmailMessage {
  const cancelled = booking.status === "cancelled";
  const name = visitorName(lead.firstName, lead.lastName);
  const when = consultationWhen(booking, english);
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
    attachments: [consultationInvitation(company, office, lead, booking, siteUrl, now, english)],
  };
}
