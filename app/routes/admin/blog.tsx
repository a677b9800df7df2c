import { AdminPlaceholder } from "~/components/admin/admin-placeholder";
import { requireStaff } from "~/lib/auth.server";
import type { Route } from "./+types/blog";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return null;
}

export default function Page() {
  return (
    <AdminPlaceholder
      title="Blog"
      description="Articles of the public blog."
      planned={[
        "A list of posts with status (draft, scheduled, published)",
        "Write and edit posts with categories, tags and a cover image",
        "Preview a draft and schedule its publication",
      ]}
    />
  );
}
