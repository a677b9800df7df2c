// GET /admin/newsletter/subscribers.csv?q=...&status=...: the subscriber list as on screen (same search and status,
// every page), with the consent kept for each address. Admin and operations (newsletter.manage); the staff layout's
// guard sends anonymous visitors to sign in and refuses others with 403.
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { csvStream } from "~/lib/http/csv";
import { csvAttachment } from "~/lib/attribution/report-downloads.server";
import { NEWSLETTER_SUBSCRIBER_STATUSES, type NewsletterSubscriberStatus } from "#db/schema/enums.ts";
import { parseContentListQuery } from "~/lib/schemas/content-list";
import { SUBSCRIBER_CSV_HEADER, subscriberCsvFileName, subscriberCsvRow } from "~/lib/newsletter/subscriber-export";
import { exportSubscribers } from "~/models/newsletter-subscribers.server";
import type { Route } from "./+types/newsletter-subscribers-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "newsletter.manage");
  const { db, logger } = context.get(appContext);
  const { query } = parseContentListQuery(new URL(request.url).searchParams, {
    status: NEWSLETTER_SUBSCRIBER_STATUSES,
  });
  const rows = await exportSubscribers(db, {
    q: query.q,
    status: query.filters.status as NewsletterSubscriberStatus | undefined,
  });
  logger.info({ event: "newsletter.subscribers-exported", rows: rows.length, by: staff.id }, "subscribers exported");
  return csvAttachment(csvStream(SUBSCRIBER_CSV_HEADER, rows.map(subscriberCsvRow)), subscriberCsvFileName());
}
