import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { ActivePill } from "~/components/admin/content/status-pill";
import { timeAgo } from "~/lib/text/time-ago";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import {
  FINANCING_PARTNER_FIELDS,
  FinancingPartnerSchema,
  financingPartnerFormValues,
} from "~/lib/schemas/financing-partner";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import {
  deleteFinancingPartner,
  getFinancingPartnerById,
  updateFinancingPartner,
} from "~/models/admin-financing.server";
import { FINANCING_PARTNER_RECORD, FinancingPartnerForm } from "~/components/admin/forms/financing-partners-form";
import type { Route } from "./+types/financing-partners-edit";

const { listPath: LIST_PATH, notFoundMessage: NOT_FOUND } = FINANCING_PARTNER_RECORD;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const partner = await getFinancingPartnerById(context.get(appContext).db, recordIdParam(params.partnerId, NOT_FOUND));
  if (!partner) throw jsonError(404, NOT_FOUND);
  return {
    id: partner.id,
    name: partner.name,
    isActive: partner.isActive,
    values: financingPartnerFormValues(partner),
    rateNote: partner.lastRateUpdate
      ? `Rate updated ${timeAgo(partner.lastRateUpdate)} (${formatStaffDateTime(partner.lastRateUpdate)}).`
      : "No rate change recorded yet.",
    updated: formatStaffDateTime(partner.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: FINANCING_PARTNER_RECORD,
      schema: FinancingPartnerSchema,
      fields: FINANCING_PARTNER_FIELDS,
      idParam: params.partnerId,
      update: async (id, input, db) => {
        const saved = await updateFinancingPartner(db, id, input);
        return saved && `Financing partner "${saved.name}" saved.`;
      },
      remove: async (id, db) => {
        const partner = await getFinancingPartnerById(db, id);
        return partner && (await deleteFinancingPartner(db, id))
          ? `Financing partner "${partner.name}" deleted.`
          : null;
      },
    },
  );
}

export default function EditFinancingPartner({ loaderData, actionData }: Route.ComponentProps) {
  const { name, isActive, values, rateNote, updated } = loaderData;
  return (
    <>
      <StaffPageTitle title={`${name} | Financing partners`} />
      <ContentBackLink to={LIST_PATH} label="Financing partners" />
      <AdminPageHeader
        title={name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <ActivePill active={isActive} inactiveLabel="Inactive (hidden)" />
            <span>Last saved {updated}</span>
          </span>
        }
      />
      <div className="grid max-w-4xl gap-5">
        <AdminPanel>
          <FinancingPartnerForm
            initial={values}
            failure={actionData as ContentFormFailure | undefined}
            submitLabel="Save changes"
            intent="update"
            rateNote={rateNote}
          />
        </AdminPanel>
        <DeleteRecordPanel
          title="Delete partner"
          description="To hide the partner but keep its details, clear Active above instead."
          name={name}
          confirmLabel={`Delete ${name}`}
        />
      </div>
    </>
  );
}
