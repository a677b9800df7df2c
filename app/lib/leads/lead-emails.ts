import { type Company, findOfficeByBranchLabel } from "~/lib/company/company-profile";
import { openingHoursIn } from "~/lib/company/opening-hours-in";
import { asOneLine, withoutInvalidCharacters } from "~/lib/text/text-characters";
import type { LeadNotificationSettings } from "~/lib/schemas/site-settings";

/** What the e-mails need of a lead. */
export interface LeadForEmail {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string;
  address: string | null;
  message: string | null;
  requestType: string;
  sourcePage: string | null;
  nearestBranch: string | null;
  poolType: string | null;
  budgetRange: string | null;
  timeframe: string | null;
  interest: unknown;
  createdAt: Date;
  /** The language of the page the visitor wrote from ("en", "es"): the visitor's e-mails are written in it. */
  language?: string;
  /** The pools the visitor is interested in (decision 029), in their order. */
  interestedPools?: readonly InterestedPoolForLabel[];
}

/** What staff need to recognise a pool a lead names. */
export interface InterestedPoolForLabel {
  name: string;
  manufacturer: string | null;
  size: string | null;
}

/** "Milan 10.20 (Latham, 10' x 20')": how the lead page, the e-mail and the CSV export name such a pool. */
export function interestedPoolLabel(pool: InterestedPoolForLabel): string {
  const details = [pool.manufacturer, pool.size].filter(Boolean).join(", ");
  return details ? `${pool.name} (${details})` : pool.name;
}

export interface EmailMessage {
  /** Display name of the sender; the address is the server's (SMTP_FROM or no-reply@ the site's host). */
  senderName: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** An HTML version beside the text (newsletters, digests); the text is what every client can fall back on. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on list mail. */
  headers?: Record<string, string>;
  /** Files sent along (the consultation's .ics invitation). */
  attachments?: EmailAttachment[];
}

/**
 * What the log may say about a message besides its summary: the lead it is about, or the kind of list mail
 * (a digest, a newsletter issue) and the record's id. Never an address or a name.
 */
export interface MailContext {
  leadId?: number;
  kind?: string;
  recordId?: number;
}

export interface EmailAttachment {
  filename: string;
  /** With parameters, e.g. "text/calendar; method=REQUEST; charset=UTF-8". */
  contentType: string;
  content: string;
}

const REQUEST_LABELS: Record<string, string> = {
  contact: "Contact message",
  estimate: "Estimate request",
  consultation: "Consultation request",
};

/** "Estimate request": what a lead of this request type asked for. */
export function leadRequestLabel(requestType: string): string {
  return REQUEST_LABELS[requestType] ?? "Lead";
}

export function leadStaffUrl(siteUrl: string, leadId: number): string {
  return `${siteUrl}/admin/admin-estimates?lead=${leadId}`;
}

/**
 * Recipients of a new-lead e-mail, without repeats: LEAD_NOTIFY_TO, plus the
 * nearest office's recipients from the settings, or that office's own inbox
 * when the settings name nobody for it, plus the rep the lead is assigned to.
 */
export function staffRecipients(
  company: Company,
  notifyTo: string | undefined,
  nearestBranch: string | null,
  officeRecipients: LeadNotificationSettings,
  assigneeEmail: string | null = null,
): string[] {
  const list = (notifyTo ?? "")
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);
  const office = findOfficeByBranchLabel(company, nearestBranch);
  if (office) {
    const chosen = officeRecipients[office.id];
    list.push(...(chosen.length > 0 ? chosen : [office.email]));
  }
  if (assigneeEmail) list.push(assigneeEmail);
  return [...new Set(list.map((a) => a.toLowerCase()))];
}

function interestLines(interest: unknown): string[] {
  if (!interest || typeof interest !== "object") return [];
  return Object.entries(interest as Record<string, unknown>).map(
    ([key, value]) => `  ${asOneLine(key)}: ${asOneLine(String(value))}`,
  );
}

/**
 * The name a visitor gave, on one line. The forms refuse line breaks in names; this keeps a lead stored before
 * that rule from writing lines of its own into a greeting or a subject.
 */
export function visitorName(...parts: (string | null | undefined)[]): string {
  return asOneLine(parts.filter(Boolean).join(" ")).trim();
}

/**
 * A visitor's message as their words, never the company's: introduced as theirs and quoted line by line ("> "),
 * so a message that reads like a notice from the company is still seen as what the customer wrote.
 */
export function quotedVisitorText(intro: string, message: string): string[] {
  const lines = withoutInvalidCharacters(message).split(/\r\n|[\n\r\u0085\u2028\u2029]/);
  return [intro, ...lines.map((line) => (line ? `> ${line}` : ">"))];
}

/** What staff read as the visitor's message. */
export const CUSTOMER_WROTE = "The customer wrote:";

/** What staff read on a lead sent from the Spanish site, so the first call is made in Spanish. */
export const PREFERS_SPANISH = "Language: prefers Spanish (sent from the Spanish site)";

/** The e-mail that tells staff about a new lead, with a link to it in the staff area. */
export function staffNotificationEmail(
  company: Company,
  lead: LeadForEmail,
  recipients: string[],
  siteUrl: string,
): EmailMessage {
  const name = visitorName(lead.firstName, lead.lastName);
  const label = leadRequestLabel(lead.requestType);
  const office = findOfficeByBranchLabel(company, lead.nearestBranch);
  const lines = [
    `${label} #${lead.id} from ${name}`,
    ...(lead.language === "es" ? [PREFERS_SPANISH] : []),
    "",
    `Name:     ${name}`,
    `Phone:    ${asOneLine(lead.phone)}`,
    `E-mail:   ${lead.email ?? "(not given)"}`,
    `Address:  ${lead.address === null ? "(not given)" : asOneLine(lead.address)}`,
    `Office:   ${office?.name ?? "(not located)"}`,
    `Source:   ${lead.sourcePage === null ? "(unknown)" : asOneLine(lead.sourcePage)}`,
    ...(lead.poolType ? [`Pool type: ${lead.poolType}`] : []),
    ...(lead.budgetRange ? [`Budget:   ${lead.budgetRange}`] : []),
    ...(lead.timeframe ? [`Timeline: ${lead.timeframe}`] : []),
    ...(interestLines(lead.interest).length ? ["Interested in:", ...interestLines(lead.interest)] : []),
    ...(lead.interestedPools?.length
      ? ["Pools they're interested in:", ...lead.interestedPools.map((pool) => `  ${interestedPoolLabel(pool)}`)]
      : []),
    "",
    ...(lead.message ? quotedVisitorText(CUSTOMER_WROTE, lead.message) : ["Message: (no message)"]),
    "",
    `Open the lead: ${leadStaffUrl(siteUrl, lead.id)}`,
    `Received ${lead.createdAt.toISOString()}`,
  ];
  return {
    senderName: company.name,
    to: recipients,
    ...(lead.email ? { replyTo: lead.email } : {}),
    subject: `New ${label.toLowerCase()} #${lead.id}: ${name}${office ? ` (${office.name})` : ""}`,
    text: lines.join("\n"),
  };
}

/** The e-mail that tells a rep a lead was given to them after it arrived: the new-lead notice, addressed to them. */
export function assignedLeadEmail(
  company: Company,
  lead: LeadForEmail,
  repEmail: string,
  siteUrl: string,
): EmailMessage {
  const notice = staffNotificationEmail(company, lead, [repEmail], siteUrl);
  return { ...notice, subject: `Assigned to you: ${notice.subject.replace(/^New /, "")}` };
}

/** The confirmation sent to a visitor who gave an e-mail address, in the language of the page they wrote from. */
export function visitorConfirmationEmail(company: Company, lead: LeadForEmail): EmailMessage | null {
  if (!lead.email) return null;
  const office = findOfficeByBranchLabel(company, lead.nearestBranch);
  const name = visitorName(lead.firstName);
  if (lead.language === "es") {
    const phone = office
      ? `a nuestra oficina de ${office.name} al ${office.phone}`
      : `gratis al ${company.tollFreePhone}`;
    return {
      senderName: company.name,
      to: [lead.email],
      subject: `Recibimos su solicitud - ${company.name}`,
      text: [
        `Hola, ${name}:`,
        "",
        `Gracias por comunicarse con ${company.name}. Recibimos su solicitud y un especialista en piscinas se comunicará con usted en menos de 24 horas (${openingHoursIn("es", company.primaryOffice.openingHours, "sentence")}).`,
        "",
        `Si prefiere hablar antes, llámenos ${phone}.`,
        "",
        `${company.name}`,
      ].join("\n"),
    };
  }
  const phone = office ? `${office.name} office at ${office.phone}` : `us toll-free at ${company.tollFreePhone}`;
  return {
    senderName: company.name,
    to: [lead.email],
    subject: `We received your request - ${company.name}`,
    text: [
      `Hi ${name},`,
      "",
      `Thank you for contacting ${company.name}. We have your request and a pool specialist will contact you within 24 hours (${company.hours}).`,
      "",
      `If you would like to talk sooner, call our ${phone}.`,
      "",
      `${company.name}`,
    ].join("\n"),
  };
}

/** A log-safe summary: no names, phones, e-mails, addresses or messages (no personal data in logs). */
export function redactedSummary(message: EmailMessage, context: MailContext) {
  return {
    ...context,
    subjectKind: message.subject.split(":")[0],
    recipientCount: message.to.length,
    length: message.text.length,
  };
}
