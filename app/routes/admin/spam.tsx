import { data } from "react-router";
import { LeadListPage } from "~/components/admin/leads/lead-list-page";
import { appContext } from "~/context";
import { assertSameSite, requireStaff } from "~/services/staff/auth.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { LEAD_VIEWS, parseLeadDeskQuery, serializeLeadDeskQuery } from "~/lib/leads/lead-desk-query";
import { LEAD_DESK_MESSAGES, LeadNotSpamSchema } from "~/lib/schemas/lead-desk";
import { restoreFromSpam } from "~/models/lead-changes.server";
import { getLead } from "~/models/lead-detail.server";
import { loadLeadList } from "~/services/leads/lead-list-page.server";
import type { Route } from "./+types/spam";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.view");
  return loadLeadList(request, context, staff, {
    view: "spam",
    title: "Spam",
    description:
      'Requests filed as spam, and why. Nothing here was answered or announced; "Not spam" makes one a new lead.',
  });
}

/** "Not spam" on a row: the lead becomes new and is announced; back to the same list. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameSite(request);
  const staff = requireStaff(context, "leads.update");
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const parsed = LeadNotSpamSchema.safeParse({ leadId: form.get("leadId") ?? "" });
  if (!parsed.success) return data({ restoreError: Object.values(fieldErrors(parsed.error))[0] }, { status: 400 });
  // A lead out of the staff member's reach answers as one that does not exist.
  const inReach = await getLead(app.db, staff, parsed.data.leadId);
  const result = inReach
    ? await restoreFromSpam(app.db, { leadId: parsed.data.leadId, staffId: staff.id })
    : ({ ok: false, reason: "not-found" } as const);
  if (!result.ok) {
    return data(
      { restoreError: result.reason === "not-found" ? "No such lead." : result.message },
      { status: result.reason === "not-found" ? 404 : 409 },
    );
  }
  app.logger.info({ event: "lead.not-spam", leadId: parsed.data.leadId, by: staff.id }, "lead restored from spam");
  const { query } = parseLeadDeskQuery(new URL(request.url).searchParams);
  return redirectWithToast(LEAD_VIEWS.spam.path + serializeLeadDeskQuery(query), LEAD_DESK_MESSAGES.restoredFromSpam, {
    secure: app.config.isProduction,
  });
}

export default function Spam({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadListPage data={loaderData} restoreError={actionData?.restoreError} />;
}
