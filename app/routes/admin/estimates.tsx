import { AdminPlaceholder } from "~/components/admin/admin-placeholder";
import { requireStaff } from "~/lib/auth.server";
import type { Route } from "./+types/estimates";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "leads.view");
  return null;
}

export default function Page() {
  return (
    <AdminPlaceholder
      title="Estimates"
      description="Estimate and consultation requests."
      planned={[
        "A table of estimate and consultation requests with search, filters and paging",
        "A lead page with all submitted fields, source, nearest office and a status timeline",
        "Status changes, rep assignment, comments and appointments",
      ]}
    />
  );
}
