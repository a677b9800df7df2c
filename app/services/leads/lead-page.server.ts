// Turns a lead and its history into what the lead page shows: formatted,
// labelled, plain values (dates in the offices' time zone).
import type { LeadAttribution } from "#db/schema/index.ts";
import { leadDesignLines } from "~/lib/designer/design-lead";
import type { LeadEmailView, LeadFact, LeadPageData } from "~/lib/leads/lead-desk-views";
import { telHref } from "~/lib/company/offices";
import { type Company, findOfficeByBranchLabel } from "~/lib/company/company-profile";
import { requestTypeLabel, leadListPathFor, leadLanguageText } from "~/lib/leads/lead-desk-query";
import { leadStatusLabel } from "~/lib/leads/lead-status";
import { callOutcomePhrase } from "~/lib/leads/lead-calls";
import { leadContactLinks } from "~/lib/leads/lead-contact-links";
import { nextVisitDefault } from "~/lib/consultations/consultation-slots";
import { formatOfficeDateTime } from "~/lib/company/office-time";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { interestedPoolLabel } from "~/lib/leads/lead-emails";
import { leadInterestEntries } from "~/lib/leads/lead-interest";
import { formatStaffDateTime, officeName } from "~/lib/staff/staff-display";
import { sentAfterText } from "~/lib/leads/form-timing";
import { isOfficeMoveNote, officeRuleText } from "~/lib/leads/lead-office-routing";
import { arrivedAsSpam, whySpam } from "~/lib/leads/lead-spam";
import { type LeadDetail, upcomingAppointments } from "~/models/lead-detail.server";
import type { AssignableStaff } from "~/models/lead-lists.server";
import type { JobRow } from "~/models/jobs.server";
import { repOptions } from "./lead-list-page.server";

const ATTRIBUTION_LABELS: [keyof LeadAttribution, string][] = [
  ["utmSource", "UTM source"],
  ["utmMedium", "UTM medium"],
  ["utmCampaign", "UTM campaign"],
  ["utmTerm", "UTM term"],
  ["utmContent", "UTM content"],
  ["referrer", "Referrer"],
  ["landingPath", "Landing page"],
];

const JOB_LABELS: Record<string, string> = {
  "lead.notify-staff": "New-lead notice to the office",
  "lead.confirm-visitor": "Confirmation to the customer",
  "consultation.notify-visitor": "Consultation e-mail to the customer",
  "consultation.notify-office": "Consultation notice to the office",
  "lead.notify-assignee": "Notice to the newly assigned rep",
};

/** Who made a history entry, as staff read it: a visitor's own online change is the customer's, never the staff's. */
export function historyAuthor(entry: { actor: string; changedBy: string | null }): string {
  if (entry.actor === "customer") return "Customer, online";
  if (entry.actor === "system") return "The website";
  return entry.changedBy ?? "A former staff member";
}

/** Jobs that push to phones and send no e-mail: not part of the lead's e-mails (a reminder mostly finds nothing to do). */
const PHONE_ONLY_JOBS = new Set(["lead.uncontacted-alert"]);

function fact(label: string, value: unknown, extra: Partial<LeadFact> = {}): LeadFact[] {
  if (value === null || value === undefined || value === "") return [];
  return [{ label, value: String(value), ...extra }];
}

function attributionFacts(prefix: string, touch: LeadAttribution | null): LeadFact[] {
  if (!touch) return [];
  return ATTRIBUTION_LABELS.flatMap(([key, label]) => fact(`${prefix} ${label.toLowerCase()}`, touch[key]));
}

function emailView(job: JobRow): LeadEmailView {
  const what = JOB_LABELS[job.kind] ?? job.kind;
  switch (job.status) {
    case "done":
      return {
        id: job.id,
        what,
        state: `Sent ${formatStaffDateTime(job.completedAt) ?? ""}`.trim(),
        tone: "ok",
        detail: null,
      };
    case "failed":
      return {
        id: job.id,
        what,
        state: `Failed after ${job.attempts} ${job.attempts === 1 ? "attempt" : "attempts"}`,
        tone: "failed",
        detail: job.lastError,
      };
    default:
      return {
        id: job.id,
        what,
        state:
          job.attempts > 0
            ? `Retrying (attempt ${job.attempts + 1} ${formatStaffDateTime(job.runAt) ? `at ${formatStaffDateTime(job.runAt)}` : ""})`.trim()
            : "Waiting to be sent",
        tone: "waiting",
        detail: job.attempts > 0 ? job.lastError : null,
      };
  }
}

export function buildLeadPageData(
  detail: LeadDetail,
  staff: readonly AssignableStaff[],
  company: Company,
  now = new Date(),
  canEditOutcome = false,
): LeadPageData {
  const { lead } = detail;
  const office = findOfficeByBranchLabel(company, lead.nearestBranch);
  const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
  const upcoming = upcomingAppointments(detail.appointments, now);

  const request: LeadFact[] = [
    ...fact("Name", name),
    ...fact("Phone", lead.phone, { href: telHref(lead.phone) }),
    ...fact("E-mail", lead.email, lead.email ? { href: `mailto:${lead.email}` } : {}),
    ...fact("Address", lead.address),
    ...fact("ZIP code", lead.zip),
    ...fact("Request type", requestTypeLabel(lead.requestType)),
    ...fact("Language", leadLanguageText(lead.language)),
    ...fact("Pool type", lead.poolType),
    ...fact("Budget", lead.budgetRange),
    ...fact("Timeframe", lead.timeframe),
    ...leadInterestEntries(lead.interest).flatMap(([label, value]) => fact(label, value)),
    ...(lead.poolId ? fact("Pool page", `/pool-detail/${lead.poolId}`, { href: `/pool-detail/${lead.poolId}` }) : []),
    ...(detail.interestedPools.length
      ? fact("Pools they're interested in", detail.interestedPools.map(interestedPoolLabel).join("; "), {
          wide: true,
          items: detail.interestedPools.map((pool) => ({
            text: interestedPoolLabel(pool),
            // A withdrawn pool has no public page any more.
            ...(pool.isActive ? { href: poolDetailHref(pool) } : { note: "no longer on the site" }),
          })),
        })
      : []),
    ...(detail.design
      ? fact("Design they sent", leadDesignLines(detail.design).join("; "), {
          wide: true,
          items: leadDesignLines(detail.design).map((text) => ({ text })),
        })
      : []),
    ...fact(
      "Consent to contact",
      lead.consentToContact ? `Yes, given ${formatStaffDateTime(lead.consentAt) ?? "with the request"}` : "No",
    ),
    ...fact("Message", lead.message ?? "No message.", { wide: true }),
  ];

  // Who moved the lead last, for "changed by Jane".
  const lastMove = detail.history.findLast((entry) => isOfficeMoveNote(entry.note));
  const rule = officeRuleText(lead.officeRule, lead, lastMove && (lastMove.changedBy ?? "a former staff member"));
  const source: LeadFact[] = [
    ...fact("Source page", lead.sourcePage),
    ...fact(
      "Office",
      office ? `${office.name} · ${office.phone}${rule ? ` — ${rule}` : ""}` : (lead.nearestBranch ?? "None"),
    ),
    ...fact("Form timing", sentAfterText(lead.sentAfterMs)),
    ...(detail.duplicateOf
      ? fact(
          "Possible duplicate of",
          `#${detail.duplicateOf.id} ${[detail.duplicateOf.firstName, detail.duplicateOf.lastName].filter(Boolean).join(" ")}`,
          { href: `/admin/leads/${detail.duplicateOf.id}` },
        )
      : []),
    ...attributionFacts("First touch:", lead.firstTouch),
    ...attributionFacts("Last touch:", lead.lastTouch),
    ...fact("Browser", lead.userAgent, { wide: true }),
  ];

  return {
    lead: {
      id: lead.id,
      name,
      status: lead.status,
      requestType: lead.requestType,
      typeLabel: requestTypeLabel(lead.requestType),
      isTest: lead.isTest,
      received: formatStaffDateTime(lead.createdAt) ?? "",
      receivedIso: lead.createdAt.toISOString(),
      // A signal's reason means the lead arrived as spam; staff marking it spam later leave "staff".
      // The first change says what the lead came in as; without one, its reason does (staff-marked spam arrived new).
      receivedAs: detail.history[0]?.fromStatus ?? (arrivedAsSpam(lead.spamReason) ? "spam" : "new"),
      statusUpdated: formatStaffDateTime(lead.statusUpdatedAt) ?? "",
      salesRepId: lead.salesRepId,
      salesRepName: detail.salesRepName,
      qualification: lead.leadQualification ?? "",
      officeName: office?.name ?? null,
      officeId: office?.id ?? null,
      duplicateOf: detail.duplicateOf
        ? {
            id: detail.duplicateOf.id,
            name: [detail.duplicateOf.firstName, detail.duplicateOf.lastName].filter(Boolean).join(" "),
          }
        : null,
      outcome: {
        wonValue:
          lead.wonValueCents === null ? "" : (lead.wonValueCents / 100).toFixed(lead.wonValueCents % 100 ? 2 : 0),
        wonSignedOn: lead.wonSignedOn ?? "",
        lostReason: lead.lostReason ?? "",
      },
      canEditOutcome,
      // Before arrivals were classified, only staff filed leads as spam.
      spamReason: whySpam(lead),
    },
    request,
    source,
    history: detail.history.map((entry) => ({
      id: entry.id,
      from: entry.fromStatus ? leadStatusLabel(entry.fromStatus) : null,
      to: leadStatusLabel(entry.toStatus),
      toStatus: entry.toStatus,
      by: historyAuthor(entry),
      at: formatStaffDateTime(entry.changedAt) ?? "",
      atIso: entry.changedAt.toISOString(),
      note: entry.note,
      kind: isOfficeMoveNote(entry.note) ? ("office-move" as const) : ("status" as const),
    })),
    calls: detail.calls.map((call) => ({
      id: call.id,
      by: call.calledBy ?? "A former staff member",
      outcome: callOutcomePhrase(call.outcome),
      note: call.note,
      at: formatStaffDateTime(call.calledAt) ?? "",
      atIso: call.calledAt.toISOString(),
    })),
    contact: leadContactLinks({ name, phone: lead.phone, email: lead.email, address: lead.address }),
    comments: detail.comments.map((comment) => ({
      id: comment.id,
      author: comment.author,
      comment: comment.comment,
      at: formatStaffDateTime(comment.createdAt) ?? "",
      atIso: comment.createdAt.toISOString(),
    })),
    emails: detail.emails.filter((job) => !PHONE_ONLY_JOBS.has(job.kind)).map(emailView),
    upcoming: upcoming.map((appointment) => ({
      id: appointment.id,
      when: formatOfficeDateTime(appointment.scheduledAt!),
      whenIso: appointment.scheduledAt!.toISOString(),
      office: officeName(appointment.officeId),
      customerName: appointment.customerName,
      address: appointment.address,
      contact: [appointment.phone, appointment.email].filter(Boolean).join(", "),
      status: appointment.status === "confirmed" ? "Confirmed" : "Pending",
    })),
    pastAppointments: detail.appointments.length - upcoming.length,
    repOptions: repOptions(staff),
    appointmentDefaults: {
      customerName: name,
      email: lead.email ?? "",
      phone: lead.phone,
      address: lead.address ?? "",
      officeId: office?.id ?? "",
      ...nextVisitDefault(now),
    },
    listPath: leadListPathFor(lead.requestType),
    listLabel: lead.requestType === "contact" ? "Contacts" : "Estimates",
  };
}
