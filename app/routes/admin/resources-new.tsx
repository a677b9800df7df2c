import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { appContext } from "~/context";
import { company } from "~/content/company";
import { requireStaff } from "~/lib/auth.server";
import { type ContentFormFailure, contentFormFailure, parseContentForm } from "~/lib/content-form.server";
import { redirectWithToast } from "~/lib/flash.server";
import { NEW_RESOURCE_VALUES, RESOURCE_FIELDS, ResourceSchema } from "~/lib/schemas/resource";
import { createResource, listResourceCategories } from "~/models/admin-resources.server";
import { ResourceForm } from "./resources-form";
import type { Route } from "./+types/resources-new";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return { categories: await listResourceCategories(context.get(appContext).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const parsed = await parseContentForm(request, ResourceSchema, RESOURCE_FIELDS);
  if (!parsed.ok) return contentFormFailure(parsed.failure);
  const resource = await createResource(app.db, parsed.data);
  app.logger.info({ event: "content.resource-created", resourceId: resource.id, by: staff.id }, "resource created");
  return redirectWithToast("/admin/resources", `Resource "${resource.title}" created.`, {
    secure: app.config.isProduction,
  });
}

export default function NewResource({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <title>{`New resource | Staff area | ${company.name}`}</title>
      <ContentBackLink to="/admin/resources" label="Resources" />
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
