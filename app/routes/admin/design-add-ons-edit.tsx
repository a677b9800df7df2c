import { Archive, ArchiveRestore } from "lucide-react";
import { Form } from "react-router";
import { SubmitButton, secondaryButtonClass } from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { StatusPill } from "~/components/admin/content/status-pill";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { DESIGN_ADD_ON_RECORD, designAddOnEditAction } from "~/services/designer/design-add-on-admin.server";
import { type ContentFormFailure, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import { designAddOnFormValues } from "~/lib/schemas/design-add-on";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { getDesignAddOnById } from "~/models/design-add-ons.server";
import { DESIGN_ADD_ONS_PATH, DesignAddOnForm } from "~/components/admin/forms/design-add-ons-form";
import type { Route } from "./+types/design-add-ons-edit";

const NOT_FOUND = DESIGN_ADD_ON_RECORD.notFoundMessage;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const addOn = await getDesignAddOnById(context.get(appContext).db, recordIdParam(params.addOnId, NOT_FOUND));
  if (!addOn) throw jsonError(404, NOT_FOUND);
  return {
    name: addOn.name,
    key: addOn.key,
    isActive: addOn.isActive,
    values: designAddOnFormValues(addOn),
    updated: formatStaffDateTime(addOn.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return designAddOnEditAction({ request, context }, params.addOnId);
}

export default function EditDesignAddOn({ loaderData, actionData }: Route.ComponentProps) {
  const { name, key, isActive, values, updated } = loaderData;
  return (
    <>
      <StaffPageTitle title={`Edit ${name}`} />
      <ContentBackLink to={DESIGN_ADD_ONS_PATH} label="Design add-ons" />
      <AdminPageHeader
        title={`Edit ${name}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusPill tone={isActive ? "green" : "slate"}>{isActive ? "Offered" : "Retired"}</StatusPill>
            <span>
              Key <code className="rounded bg-slate-100 px-1 font-mono text-xs text-slate-800">{key}</code> (in design
              addresses; never changes)
            </span>
            <span>· Last saved {updated}</span>
          </span>
        }
      />
      <div className="grid max-w-4xl gap-5">
        <AdminPanel>
          <DesignAddOnForm
            initial={values}
            failure={actionData as ContentFormFailure | undefined}
            submitLabel="Save changes"
            intent="update"
          />
        </AdminPanel>
        <AdminPanel
          title={isActive ? "Retire" : "Restore"}
          description={
            isActive
              ? "The designer stops offering it; it is kept, with its key, for the designs and leads that name it."
              : "The designer offers it again, in its place in the list."
          }
        >
          <Form method="post">
            <SubmitButton
              intent={isActive ? "retire" : "restore"}
              busyLabel="Saving..."
              className={secondaryButtonClass}
            >
              {isActive ? (
                <Archive aria-hidden="true" className="size-4" />
              ) : (
                <ArchiveRestore aria-hidden="true" className="size-4" />
              )}
              {isActive ? `Retire ${name}` : `Restore ${name}`}
            </SubmitButton>
          </Form>
        </AdminPanel>
      </div>
    </>
  );
}
