import { AdminPlaceholder } from "~/components/admin/admin-placeholder";
import { requireStaff } from "~/lib/auth.server";
import type { Route } from "./+types/pools";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return null;
}

export default function Page() {
  return (
    <AdminPlaceholder
      title="Pools"
      description="The pool catalogue shown on the public site."
      planned={[
        "A list of pool models with search and filters",
        "Create and edit pools: sizes, features, prices, images and colours",
        "Show or hide a pool on the site",
      ]}
    />
  );
}
