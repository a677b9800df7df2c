import { AdminPlaceholder } from "~/components/admin/admin-placeholder";
import { requireStaff } from "~/lib/auth.server";
import type { Route } from "./+types/settings";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "settings.manage");
  return null;
}

export default function Page() {
  return (
    <AdminPlaceholder
      title="Settings"
      description="Site-wide settings."
      planned={[
        "Lead notification recipients",
        "Company profile: names, phones, e-mails, addresses and hours of each office",
        "The analytics measurement id (optional)",
      ]}
    />
  );
}
