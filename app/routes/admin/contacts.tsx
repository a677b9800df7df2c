import { AdminPlaceholder } from "~/components/admin/admin-placeholder";
import { requireStaff } from "~/lib/auth.server";
import type { Route } from "./+types/contacts";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "leads.view");
  return null;
}

export default function Page() {
  return (
    <AdminPlaceholder
      title="Contacts"
      description="Messages sent through the contact forms."
      planned={[
        "A table of contact requests with search, filters and paging",
        "A lead page with the message, source and nearest office",
        "Status changes, rep assignment and comments",
      ]}
    />
  );
}
