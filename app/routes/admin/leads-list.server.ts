// The loader half shared by the three lead lists (/admin/estimates,
// /admin/contacts, /admin/admin-estimates): read the URL's state, ask the
// models, and format rows for the page.
import type { RouterContextProvider } from "react-router";
import type { LeadListData, LeadRowView, Option } from "~/components/admin/leads/types";
import { appContext } from "~/context";
import { type StaffMember } from "~/context";
import { staffCan } from "~/lib/auth.server";
import {
  LEAD_DESK_FIELD_LABELS,
  LEAD_PAGE_SIZE,
  LEAD_REQUEST_TYPE_LABELS,
  LEAD_VIEWS,
  type LeadView,
  leadExportHref,
  parseLeadDeskQuery,
  requestTypeLabel,
} from "~/lib/lead-desk-query";
import { qualificationLabel } from "~/lib/schemas/lead-desk";
import { findOfficeLocation } from "~/content/company";
import { formatStaffDateTime, officeName, roleLabel } from "~/lib/staff-display";
import {
  type AssignableStaff,
  type LeadListRow,
  listAssignableStaff,
  listFormerRepsWithLeads,
  listLeadSourcePages,
  listLeads,
} from "~/models/lead-desk.server";

type ReadonlyContext = Readonly<RouterContextProvider>;

/** "maria (Sales, Ocala)": how a staff member is offered in rep pickers. */
export function repOptions(staff: readonly AssignableStaff[], { inactive = false } = {}): Option[] {
  return staff.map((user) => {
    const about = [roleLabel(user.role), officeName(user.officeId), inactive ? "inactive" : null].filter(Boolean);
    return { value: String(user.id), label: `${user.username} (${about.join(", ")})` };
  });
}

export function leadRowView(row: LeadListRow): LeadRowView {
  return {
    id: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(" "),
    email: row.email,
    phone: row.phone,
    status: row.status,
    requestType: row.requestType,
    typeLabel: requestTypeLabel(row.requestType),
    source: row.sourcePage,
    office: findOfficeLocation(row.nearestBranch)?.name ?? row.nearestBranch,
    rep: row.salesRepName,
    qualification: qualificationLabel(row.leadQualification),
    isTest: row.isTest,
    duplicateOf: row.possibleDuplicateOf,
    received: formatStaffDateTime(row.createdAt) ?? "",
    receivedIso: new Date(row.createdAt).toISOString(),
    messageStart: row.messageStart,
  };
}

export async function loadLeadList(
  request: Request,
  context: ReadonlyContext,
  staff: StaffMember,
  { view, title, description }: { view: LeadView; title: string; description: string },
): Promise<LeadListData> {
  const { db } = context.get(appContext);
  const { path, types } = LEAD_VIEWS[view];
  const { query, invalid } = parseLeadDeskQuery(new URL(request.url).searchParams, { types });
  const page = await listLeads(db, staff, query, { types });
  const [staffList, formerReps] = await Promise.all([listAssignableStaff(db), listFormerRepsWithLeads(db)]);
  const sourcePages = await listLeadSourcePages(db);
  return {
    view,
    title,
    description,
    path,
    query,
    ignored: invalid.map((field) => LEAD_DESK_FIELD_LABELS[field]),
    rows: page.rows.map(leadRowView),
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
  };
}
