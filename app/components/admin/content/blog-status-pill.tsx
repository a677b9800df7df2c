// A post's status as the staff pages show it.
import { StatusPill } from "~/components/admin/content/status-pill";

/** Draft, Scheduled or Published; a scheduled post whose time has come reads "Published". */
export function BlogStatusPill({ status, live }: { status: string; live: boolean }) {
  if (live) return <StatusPill tone="green">Published</StatusPill>;
  if (status === "scheduled") return <StatusPill tone="sky">Scheduled</StatusPill>;
  if (status === "published") return <StatusPill tone="amber">Published (future date)</StatusPill>;
  return <StatusPill tone="slate">Draft</StatusPill>;
}
