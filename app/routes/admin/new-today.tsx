import { LeadListPage } from "~/components/admin/leads/lead-list-page";
import { requireStaff } from "~/services/staff/auth.server";
import { loadLeadList } from "~/services/leads/lead-list-page.server";
import type { Route } from "./+types/new-today";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.view");
  return loadLeadList(request, context, staff, {
    view: "today",
    title: "New today",
    description: "Every lead received today (Eastern time), newest first: the ones to call now.",
  });
}

export default function NewToday({ loaderData }: Route.ComponentProps) {
  return <LeadListPage data={loaderData} />;
}
