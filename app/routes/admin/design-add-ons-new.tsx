import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { DESIGN_ADD_ON_RECORD } from "~/services/designer/design-add-on-admin.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import {
  DESIGN_ADD_ON_FIELDS,
  DESIGN_ADD_ON_MESSAGES,
  DesignAddOnSchema,
  NEW_DESIGN_ADD_ON_VALUES,
} from "~/lib/schemas/design-add-on";
import { createDesignAddOn, isDesignAddOnNameOffered } from "~/models/design-add-ons.server";
import { DESIGN_ADD_ONS_PATH, DesignAddOnForm } from "~/components/admin/forms/design-add-ons-form";
import type { Route } from "./+types/design-add-ons-new";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: DESIGN_ADD_ON_RECORD,
      schema: DesignAddOnSchema,
      fields: DESIGN_ADD_ON_FIELDS,
      create: async (input, db) => {
        if (await isDesignAddOnNameOffered(db, input.name)) {
          return { fieldErrors: { name: DESIGN_ADD_ON_MESSAGES.nameTaken } };
        }
        const row = await createDesignAddOn(db, input);
        return { id: row.id, toast: `${row.name} added at the end of the list.` };
      },
    },
  );
}

export default function NewDesignAddOn({ actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New design add-on" />
      <ContentBackLink to={DESIGN_ADD_ONS_PATH} label="Design add-ons" />
      <AdminPageHeader
        title="New design add-on"
        description="An add-on offered in the designer goes to the end of the list; move it from the list."
      />
      <AdminPanel className="max-w-4xl">
        <DesignAddOnForm
          initial={NEW_DESIGN_ADD_ON_VALUES}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Add add-on"
        />
      </AdminPanel>
    </>
  );
}
