import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { primaryButtonClass } from "~/components/admin/admin-form";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { formatStaffDateTime, officeName, roleLabel } from "~/lib/staff/staff-display";
import { listStaffUsers } from "~/models/staff.server";
import type { Route } from "./+types/users";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "users.manage");
  const users = await listStaffUsers(context.get(appContext).db);
  return {
    users: users.map((user) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      role: roleLabel(user.role),
      office: officeName(user.officeId),
      isActive: user.isActive,
      mustChangePassword: user.mustChangePassword,
      lastLogin: formatStaffDateTime(user.lastLoginAt),
      isSelf: user.id === staff.id,
    })),
  };
}

function StatusBadge({ active, mustChange }: { active: boolean; mustChange: boolean }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
      >
        {active ? "Active" : "Inactive"}
      </span>
      {mustChange && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Temporary password
        </span>
      )}
    </span>
  );
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { users } = loaderData;
  return (
    <>
      <StaffPageTitle title="Users" />
      <AdminPageHeader
        title="Users"
        description="Staff accounts and their roles. Deactivated users cannot sign in; their sessions end at once."
        actions={
          <Link to="/admin/users/new" className={primaryButtonClass}>
            <UserPlus aria-hidden="true" className="size-4" />
            New user
          </Link>
        }
      />
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Staff users ({users.length})</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                Username
              </th>
              <th scope="col" className="px-4 py-2.5">
                E-mail
              </th>
              <th scope="col" className="px-4 py-2.5">
                Role
              </th>
              <th scope="col" className="px-4 py-2.5">
                Office
              </th>
              <th scope="col" className="px-4 py-2.5">
                Status
              </th>
              <th scope="col" className="px-4 py-2.5">
                Last sign-in
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id} className={user.isActive ? "" : "bg-slate-50 text-slate-600"}>
                <th scope="row" className="px-4 py-2.5 font-semibold">
                  <Link
                    to={`/admin/users/${user.id}`}
                    className="text-ocean-800 underline-offset-2 hover:underline"
                    aria-label={`Edit ${user.username}`}
                  >
                    {user.username}
                  </Link>
                  {user.isSelf && <span className="ml-1.5 text-xs font-normal text-slate-600">(you)</span>}
                </th>
                <td className="max-w-64 truncate px-4 py-2.5">{user.email}</td>
                <td className="px-4 py-2.5">{user.role}</td>
                <td className="px-4 py-2.5">{user.office ?? "—"}</td>
                <td className="px-4 py-2.5">
                  <StatusBadge active={user.isActive} mustChange={user.mustChangePassword} />
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap">{user.lastLogin ?? "Never"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
