import { ArrowDown, ArrowUp, ArrowUpDown, CircleAlert, Download } from "lucide-react";
import { Form, Link } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  primaryButtonClass,
  secondaryButtonClass,
} from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { BAR_COLOURS, WeeklyChart } from "~/components/admin/charts/weekly-chart";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import {
  GOOGLE_ADS_EXPORT_PATH,
  META_EXPORT_PATH,
  SOURCE_GROUPINGS,
  SOURCE_REPORT_COLUMNS,
  SOURCE_REPORT_CSV_PATH,
  SOURCE_REPORT_PATH,
  type SourceReportQuery,
  type SourceReportRow,
  type SourceReportSort,
  describeReportWeeks,
  formatRate,
  formatReportCount,
  formatRevenue,
  parseSourceReportQuery,
  sourceReportSearch,
  visitsCountable,
  withSort,
} from "~/lib/attribution/source-report";
import { getSourceReport } from "~/models/source-report.server";
import type { Route } from "./+types/reports-sources";

// /admin/reports/sources?from=YYYY-MM-DD&to=YYYY-MM-DD&group=campaign|landing|office&sort=...&dir=...
// Which sources, landing pages and offices bring leads, consultations and sold pools
// (decision 034). Admin and operations (reports.view). Everything lives in the address: the form
// is a plain GET form and the column headers are links, so the page works before any script.

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "reports.view");
  const { db } = context.get(appContext);
  const { query, messages } = parseSourceReportQuery(new URL(request.url).searchParams);
  const report = await getSourceReport(db, query);
  return { query, messages, ...report };
}

const REPORT_SERIES = [
  { key: "leads", name: "Leads", legend: "Leads (by the week they came in)", colour: BAR_COLOURS.leads },
  { key: "won", name: "Won", legend: "Won (by the week the contract was signed)", colour: BAR_COLOURS.won },
] as const;
const GROUPING_OPTIONS = Object.entries(SOURCE_GROUPINGS).map(([value, label]) => ({ value, label }));
const NUMBER_COLUMNS = ["visits", "leads", "consultations", "won", "revenue", "rate", "calls"] as const;

function cellText(row: SourceReportRow, column: (typeof NUMBER_COLUMNS)[number]): string {
  switch (column) {
    case "revenue":
      return formatRevenue(row.revenueCents);
    case "rate":
      return formatRate(row.rate);
    default:
      return formatReportCount(row[column]);
  }
}

function SortHeader({ sort, query, label }: { sort: SourceReportSort; query: SourceReportQuery; label: string }) {
  const active = query.sort === sort;
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  const next = withSort(query, sort);
  return (
    <th
      scope="col"
      className={`px-3 py-2.5 font-semibold whitespace-nowrap ${sort === "group" ? "text-left" : "text-right"}`}
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link
        to={SOURCE_REPORT_PATH + sourceReportSearch(next)}
        className="inline-flex min-h-8 items-center gap-1 rounded-sm text-slate-700 hover:text-ocean-800"
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? "text-ocean-700" : "text-slate-500"}`} />
        <span className="sr-only">, sort {next.dir === "asc" ? "ascending" : "descending"}</span>
      </Link>
    </th>
  );
}

export default function SourceReportPage({ loaderData }: Route.ComponentProps) {
  const { query, messages, rows, total, weeks } = loaderData;
  const search = sourceReportSearch(query);
  const range = new URLSearchParams({ from: query.from, to: query.to });
  const groupLabel = SOURCE_GROUPINGS[query.grouping];
  return (
    <>
      <StaffPageTitle title="Source report" />
      <AdminPageHeader
        title="Source report"
        description="Which sources, landing pages and offices bring leads, consultations and sold pools. Each figure counts what happened in the range: leads by the day they came in, consultations by their date, won leads and revenue by the day the contract was signed, call clicks by the day of the click. Test leads and spam are left out."
      />
      {messages.length > 0 && (
        <div
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <AdminPanel className="mb-4">
        <Form method="get" action={SOURCE_REPORT_PATH} key={search} className="flex flex-wrap items-end gap-3">
          <AdminTextField label="From" name="from" type="date" defaultValue={query.from} required className="w-44" />
          <AdminTextField label="To" name="to" type="date" defaultValue={query.to} required className="w-44" />
          <AdminSelectField
            label="Group by"
            name="group"
            defaultValue={query.grouping}
            options={GROUPING_OPTIONS}
            className="w-64"
          />
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
          <button type="submit" className={primaryButtonClass}>
            Show report
          </button>
        </Form>
      </AdminPanel>

      <AdminPanel title="Leads and won leads per week" className="mb-4">
        <WeeklyChart
          title="Leads and won leads per week"
          description={describeReportWeeks(weeks)}
          weeks={weeks}
          series={REPORT_SERIES}
        />
      </AdminPanel>

      <section aria-labelledby="report-table-title" className="mb-4">
        <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
          <h2 id="report-table-title" className="text-base font-semibold text-slate-900">
            By {groupLabel.toLowerCase()}
          </h2>
          <a href={SOURCE_REPORT_CSV_PATH + search} download className={secondaryButtonClass}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
        </div>
        {/* relative: the headers' screen-reader texts (absolutely positioned) scroll with the table
            instead of widening the page on a phone. */}
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[56rem] text-sm" data-testid="source-report-table">
            <caption className="sr-only">
              {`Leads, consultations, won leads and call clicks by ${groupLabel.toLowerCase()}, ${query.from} to ${query.to}`}
            </caption>
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <SortHeader sort="group" query={query} label={groupLabel} />
                {NUMBER_COLUMNS.map((column) => (
                  <SortHeader key={column} sort={column} query={query} label={SOURCE_REPORT_COLUMNS[column]} />
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={NUMBER_COLUMNS.length + 1} className="px-3 py-6 text-center text-slate-600">
                    Nothing happened in this range.
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.key}>
                    <th
                      scope="row"
                      className="max-w-[24rem] px-3 py-2 text-left font-medium break-words text-slate-900"
                    >
                      {row.label}
                    </th>
                    {NUMBER_COLUMNS.map((column) => (
                      <td key={column} className="px-3 py-2 text-right tabular-nums">
                        {cellText(row, column)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2 text-left">
                  {total.label}
                </th>
                {NUMBER_COLUMNS.map((column) => (
                  <td key={column} className="px-3 py-2 text-right tabular-nums">
                    {cellText(total, column)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
        {!visitsCountable(query.grouping) && (
          <p className="mt-2 text-sm text-slate-600">
            Visits are counted per landing page and campaign, not per office: “—” where they cannot be told apart.
          </p>
        )}
      </section>

      <AdminPanel
        title="Offline conversions for the ad platforms"
        description={`For ${query.from} to ${query.to}: won leads by the day the contract was signed, and leads that first reached Qualified (or a later stage) in the range. Conversion names are set in Settings, Ad conversions. The files hold click ids, times and values only, no names, e-mails or phone numbers.`}
      >
        <div className="flex flex-wrap gap-2">
          <a href={`${GOOGLE_ADS_EXPORT_PATH}?${range}`} download className={secondaryButtonClass}>
            <Download aria-hidden="true" className="size-4" />
            Google Ads offline conversions
          </a>
          <a href={`${META_EXPORT_PATH}?${range}`} download className={secondaryButtonClass}>
            <Download aria-hidden="true" className="size-4" />
            Meta offline events
          </a>
        </div>
      </AdminPanel>
    </>
  );
}
