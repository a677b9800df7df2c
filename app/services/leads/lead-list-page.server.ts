// The loader half shared by the lead lists (/admin/estimates, /admin/contacts,
// /admin/admin-estimates, /admin/new-today, /admin/spam): read the URL's state,
// ask the models, and format rows for the page.
import type { RouterContextProvider } from "react-router";
import type { LeadListData, LeadRowView, Option } from "~/lib/leads/lead-desk-views";
import { appContext } from "~/context";
import { type StaffMember } from "~/context";
import { staffCan } from "~/services/staff/auth.server";
import {
  LEAD_DESK_FIELD_LABELS,
  LEAD_PAGE_SIZE,
  LEAD_REQUEST_TYPE_LABELS,
  LEAD_VIEWS,
  type LeadView,
  leadExportHref,
  parseLeadDeskQuery,
  requestTypeLabel,
} from "~/lib/leads/lead-desk-query";
import { qualificationLabel } from "~/lib/schemas/lead-desk";
import { findOfficeLocation } from "~/lib/company/offices";
import { timeAgo } from "~/lib/text/time-ago";
import { describeAge, formatAge } from "~/lib/leads/lead-stats";
import { leadContactLinks } from "~/lib/leads/lead-contact-links";
import { leadInterestEntries } from "~/lib/leads/lead-interest";
import { whySpam } from "~/lib/leads/lead-spam";
import { leadTown } from "~/lib/leads/lead-town";
import { floridaTownOfZip } from "~/lib/company/zip-codes.server";
import { formatStaffDateTime, officeName, roleLabel } from "~/lib/staff/staff-display";
import {
  type AssignableStaff,
  type LeadListRow,
  listAssignableStaff,
  listFormerRepsWithLeads,
  listLeadSourcePages,
  listLeads,
} from "~/models/lead-lists.server";

type ReadonlyContext = Readonly<RouterContextProvider>;

/** "maria (Sales, Ocala)": how a staff member is offered in rep pickers. */
export function repOptions(staff: readonly AssignableStaff[], { inactive = false } = {}): Option[] {
  return staff.map((user) => {
    const about = [roleLabel(user.role), officeName(user.officeId), inactive ? "inactive" : null].filter(Boolean);
    return { value: String(user.id), label: `${user.username} (${about.join(", ")})` };
  });
}

/** What the visitor asked for: the request type, and the pool or service they came from when known. */
function askedFor(row: LeadListRow): string {
  const interest = leadInterestEntries(row.interest);
  const pool = interest.find(([label]) => label === "Pool" || label === "Pool model" || label === "Service")?.[1];
  return [requestTypeLabel(row.requestType), pool ?? row.poolType].filter(Boolean).join(" · ");
}

export function leadRowView(row: LeadListRow, now = new Date()): LeadRowView {
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ");
  const office = findOfficeLocation(row.nearestBranch)?.name ?? row.nearestBranch;
  const town = leadTown(row, floridaTownOfZip);
  return {
    id: row.id,
    name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    requestType: row.requestType,
    typeLabel: requestTypeLabel(row.requestType),
    source: row.sourcePage,
    office,
    rep: row.salesRepName,
    qualification: qualificationLabel(row.leadQualification),
    isTest: row.isTest,
    spanish: row.language === "es",
    duplicateOf: row.possibleDuplicateOf,
    overdueTask: row.hasOverdueTask,
    received: formatStaffDateTime(row.createdAt) ?? "",
    receivedIso: new Date(row.createdAt).toISOString(),
    age: timeAgo(new Date(row.createdAt), now, { short: true }),
    place: town ?? (office ? `${office} office` : null),
    asked: askedFor(row),
    contact: leadContactLinks({ name, phone: row.phone, email: row.email, address: row.address }),
    spamReason: whySpam(row),
    messageStart: row.messageStart,
    stale: row.staleSince
      ? {
          idle: formatAge(now.getTime() - row.staleSince.getTime()),
          idleWords: describeAge(now.getTime() - row.staleSince.getTime()),
        }
      : null,
  };
}

/** The lists a staff member taps between, in the order of the menu. */
const VIEW_TABS: { view: LeadView; label: string }[] = [
  { view: "today", label: "New today" },
  { view: "estimates", label: "Estimates" },
  { view: "contacts", label: "Contacts" },
  { view: "all", label: "All leads" },
  { view: "spam", label: "Spam" },
];

export async function loadLeadList(
  request: Request,
  context: ReadonlyContext,
  staff: StaffMember,
  { view, title, description }: { view: LeadView; title: string; description: string },
): Promise<LeadListData> {
  const { db } = context.get(appContext);
  const { path, types, listed } = LEAD_VIEWS[view];
  const { query, invalid } = parseLeadDeskQuery(new URL(request.url).searchParams, { types });
  // The spam list is spam whatever the status filter says.
  if (listed === "spam") query.status = undefined;
  const page = await listLeads(db, staff, query, { types, listed });
  const now = new Date();
  const [staffList, formerReps] = await Promise.all([listAssignableStaff(db), listFormerRepsWithLeads(db)]);
  const sourcePages = await listLeadSourcePages(db);
  return {
    view,
    title,
    description,
    path,
    query,
    ignored: invalid.map((field) => LEAD_DESK_FIELD_LABELS[field]),
    rows: page.rows.map((row) => leadRowView(row, now)),
    total: page.total,
    totalIsCapped: page.totalIsCapped,
    pageSize: LEAD_PAGE_SIZE,
    typeOptions: (types ?? (Object.keys(LEAD_REQUEST_TYPE_LABELS) as (keyof typeof LEAD_REQUEST_TYPE_LABELS)[])).map(
      (type) => ({ value: type, label: LEAD_REQUEST_TYPE_LABELS[type] }),
    ),
    repOptions: repOptions(staffList),
    repFilterOptions: [...repOptions(staffList), ...repOptions(formerReps, { inactive: true })],
    sourcePages,
    canExport: staffCan(context, "leads.export"),
    exportHref: leadExportHref(view, query),
    hidesTestLeads: !staff.testModePreference,
    bulk: view === "all" && staffCan(context, "leads.bulk"),
    views: VIEW_TABS.filter((tab) => tab.view !== "all" || staffCan(context, "leads.bulk")).map((tab) => ({
      ...tab,
      path: LEAD_VIEWS[tab.view].path,
    })),
    canRestoreSpam: listed === "spam" && staffCan(context, "leads.update"),
    statusFilter: listed !== "spam",
  };
}
