import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import { NEW_RESOURCE_VALUES, RESOURCE_FIELDS, ResourceSchema } from "~/lib/schemas/resource";
import { createResource, listResourceCategories } from "~/models/admin-resources.server";
import { RESOURCE_RECORD, ResourceForm } from "~/components/admin/forms/resources-form";
import type { Route } from "./+types/resources-new";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return { categories: await listResourceCategories(context.get(appContext).db) };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: RESOURCE_RECORD,
      schema: ResourceSchema,
      fields: RESOURCE_FIELDS,
      create: async (input, db) => {
        const resource = await createResource(db, input);
        return { id: resource.id, toast: `Resource "${resource.title}" created.` };
      },
    },
  );
}

export default function NewResource({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New resource" />
      <ContentBackLink to={RESOURCE_RECORD.listPath} label="Resources" />
      <AdminPageHeader
        title="New resource"
        description="A published resource is listed on /resources as soon as it is saved; a draft stays here."
      />
      <AdminPanel className="max-w-4xl">
        <ResourceForm
          initial={NEW_RESOURCE_VALUES}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Create resource"
          categories={loaderData.categories}
        />
      </AdminPanel>
    </>
  );
}
