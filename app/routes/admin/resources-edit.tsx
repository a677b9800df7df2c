import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { company } from "~/content/company";
import { requireStaff } from "~/lib/auth.server";
import {
  type ContentFormFailure,
  contentFormFailure,
  parseContentFields,
  recordIdParam,
} from "~/lib/content-form.server";
import { redirectWithToast } from "~/lib/flash.server";
import { jsonError, readFormBody } from "~/lib/http.server";
import { RESOURCE_FIELDS, ResourceSchema, resourceFormValues } from "~/lib/schemas/resource";
import { formatStaffDateTime } from "~/lib/staff-display";
import {
  deleteResource,
  getResourceById,
  listResourceCategories,
  updateResource,
} from "~/models/admin-resources.server";
import { ResourceForm } from "./resources-form";
import type { Route } from "./+types/resources-edit";

const LIST_PATH = "/admin/resources";
const NOT_FOUND = "No such resource.";

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const resource = await getResourceById(db, recordIdParam(params.resourceId, NOT_FOUND));
  if (!resource) throw jsonError(404, NOT_FOUND);
  return {
    title: resource.title,
    published: resource.status === "published",
    values: resourceFormValues(resource),
    updated: formatStaffDateTime(resource.updatedAt),
    categories: await listResourceCategories(db),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const id = recordIdParam(params.resourceId, NOT_FOUND);
  const form = await readFormBody(request);
  const done = (message: string) => redirectWithToast(LIST_PATH, message, { secure: app.config.isProduction });
  switch (form.get("intent")) {
    case "update": {
      const parsed = parseContentFields(form, ResourceSchema, RESOURCE_FIELDS);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      const saved = await updateResource(app.db, id, parsed.data);
      if (!saved) throw jsonError(404, NOT_FOUND);
      app.logger.info({ event: "content.resource-updated", resourceId: id, by: staff.id }, "resource updated");
      return done(`Resource "${saved.title}" saved.`);
    }
    case "delete": {
      const resource = await getResourceById(app.db, id);
      if (!resource || !(await deleteResource(app.db, id))) throw jsonError(404, NOT_FOUND);
      app.logger.info({ event: "content.resource-deleted", resourceId: id, by: staff.id }, "resource deleted");
      return done(`Resource "${resource.title}" deleted.`);
    }
    default:
      throw jsonError(400, "Unknown action.");
  }
}

export default function EditResource({ loaderData, actionData }: Route.ComponentProps) {
  const { title, published, values, updated, categories } = loaderData;
  return (
    <>
      <title>{`${title} | Resources | Staff area | ${company.name}`}</title>
      <ContentBackLink to={LIST_PATH} label="Resources" />
      <AdminPageHeader
        title={title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusPill tone={published ? "green" : "slate"}>{published ? "Published" : "Draft"}</StatusPill>
            <span>Last saved {updated}</span>
          </span>
        }
      />
      <div className="grid max-w-4xl gap-5">
        <AdminPanel>
          <ResourceForm
            initial={values}
            failure={actionData as ContentFormFailure | undefined}
            submitLabel="Save changes"
            intent="update"
            categories={categories}
          />
        </AdminPanel>
        <DeleteRecordPanel
          title="Delete resource"
          description="To take it off /resources but keep it, set its status to Draft instead. The file itself is not deleted."
          name={title}
          confirmLabel={`Delete ${title}`}
        />
      </div>
    </>
  );
}
