import { LeadListPage } from "~/components/admin/leads/lead-list-page";
import { requireStaff } from "~/services/staff/auth.server";
import { loadLeadList } from "~/services/leads/lead-list-page.server";
import type { Route } from "./+types/estimates";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.view");
  return loadLeadList(request, context, staff, {
    view: "estimates",
    title: "Estimates",
    description: "Estimate and consultation requests from the website, newest first.",
  });
}

export default function Estimates({ loaderData }: Route.ComponentProps) {
  return <LeadListPage data={loaderData} />;
}
