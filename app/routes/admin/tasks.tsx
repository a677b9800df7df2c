import { data } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { MyTasks } from "~/components/admin/tasks/my-tasks";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { redirectWithToast } from "~/lib/http/flash.server";
import { readFormBody } from "~/lib/http/http.server";
import { leadTaskKindLabel } from "~/lib/leads/lead-tasks";
import { LEAD_TASK_MESSAGES, OwnerTaskDoneSchema } from "~/lib/schemas/lead-tasks";
import { getLead } from "~/models/lead-detail.server";
import { completeLeadTask } from "~/models/lead-tasks.server";
import { loadMyTasks } from "~/services/leads/my-tasks-page.server";
import { assertSameSite, requireStaff } from "~/services/staff/auth.server";
import type { Route } from "./+types/tasks";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.view");
  return loadMyTasks(context.get(appContext).db, staff, new URL(request.url));
}

/** Done, from My tasks: the same change as on the lead's page, for a lead in the staff member's reach only. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameSite(request);
  const staff = requireStaff(context, "leads.update");
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const parsed = OwnerTaskDoneSchema.safeParse(Object.fromEntries(form.entries()));
  if (form.get("intent") !== "task-done" || !parsed.success) {
    return data({ message: LEAD_TASK_MESSAGES.task }, { status: 400 });
  }
  const { leadId, taskId } = parsed.data;
  if (!(await getLead(app.db, staff, leadId))) return data({ message: LEAD_TASK_MESSAGES.task }, { status: 404 });
  const result = await completeLeadTask(app.db, { leadId, taskId, staffId: staff.id });
  if (!result.ok) {
    const message = result.reason === "not-found" ? LEAD_TASK_MESSAGES.task : LEAD_TASK_MESSAGES.alreadyDone;
    return data({ message }, { status: result.reason === "not-found" ? 404 : 409 });
  }
  app.logger.info({ event: "lead.task-done", leadId, by: staff.id }, "lead changed");
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, `Task done: ${leadTaskKindLabel(result.task.kind)}.`, {
    secure: app.config.isProduction,
  });
}

export default function TasksPage({ loaderData, actionData }: Route.ComponentProps) {
  const title = loaderData.isOwn ? "My tasks" : `Tasks of ${loaderData.ownerName}`;
  return (
    <>
      <StaffPageTitle title={title} />
      <AdminPageHeader
        title={title}
        description="Open follow-up tasks: overdue first, then today's, then the next 7 days. Eastern time."
      />
      <MyTasks
        data={loaderData}
        action={`/admin/tasks${loaderData.isOwn ? "" : `?owner=${loaderData.ownerId}`}`}
        failure={actionData?.message}
      />
    </>
  );
}
