import { AdminPlaceholder } from "~/components/admin/admin-placeholder";
import { requireStaff } from "~/lib/auth.server";
import type { Route } from "./+types/manufacturers";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return null;
}

export default function Page() {
  return (
    <AdminPlaceholder
      title="Manufacturers"
      description="Pool manufacturers shown on the public site."
      planned={[
        "A list of manufacturers in display order",
        "Create and edit a manufacturer: name, description, logos and website",
        "Enable or disable a manufacturer",
      ]}
    />
  );
}
