import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import {
  FINANCING_PARTNER_FIELDS,
  FinancingPartnerSchema,
  NEW_FINANCING_PARTNER_VALUES,
} from "~/lib/schemas/financing-partner";
import { createFinancingPartner } from "~/models/admin-financing.server";
import { FINANCING_PARTNER_RECORD, FinancingPartnerForm } from "~/components/admin/forms/financing-partners-form";
import type { Route } from "./+types/financing-partners-new";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: FINANCING_PARTNER_RECORD,
      schema: FinancingPartnerSchema,
      fields: FINANCING_PARTNER_FIELDS,
      create: async (input, db) => {
        const partner = await createFinancingPartner(db, input);
        return { id: partner.id, toast: `Financing partner "${partner.name}" created.` };
      },
    },
  );
}

export default function NewFinancingPartner({ actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New financing partner" />
      <ContentBackLink to={FINANCING_PARTNER_RECORD.listPath} label="Financing partners" />
      <AdminPageHeader
        title="New financing partner"
        description="An active partner appears on the financing page and the calculator as soon as it is saved."
      />
      <AdminPanel className="max-w-4xl">
        <FinancingPartnerForm
          initial={NEW_FINANCING_PARTNER_VALUES}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Create partner"
        />
      </AdminPanel>
    </>
  );
}
