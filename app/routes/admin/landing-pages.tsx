import { AdminPlaceholder } from "~/components/admin/admin-placeholder";
import { requireStaff } from "~/lib/auth.server";
import type { Route } from "./+types/landing-pages";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return null;
}

export default function Page() {
  return (
    <AdminPlaceholder
      title="Landing pages"
      description="Local and service landing pages and legacy URL mappings."
      planned={[
        "A list of landing pages with status, views and conversions",
        "Create and edit landing pages: content, SEO fields and target keywords",
        "URL mappings from legacy addresses to built-in pages",
      ]}
    />
  );
}
