import { homeSectionsTexts } from "~/content/texts/home.server";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import {
  MANUFACTURER_FIELDS,
  MANUFACTURER_MESSAGES,
  ManufacturerSchema,
  NEW_MANUFACTURER_VALUES,
} from "~/lib/schemas/manufacturer";
import { NAME_TAKEN, createManufacturer } from "~/models/admin-manufacturers.server";
import { MANUFACTURER_RECORD, ManufacturerForm } from "~/components/admin/forms/manufacturers-form";
import type { Route } from "./+types/manufacturers-new";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return { cardTexts: homeSectionsTexts.en.partners.card };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: MANUFACTURER_RECORD,
      schema: ManufacturerSchema,
      fields: MANUFACTURER_FIELDS,
      create: async (input, db) => {
        const created = await createManufacturer(db, input);
        if (created === NAME_TAKEN) return { fieldErrors: { name: MANUFACTURER_MESSAGES.nameTaken } };
        return { id: created.id, toast: `Manufacturer "${created.name}" created.` };
      },
    },
  );
}

export default function NewManufacturer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New manufacturer" />
      <ContentBackLink to={MANUFACTURER_RECORD.listPath} label="Manufacturers" />
      <AdminPageHeader
        title="New manufacturer"
        description="An enabled manufacturer gets a partner card on the home page as soon as it is saved."
      />
      <ManufacturerForm
        initial={NEW_MANUFACTURER_VALUES}
        failure={actionData as ContentFormFailure | undefined}
        submitLabel="Create manufacturer"
        cardTexts={loaderData.cardTexts}
      />
    </>
  );
}
