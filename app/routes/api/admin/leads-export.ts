// GET /api/admin/leads/export?view=estimates&status=new&...: the CSV of a lead
// list exactly as it is filtered and sorted on screen (no paging), streamed.
// Admin and operations only (leads.export). A resource route under the admin
// API's guard: refusals answer as JSON (401, 403), a download never renders a page.
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { type CsvValue, csvDisposition, csvStream } from "~/lib/http/csv";
import { leadDesignLines } from "~/lib/designer/design-lead";
import { interestedPoolLabel } from "~/lib/leads/lead-emails";
import { leadInterestEntries } from "~/lib/leads/lead-interest";
import { leadLostReasonLabel } from "~/lib/leads/lead-outcome";
import { jsonError } from "~/lib/http/http.server";
import { LEAD_VIEWS, isLeadView, parseLeadDeskQuery, requestTypeLabel } from "~/lib/leads/lead-desk-query";
import { COMPANY_TIME_ZONE } from "~/lib/leads/lead-stats";
import { leadStatusLabel } from "~/lib/leads/lead-status";
import { officeToday } from "~/lib/company/office-time";
import { qualificationLabel } from "~/lib/schemas/lead-desk";
import { findOfficeLocation } from "~/lib/company/offices";
import { type LeadExportRow, exportLeads } from "~/models/lead-lists.server";
import type { LeadAttribution } from "#db/schema/index.ts";
import type { Route } from "./+types/leads-export";

const LOCAL_TIME = new Intl.DateTimeFormat("en-CA", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2025-03-10 14:30": sorts as text and every spreadsheet reads it as a date. */
function localTime(value: Date | null): string {
  return value ? LOCAL_TIME.format(value).replace(",", "") : "";
}

const COLUMNS: readonly [header: string, value: (lead: LeadExportRow) => CsvValue][] = [
  ["ID", (l) => l.id],
  ["Received (Eastern)", (l) => localTime(l.createdAt)],
  ["Status", (l) => leadStatusLabel(l.status)],
  ["Status changed (Eastern)", (l) => localTime(l.statusUpdatedAt)],
  ["First contacted (Eastern)", (l) => localTime(l.firstContactedAt)],
  ["Request type", (l) => requestTypeLabel(l.requestType)],
  ["First name", (l) => l.firstName],
  ["Last name", (l) => l.lastName],
  ["E-mail", (l) => l.email],
  ["Phone", (l) => l.phone],
  ["Address", (l) => l.address],
  ["Pool type", (l) => l.poolType],
  ["Budget", (l) => l.budgetRange],
  ["Timeframe", (l) => l.timeframe],
  ["Message", (l) => l.message],
  [
    "Pool asked about",
    (l) =>
      leadInterestEntries(l.interest)
        .map(([label, value]) => `${label}: ${value}`)
        .join("; "),
  ],
  ["Pools they're interested in", (l) => l.interestedPools.map(interestedPoolLabel).join("; ")],
  ["Design", (l) => (l.design ? leadDesignLines(l.design).join("; ") : "")],
  ["Source page", (l) => l.sourcePage],
  ["Office", (l) => findOfficeLocation(l.nearestBranch)?.name ?? l.nearestBranch],
  ["Sales rep", (l) => l.salesRepName],
  ["Qualification", (l) => qualificationLabel(l.leadQualification)],
  ["Contract value ($)", (l) => (l.wonValueCents === null ? "" : l.wonValueCents / 100)],
  ["Signed on", (l) => l.wonSignedOn],
  ["Lost reason", (l) => (l.lostReason ? leadLostReasonLabel(l.lostReason) : "")],
  ["Consent to contact", (l) => l.consentToContact],
  ["UTM source", (l) => touch(l).utmSource],
  ["UTM medium", (l) => touch(l).utmMedium],
  ["UTM campaign", (l) => touch(l).utmCampaign],
  ["UTM term", (l) => touch(l).utmTerm],
  ["UTM content", (l) => touch(l).utmContent],
  ["Referrer", (l) => touch(l).referrer],
  ["Landing page", (l) => touch(l).landingPath],
  ["Possible duplicate of", (l) => l.possibleDuplicateOf],
  ["Test lead", (l) => l.isTest],
];

/** The attribution that brought the lead: the last touch, else the first. */
function touch(lead: LeadExportRow): LeadAttribution {
  return lead.lastTouch ?? lead.firstTouch ?? {};
}

async function* csvRows(leads: AsyncIterable<LeadExportRow>) {
  for await (const lead of leads) yield COLUMNS.map(([, value]) => value(lead));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.export");
  const { db, logger } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") ?? "all";
  if (!isLeadView(view))
    throw jsonError(400, `Unknown list: view must be one of ${Object.keys(LEAD_VIEWS).join(", ")}.`);
  const { types, listed } = LEAD_VIEWS[view];
  const { query, invalid } = parseLeadDeskQuery(params, { types });
  // A download must match what the filters say: a bad filter is an error here, not silently dropped.
  if (invalid.length) throw jsonError(400, `Invalid filter: ${invalid.join(", ")}.`);
  logger.info({ event: "leads.exported", view, by: staff.id }, "lead list exported");
  const body = csvStream(
    COLUMNS.map(([header]) => header),
    csvRows(exportLeads(db, staff, query, { types, listed })),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": csvDisposition(`leads-${view}-${officeToday()}.csv`),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
