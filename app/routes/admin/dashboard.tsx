import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { company, offices } from "~/content/company";
import { requireStaff } from "~/lib/auth.server";
import { DASHBOARD_PATH, ROLE_LABELS, navFor } from "~/lib/permissions";
import type { Route } from "./+types/dashboard";

/** Part of the day in Florida (the offices' time zone), for the greeting. */
function partOfDay(now: Date): "morning" | "afternoon" | "evening" {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone: "America/New_York" }).format(now),
  );
  return hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
}

export function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "dashboard.view");
  return {
    username: staff.username,
    roleLabel: ROLE_LABELS[staff.role],
    office: offices.find((office) => office.id === staff.officeId)?.name ?? null,
    greeting: partOfDay(new Date()),
    shortcuts: navFor(staff.role).filter((item) => item.href !== DASHBOARD_PATH),
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { username, roleLabel, office, greeting, shortcuts } = loaderData;
  return (
    <>
      <title>{`Dashboard | Staff area | ${company.name}`}</title>
      <AdminPageHeader
        title={`Good ${greeting}, ${username}`}
        description={
          <>
            Signed in as {roleLabel}
            {office ? ` · ${office} office` : ""}. Lead figures (this week and month, by status, source page and office,
            new leads waiting for first contact and a weekly chart) will appear on this page.
          </>
        }
      />
      <AdminPanel title="Go to">
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {shortcuts.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="flex min-h-11 items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm font-semibold text-slate-800 hover:border-ocean-600 hover:bg-sky-50"
              >
                <span>
                  {item.label}
                  <span className="block text-xs font-normal text-slate-600">{item.section}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
              </Link>
            </li>
          ))}
        </ul>
      </AdminPanel>
    </>
  );
}
