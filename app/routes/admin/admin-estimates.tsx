import { AdminPlaceholder } from "~/components/admin/admin-placeholder";
import { requireStaff } from "~/lib/auth.server";
import type { Route } from "./+types/admin-estimates";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "leads.bulk");
  return null;
}

export default function Page() {
  return (
    <AdminPlaceholder
      title="All leads"
      description="Every lead (estimates, consultations and contact requests) with bulk actions."
      planned={[
        "A table of all leads with server-side paging, sorting and search (name, e-mail, phone, message)",
        "Filters: status, request type, source page, office, assigned rep and date range",
        "Bulk actions: assign a sales rep, change status, mark as spam",
        "CSV export of the filtered list",
      ]}
    />
  );
}
