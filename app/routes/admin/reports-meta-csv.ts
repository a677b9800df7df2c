// GET /admin/reports/meta-offline-events.csv?from=...&to=...: Meta's offline
// events upload for the range: won and qualified leads that came from a Meta
// ad click (fbclid), matched by fbc alone, with no personal data (decision 034).
// Admin and operations (reports.view).
import { appContext } from "~/context";
import { META_COLUMNS, exportFileName, metaRows } from "~/lib/attribution/ad-conversions";
import { requireStaff } from "~/services/staff/auth.server";
import { csvStream } from "~/lib/http/csv";
import { csvAttachment, downloadQuery } from "~/lib/attribution/report-downloads.server";
import { getSetting } from "~/models/site-settings.server";
import { listQualifiedConversions, listWonConversions } from "~/models/source-report.server";
import type { Route } from "./+types/reports-meta-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "reports.view");
  const { db, logger } = context.get(appContext);
  const query = downloadQuery(request);
  const [won, qualified, names] = await Promise.all([
    listWonConversions(db, query, "meta"),
    listQualifiedConversions(db, query, "meta"),
    getSetting(db, "ad-conversions"),
  ]);
  logger.info(
    { event: "reports.meta-exported", rows: won.length + qualified.length, by: staff.id },
    "Meta offline events exported",
  );
  const body = csvStream(META_COLUMNS, metaRows(won, qualified, names, new Date()), { bom: false });
  return csvAttachment(body, exportFileName("meta", query.from, query.to));
}
