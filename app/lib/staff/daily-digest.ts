// The morning digest a staff member gets by e-mail on working days: what to do today. Pure: the content is read by
// app/services/staff/staff-digest.server.ts, queued and sent by the outbox (server/jobs/digest-jobs.ts).
import type { Company } from "~/lib/company/company-profile";
import { WEEKDAYS, type Weekday } from "~/lib/company/company-profile";
import { officeDateTimeToInstant, officeToday } from "~/lib/company/office-time";
import { addDays, isoWeekday } from "~/lib/consultations/consultation-slots";
import type { EmailMessage } from "~/lib/leads/lead-emails";
import { escapeHtml } from "~/lib/text/escape-html";

/** When the digest leaves, on the offices' clock: before the first call of the day, after the night's leads. */
export const DIGEST_TIME = "07:30";

/** Longest list a section shows; the rest is counted, with a link to the full list on the lead desk. */
export const DIGEST_LIST_LIMIT = 15;

/**
 * Working days: the days at least one office opens, as the company profile states its hours (Monday to Friday by
 * default). Public holidays are not in the profile, so a digest still goes out on one that falls on such a day.
 */
export function workingDays(company: Pick<Company, "offices">): Set<Weekday> {
  return new Set(company.offices.flatMap((office) => office.openingHours.days));
}

/** The weekday of an office date ("2026-11-30" → "Monday"). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[isoWeekday(date) - 1]!;
}

/**
 * The next digest from `now`: today's if it is a working day and 7:30 has not passed, else the next working day's.
 * Null when no office opens on any day.
 */
export function nextDigest(now: Date, days: ReadonlySet<Weekday>): { date: string; sendAt: Date } | null {
  if (days.size === 0) return null;
  let date = officeToday(now);
  for (let i = 0; i < 8; i += 1, date = addDays(date, 1)) {
    const sendAt = officeDateTimeToInstant(date, DIGEST_TIME);
    if (days.has(weekdayOf(date)) && sendAt.getTime() >= now.getTime()) return { date, sendAt };
  }
  return null;
}

export interface DigestTask {
  leadId: number;
  leadName: string;
  /** "Call back", "Send proposal" ... */
  what: string;
  /** When it is due, as the offices say it: "Today 10:00 AM", "Mon, Nov 30". */
  due: string;
  note: string | null;
}

export interface DigestLead {
  leadId: number;
  leadName: string;
  /** One line about it: "Proposal sent, idle 9 days", "New, waiting since Nov 27 4:12 PM". */
  detail: string;
}

export interface DigestConsultation {
  leadId: number | null;
  leadName: string;
  /** "9:00 AM" */
  time: string;
  /** "Ocala office", "At the customer's address" ... */
  where: string;
}

export interface RepCounts {
  name: string;
  openLeads: number;
  uncontacted: number;
  overdueTasks: number;
  staleLeads: number;
}

/** A list and how many more there are than it shows. */
export interface Capped<T> {
  items: T[];
  more: number;
}

export interface StaffDigest {
  /** The office date it is for, "2026-11-30". */
  date: string;
  recipient: { name: string; email: string };
  overdueTasks: Capped<DigestTask>;
  todayTasks: Capped<DigestTask>;
  staleLeads: Capped<DigestLead>;
  consultations: DigestConsultation[];
  /** What a manager (admin, operations) gets on top: leads nobody has, leads nobody called, each rep's counts. */
  manager: {
    unassigned: Capped<DigestLead>;
    uncontacted: Capped<DigestLead>;
    reps: RepCounts[];
  } | null;
}

export function capped<T>(all: readonly T[], total = all.length, limit = DIGEST_LIST_LIMIT): Capped<T> {
  const items = all.slice(0, limit);
  return { items, more: Math.max(0, total - items.length) };
}

const needsAttention = (rep: RepCounts) => rep.uncontacted + rep.overdueTasks + rep.staleLeads > 0;

/** Whether the digest has anything to say; nothing is sent when it has not. */
export function digestHasNews(digest: StaffDigest): boolean {
  const lists = [digest.overdueTasks, digest.todayTasks, digest.staleLeads];
  if (lists.some((list) => list.items.length > 0) || digest.consultations.length > 0) return true;
  const manager = digest.manager;
  return (
    manager !== null &&
    (manager.unassigned.items.length > 0 || manager.uncontacted.items.length > 0 || manager.reps.some(needsAttention))
  );
}

const DAY_HEADING = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "Monday, November 30". */
export function digestDayLabel(date: string): string {
  return DAY_HEADING.format(new Date(`${date}T12:00:00Z`));
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The subject line: the day and what is waiting, most pressing first. */
export function digestSubject(digest: StaffDigest): string {
  const parts = [
    digest.overdueTasks.items.length + digest.overdueTasks.more > 0
      ? `${plural(digest.overdueTasks.items.length + digest.overdueTasks.more, "overdue task")}`
      : null,
    digest.todayTasks.items.length + digest.todayTasks.more > 0
      ? `${plural(digest.todayTasks.items.length + digest.todayTasks.more, "task")} today`
      : null,
    digest.consultations.length > 0 ? plural(digest.consultations.length, "consultation") : null,
    digest.staleLeads.items.length + digest.staleLeads.more > 0
      ? plural(digest.staleLeads.items.length + digest.staleLeads.more, "stale lead")
      : null,
    digest.manager && digest.manager.uncontacted.items.length + digest.manager.uncontacted.more > 0
      ? `${digest.manager.uncontacted.items.length + digest.manager.uncontacted.more} uncontacted`
      : null,
    digest.manager && digest.manager.unassigned.items.length + digest.manager.unassigned.more > 0
      ? `${digest.manager.unassigned.items.length + digest.manager.unassigned.more} unassigned`
      : null,
  ].filter(Boolean);
  return `Your day, ${digestDayLabel(digest.date)}: ${parts.join(", ")}`;
}

interface Section {
  title: string;
  /** Each row: the main words (linked to the lead when it has one) and the detail. */
  rows: { text: string; href: string | null; detail: string }[];
  more: number;
  moreHref: string;
}

function sectionsOf(digest: StaffDigest, siteUrl: string): Section[] {
  const site = siteUrl.replace(/\/+$/, "");
  const leadHref = (leadId: number | null) => (leadId === null ? null : `${site}/admin/leads/${leadId}`);
  const tasksHref = `${site}/admin/tasks`;
  // Managers' lists are "All leads"; a rep's, their estimates (the lead desk's filters carry over in the address).
  const leadList = digest.manager ? `${site}/admin/admin-estimates?` : `${site}/admin/estimates?rep=me&`;
  const taskRows = (list: Capped<DigestTask>) =>
    list.items.map((task) => ({
      text: `${task.what}: ${task.leadName}`,
      href: leadHref(task.leadId),
      detail: task.note ? `${task.due} · ${task.note}` : task.due,
    }));
  const leadRows = (list: Capped<DigestLead>) =>
    list.items.map((lead) => ({ text: lead.leadName, href: leadHref(lead.leadId), detail: lead.detail }));
  const sections: Section[] = [
    {
      title: "Overdue tasks",
      rows: taskRows(digest.overdueTasks),
      more: digest.overdueTasks.more,
      moreHref: tasksHref,
    },
    { title: "Today's tasks", rows: taskRows(digest.todayTasks), more: digest.todayTasks.more, moreHref: tasksHref },
    {
      title: "Today's consultations",
      rows: digest.consultations.map((visit) => ({
        text: `${visit.time}: ${visit.leadName}`,
        href: leadHref(visit.leadId),
        detail: visit.where,
      })),
      more: 0,
      moreHref: `${site}/admin/consultations`,
    },
    {
      title: "Stale leads",
      rows: leadRows(digest.staleLeads),
      more: digest.staleLeads.more,
      moreHref: `${leadList}stale=1`,
    },
  ];
  const manager = digest.manager;
  if (manager) {
    sections.push(
      {
        title: "Uncontacted leads",
        rows: leadRows(manager.uncontacted),
        more: manager.uncontacted.more,
        moreHref: `${site}/admin/admin-estimates?status=new`,
      },
      {
        title: "Unassigned leads",
        rows: leadRows(manager.unassigned),
        more: manager.unassigned.more,
        moreHref: `${site}/admin/admin-estimates?rep=none`,
      },
    );
  }
  return sections.filter((section) => section.rows.length > 0);
}

function repLine(rep: RepCounts): string {
  return `${rep.name}: ${plural(rep.openLeads, "open lead")}, ${rep.uncontacted} uncontacted, ${plural(rep.overdueTasks, "overdue task")}, ${plural(rep.staleLeads, "stale lead")}`;
}

function digestText(digest: StaffDigest, sections: Section[], company: Company, siteUrl: string): string {
  const lines = [`Good morning, ${digest.recipient.name}. Here is ${digestDayLabel(digest.date)}.`, ""];
  for (const section of sections) {
    lines.push(section.title.toUpperCase());
    for (const row of section.rows) {
      lines.push(`- ${row.text} (${row.detail})${row.href ? `\n  ${row.href}` : ""}`);
    }
    if (section.more > 0) lines.push(`- and ${section.more} more: ${section.moreHref}`);
    lines.push("");
  }
  if (digest.manager?.reps.length) {
    lines.push("EACH REP");
    for (const rep of digest.manager.reps) lines.push(`- ${repLine(rep)}`);
    lines.push("");
  }
  const site = siteUrl.replace(/\/+$/, "");
  lines.push(
    "--",
    `${company.name} staff digest. To stop it, untick "E-mail me the morning digest" on ${site}/admin/account.`,
  );
  return lines.join("\n");
}

const BODY_STYLE =
  "margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a;";
const CARD_STYLE = "max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px 16px;";
const H2_STYLE = "font-size:15px;margin:24px 0 8px;color:#0c4a6e;border-bottom:1px solid #e2e8f0;padding-bottom:4px;";
const LINK_STYLE = "color:#0369a1;font-weight:600;text-decoration:underline;";
const DETAIL_STYLE = "color:#475569;font-size:13px;";

function digestHtml(digest: StaffDigest, sections: Section[], company: Company, siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, "");
  const e = escapeHtml;
  const sectionHtml = sections
    .map((section) => {
      const rows = section.rows
        .map((row) => {
          const main = row.href ? `<a href="${e(row.href)}" style="${LINK_STYLE}">${e(row.text)}</a>` : e(row.text);
          return `<li style="margin:0 0 8px;">${main}<br><span style="${DETAIL_STYLE}">${e(row.detail)}</span></li>`;
        })
        .join("");
      const more =
        section.more > 0
          ? `<li style="margin:0 0 8px;"><a href="${e(section.moreHref)}" style="${LINK_STYLE}">and ${section.more} more</a></li>`
          : "";
      return `<h2 style="${H2_STYLE}">${e(section.title)}</h2><ul style="margin:0;padding:0 0 0 18px;">${rows}${more}</ul>`;
    })
    .join("");
  const reps = digest.manager?.reps.length
    ? `<h2 style="${H2_STYLE}">Each rep</h2><table role="presentation" style="width:100%;border-collapse:collapse;font-size:13px;">` +
      `<tr style="text-align:left;color:#475569;"><th style="padding:4px 6px 4px 0;">Rep</th><th style="padding:4px 6px;">Open</th><th style="padding:4px 6px;">Uncontacted</th><th style="padding:4px 6px;">Overdue tasks</th><th style="padding:4px 6px;">Stale</th></tr>` +
      digest.manager.reps
        .map((rep) => {
          const cell = (value: number) =>
            `<td style="padding:4px 6px;border-top:1px solid #e2e8f0;${value > 0 ? "" : "color:#64748b;"}">${value}</td>`;
          return `<tr><td style="padding:4px 6px 4px 0;border-top:1px solid #e2e8f0;font-weight:600;">${e(rep.name)}</td>${cell(rep.openLeads)}${cell(rep.uncontacted)}${cell(rep.overdueTasks)}${cell(rep.staleLeads)}</tr>`;
        })
        .join("") +
      "</table>"
    : "";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(digestSubject(digest))}</title></head>` +
    `<body style="${BODY_STYLE}"><div style="padding:8px;"><div style="${CARD_STYLE}">` +
    `<p style="margin:0;color:#475569;font-size:13px;">${e(company.name)} · staff digest</p>` +
    `<h1 style="font-size:20px;margin:4px 0 0;">Good morning, ${e(digest.recipient.name)}</h1>` +
    `<p style="margin:4px 0 0;color:#334155;">${e(digestDayLabel(digest.date))}</p>` +
    sectionHtml +
    reps +
    `<p style="margin:28px 0 0;${DETAIL_STYLE}">To stop this e-mail, untick "E-mail me the morning digest" on <a href="${e(`${site}/admin/account`)}" style="color:#0369a1;">your account page</a>.</p>` +
    `</div></div></body></html>`
  );
}

/** The digest e-mail, or null when it has nothing to say. */
export function staffDigestEmail(digest: StaffDigest, company: Company, siteUrl: string): EmailMessage | null {
  if (!digestHasNews(digest)) return null;
  const sections = sectionsOf(digest, siteUrl);
  return {
    senderName: company.name,
    to: [digest.recipient.email],
    subject: digestSubject(digest),
    text: digestText(digest, sections, company, siteUrl),
    html: digestHtml(digest, sections, company, siteUrl),
  };
}
