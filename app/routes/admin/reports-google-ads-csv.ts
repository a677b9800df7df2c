// GET /admin/reports/google-ads-conversions.csv?from=...&to=...: Google Ads'
// "conversions from clicks" upload for the range: won leads with a Google
// click id (contract value, USD) and leads that reached qualified, under the
// conversion names set in the settings. Admin and operations (reports.view).
import { appContext } from "~/context";
import {
  GOOGLE_ADS_COLUMNS,
  GOOGLE_ADS_PARAMETERS_ROW,
  exportFileName,
  googleAdsRows,
} from "~/lib/attribution/ad-conversions";
import { requireStaff } from "~/services/staff/auth.server";
import { csvStream } from "~/lib/http/csv";
import { csvAttachment, downloadQuery } from "~/lib/attribution/report-downloads.server";
import { getSetting } from "~/models/site-settings.server";
import { listQualifiedConversions, listWonConversions } from "~/models/source-report.server";
import type { Route } from "./+types/reports-google-ads-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "reports.view");
  const { db, logger } = context.get(appContext);
  const query = downloadQuery(request);
  const [won, qualified, names] = await Promise.all([
    listWonConversions(db, query, "google"),
    listQualifiedConversions(db, query, "google"),
    getSetting(db, "ad-conversions"),
  ]);
  logger.info(
    { event: "reports.google-ads-exported", rows: won.length + qualified.length, by: staff.id },
    "Google Ads conversions exported",
  );
  const body = csvStream(GOOGLE_ADS_COLUMNS, googleAdsRows(won, qualified, names, new Date()), {
    bom: false,
    preamble: [GOOGLE_ADS_PARAMETERS_ROW],
  });
  return csvAttachment(body, exportFileName("google-ads", query.from, query.to));
}
