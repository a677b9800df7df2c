import { data } from "react-router";
import { LeadListPage } from "~/components/admin/leads/lead-list-page";
import { appContext } from "~/context";
import { assertSameSite, requireStaff } from "~/services/staff/auth.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { LEAD_VIEWS, parseLeadDeskQuery, serializeLeadDeskQuery } from "~/lib/leads/lead-desk-query";
import { LEAD_STATUS_LABELS } from "~/lib/leads/lead-status";
import { LEAD_DESK_MESSAGES, LeadBulkActionSchema, bulkChoicesSent } from "~/lib/schemas/lead-desk";
import { bulkAssignLeads, bulkChangeLeadStatus } from "~/models/lead-changes.server";
import { isAssignableStaff } from "~/models/lead-lists.server";
import { getStaffUserById } from "~/models/staff.server";
import { loadLeadList } from "~/services/leads/lead-list-page.server";
import type { Route } from "./+types/all-leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.bulk");
  return loadLeadList(request, context, staff, {
    view: "all",
    title: "All leads",
    description: "Every lead: estimates, consultations and contact requests. Select rows to act on several at once.",
  });
}

const plural = (n: number) => `${n} ${n === 1 ? "lead" : "leads"}`;
/** Won leads a bulk change left alone, said so the rep does not think they moved. */
const keptWonNote = (kept: number) =>
  kept === 0
    ? ""
    : ` ${kept === 1 ? "1 won lead stays" : `${kept} won leads stay`} won: change a sale on its own page.`;

/** Bulk actions: assign, change status, mark as spam (admin and operations). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameSite(request);
  const staff = requireStaff(context, "leads.bulk");
  const app = context.get(appContext);
  const form = await readFormBody(request);
  // Refused: nothing changes, and the page shows again with the rows still checked and the choices still made.
  const refuse = (bulkError: string) => data({ bulkError, bulkChoices: bulkChoicesSent(form) }, { status: 400 });
  const parsed = LeadBulkActionSchema.safeParse({
    intent: form.get("intent") ?? "",
    ids: form.getAll("ids"),
    salesRepId: form.get("salesRepId") ?? "",
    status: form.get("status") ?? "",
    lostReason: form.get("lostReason") ?? "",
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const message =
      errors.ids ??
      errors.intent ??
      errors.salesRepId ??
      errors.status ??
      errors.lostReason ??
      LEAD_DESK_MESSAGES.bulkAction;
    return refuse(message);
  }
  // Back to the same list, rebuilt from its query (request.url may be the single-fetch "….data" URL).
  const { query } = parseLeadDeskQuery(new URL(request.url).searchParams);
  const back = LEAD_VIEWS.all.path + serializeLeadDeskQuery(query);
  const done = (message: string) => redirectWithToast(back, message, { secure: app.config.isProduction });
  const bulk = parsed.data;
  switch (bulk.intent) {
    case "bulk-assign": {
      if (bulk.salesRepId !== null && !(await isAssignableStaff(app.db, bulk.salesRepId))) {
        return refuse(LEAD_DESK_MESSAGES.repUnavailable);
      }
      const changed = await bulkAssignLeads(app.db, {
        leadIds: bulk.ids,
        salesRepId: bulk.salesRepId,
        byStaffId: staff.id,
      });
      app.logger.info({ event: "leads.bulk-assigned", count: changed, by: staff.id }, "leads assigned");
      if (bulk.salesRepId === null) return done(`${plural(changed)} unassigned.`);
      const rep = await getStaffUserById(app.db, bulk.salesRepId);
      return done(`${plural(changed)} assigned to ${rep?.username ?? "the rep"}.`);
    }
    case "bulk-status": {
      const result = await bulkChangeLeadStatus(app.db, {
        leadIds: bulk.ids,
        to: bulk.status,
        lostReason: bulk.lostReason,
        staffId: staff.id,
      });
      if (!result.ok) return refuse(result.message);
      const { changed, keptWon } = result;
      app.logger.info({ event: "leads.bulk-status", count: changed, by: staff.id }, "lead statuses changed");
      const label = LEAD_STATUS_LABELS[bulk.status];
      const moved = changed
        ? `${plural(changed)} moved to ${label}.`
        : keptWon
          ? `No lead was moved to ${label}.`
          : `The selected leads were already ${label}.`;
      return done(`${moved}${keptWonNote(keptWon)}`);
    }
    case "bulk-spam": {
      const result = await bulkChangeLeadStatus(app.db, { leadIds: bulk.ids, to: "spam", staffId: staff.id });
      const { changed, keptWon } = result.ok ? result : { changed: 0, keptWon: 0 };
      app.logger.info({ event: "leads.bulk-spam", count: changed, by: staff.id }, "leads marked as spam");
      const marked = changed
        ? `${plural(changed)} marked as spam.`
        : keptWon
          ? "No lead was marked as spam."
          : "The selected leads were already spam.";
      return done(`${marked}${keptWonNote(keptWon)}`);
    }
  }
}

export default function AllLeads({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadListPage data={loaderData} bulkError={actionData?.bulkError} bulkChoices={actionData?.bulkChoices} />;
}
