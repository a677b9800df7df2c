import { LeadListPage } from "~/components/admin/leads/lead-list-page";
import { requireStaff } from "~/services/staff/auth.server";
import { loadLeadList } from "~/services/leads/lead-list-page.server";
import type { Route } from "./+types/contacts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.view");
  return loadLeadList(request, context, staff, {
    view: "contacts",
    title: "Contacts",
    description: "Messages sent through the contact forms, newest first.",
  });
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  return <LeadListPage data={loaderData} />;
}
