import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { appContext } from "~/context";
import { company } from "~/content/company";
import { requireStaff } from "~/lib/auth.server";
import { type ContentFormFailure, contentFormFailure, parseContentForm } from "~/lib/content-form.server";
import { redirectWithToast } from "~/lib/flash.server";
import {
  FINANCING_PARTNER_FIELDS,
  FinancingPartnerSchema,
  NEW_FINANCING_PARTNER_VALUES,
} from "~/lib/schemas/financing-partner";
import { createFinancingPartner } from "~/models/admin-financing.server";
import { FinancingPartnerForm } from "./financing-partners-form";
import type { Route } from "./+types/financing-partners-new";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const parsed = await parseContentForm(request, FinancingPartnerSchema, FINANCING_PARTNER_FIELDS);
  if (!parsed.ok) return contentFormFailure(parsed.failure);
  const partner = await createFinancingPartner(app.db, parsed.data);
  app.logger.info(
    { event: "content.financing-partner-created", partnerId: partner.id, by: staff.id },
    "financing partner created",
  );
  return redirectWithToast("/admin/financing-partners", `Financing partner "${partner.name}" created.`, {
    secure: app.config.isProduction,
  });
}

export default function NewFinancingPartner({ actionData }: Route.ComponentProps) {
  return (
    <>
      <title>{`New financing partner | Staff area | ${company.name}`}</title>
      <ContentBackLink to="/admin/financing-partners" label="Financing partners" />
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
