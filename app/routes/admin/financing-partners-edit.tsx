import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { ActivePill } from "~/components/admin/content/status-pill";
import { timeAgo } from "~/components/admin/content/time-ago";
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
import {
  FINANCING_PARTNER_FIELDS,
  FinancingPartnerSchema,
  financingPartnerFormValues,
} from "~/lib/schemas/financing-partner";
import { formatStaffDateTime } from "~/lib/staff-display";
import {
  deleteFinancingPartner,
  getFinancingPartnerById,
  updateFinancingPartner,
} from "~/models/admin-financing.server";
import { FinancingPartnerForm } from "./financing-partners-form";
import type { Route } from "./+types/financing-partners-edit";

const LIST_PATH = "/admin/financing-partners";
const NOT_FOUND = "No such financing partner.";

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

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.manage");
  const app = context.get(appContext);
  const id = recordIdParam(params.partnerId, NOT_FOUND);
  const form = await readFormBody(request);
  const done = (message: string) => redirectWithToast(LIST_PATH, message, { secure: app.config.isProduction });
  switch (form.get("intent")) {
    case "update": {
      const parsed = parseContentFields(form, FinancingPartnerSchema, FINANCING_PARTNER_FIELDS);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      const saved = await updateFinancingPartner(app.db, id, parsed.data);
      if (!saved) throw jsonError(404, NOT_FOUND);
      app.logger.info(
        { event: "content.financing-partner-updated", partnerId: id, by: staff.id },
        "financing partner updated",
      );
      return done(`Financing partner "${saved.name}" saved.`);
    }
    case "delete": {
      const partner = await getFinancingPartnerById(app.db, id);
      if (!partner || !(await deleteFinancingPartner(app.db, id))) throw jsonError(404, NOT_FOUND);
      app.logger.info(
        { event: "content.financing-partner-deleted", partnerId: id, by: staff.id },
        "financing partner deleted",
      );
      return done(`Financing partner "${partner.name}" deleted.`);
    }
    default:
      throw jsonError(400, "Unknown action.");
  }
}

export default function EditFinancingPartner({ loaderData, actionData }: Route.ComponentProps) {
  const { name, isActive, values, rateNote, updated } = loaderData;
  return (
    <>
      <title>{`${name} | Financing partners | Staff area | ${company.name}`}</title>
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
