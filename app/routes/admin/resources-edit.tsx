import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import { RESOURCE_FIELDS, ResourceSchema, resourceFormValues } from "~/lib/schemas/resource";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import {
  deleteResource,
  getResourceById,
  listResourceCategories,
  updateResource,
} from "~/models/admin-resources.server";
import { RESOURCE_RECORD, ResourceForm } from "~/components/admin/forms/resources-form";
import type { Route } from "./+types/resources-edit";

const { listPath: LIST_PATH, notFoundMessage: NOT_FOUND } = RESOURCE_RECORD;

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

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: RESOURCE_RECORD,
      schema: ResourceSchema,
      fields: RESOURCE_FIELDS,
      idParam: params.resourceId,
      update: async (id, input, db) => {
        const saved = await updateResource(db, id, input);
        return saved && `Resource "${saved.title}" saved.`;
      },
      remove: async (id, db) => {
        const resource = await getResourceById(db, id);
        return resource && (await deleteResource(db, id)) ? `Resource "${resource.title}" deleted.` : null;
      },
    },
  );
}

export default function EditResource({ loaderData, actionData }: Route.ComponentProps) {
  const { title, published, values, updated, categories } = loaderData;
  return (
    <>
      <StaffPageTitle title={`${title} | Resources`} />
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
