// GET /admin/reports/sources.csv?from=...&to=...&group=...&sort=...: the source
// report's table as on screen (same query, same rows, same order, the total
// last). Admin and operations (reports.view); the staff layout's guard sends
// anonymous visitors to sign in and refuses others with 403.
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { csvStream } from "~/lib/http/csv";
import { csvAttachment, downloadQuery } from "~/lib/attribution/report-downloads.server";
import { sourceReportCsvHeader, sourceReportCsvRow, sourceReportFileName } from "~/lib/attribution/source-report";
import { getSourceReport } from "~/models/source-report.server";
import type { Route } from "./+types/reports-sources-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "reports.view");
  const { db, logger } = context.get(appContext);
  const query = downloadQuery(request);
  const report = await getSourceReport(db, query);
  logger.info({ event: "reports.sources-exported", grouping: query.grouping, by: staff.id }, "source report exported");
  const rows = [...report.rows, report.total].map(sourceReportCsvRow);
  return csvAttachment(csvStream(sourceReportCsvHeader(query.grouping), rows), sourceReportFileName(query));
}
