import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ProjectBoard } from "~/components/admin/projects/project-board";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { officeToday } from "~/lib/company/office-time";
import { projectBoard } from "~/services/projects/project-board.server";
import { requireStaff, staffCan } from "~/services/staff/auth.server";
import type { Route } from "./+types/projects";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.view");
  const { db } = context.get(appContext);
  return projectBoard(db, staff, { today: officeToday(), canManage: staffCan(context, "projects.manage") });
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { total, lateCount } = loaderData;
  return (
    <>
      <StaffPageTitle title="Projects" />
      <AdminPageHeader
        title="Projects"
        description={
          total === 0
            ? "Pool projects appear here once a won lead's project is started."
            : `${total} ${total === 1 ? "project" : "projects"} by the stage each is at${lateCount ? `; ${lateCount} with a late stage` : ""}. Planned dates on the offices' calendar.`
        }
      />
      {total > 0 && <ProjectBoard columns={loaderData.columns} />}
    </>
  );
}
