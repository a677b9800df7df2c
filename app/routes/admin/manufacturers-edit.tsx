import { Link } from "react-router";
import { homeSectionsTexts } from "~/content/texts/home.server";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import {
  MANUFACTURER_FIELDS,
  MANUFACTURER_MESSAGES,
  ManufacturerSchema,
  manufacturerFormValues,
} from "~/lib/schemas/manufacturer";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import {
  IN_USE,
  NAME_TAKEN,
  deleteManufacturer,
  getManufacturerById,
  manufacturerUsage,
  updateManufacturer,
} from "~/models/admin-manufacturers.server";
import { MANUFACTURER_RECORD, ManufacturerForm, usageLabel } from "~/components/admin/forms/manufacturers-form";
import type { Route } from "./+types/manufacturers-edit";

const { listPath: LIST_PATH, notFoundMessage: NOT_FOUND } = MANUFACTURER_RECORD;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const manufacturer = await getManufacturerById(db, recordIdParam(params.manufacturerId, NOT_FOUND));
  if (!manufacturer) throw jsonError(404, NOT_FOUND);
  const usage = await manufacturerUsage(db, manufacturer.name);
  return {
    name: manufacturer.name,
    enabled: manufacturer.enabled,
    values: manufacturerFormValues(manufacturer),
    updated: formatStaffDateTime(manufacturer.updatedAt),
    usage,
    cardTexts: homeSectionsTexts.en.partners.card,
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: MANUFACTURER_RECORD,
      schema: ManufacturerSchema,
      fields: MANUFACTURER_FIELDS,
      idParam: params.manufacturerId,
      update: async (id, input, db) => {
        const saved = await updateManufacturer(db, id, input);
        if (saved === NAME_TAKEN) return { fieldErrors: { name: MANUFACTURER_MESSAGES.nameTaken } };
        if (!saved) return null;
        const renamed = saved.renamed && (saved.renamed.pools > 0 || saved.renamed.colors > 0);
        return `Manufacturer "${saved.row.name}" saved${renamed ? ` (renamed on ${usageLabel(saved.renamed!)})` : ""}.`;
      },
      remove: async (id, db) => {
        const deleted = await deleteManufacturer(db, id);
        if (deleted === IN_USE) throw jsonError(409, MANUFACTURER_MESSAGES.inUse);
        return deleted && `Manufacturer "${deleted.name}" deleted.`;
      },
    },
  );
}

export default function EditManufacturer({ loaderData, actionData }: Route.ComponentProps) {
  const { name, enabled, values, updated, usage, cardTexts } = loaderData;
  const used = usage.pools > 0 || usage.colors > 0;
  const filter = new URLSearchParams({ manufacturer: name });
  return (
    <>
      <StaffPageTitle title={`${name} | Manufacturers`} />
      <ContentBackLink to={LIST_PATH} label="Manufacturers" />
      <AdminPageHeader
        title={name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusPill tone={enabled ? "green" : "slate"}>{enabled ? "Enabled" : "Disabled (hidden)"}</StatusPill>
            <span>Used by {usageLabel(usage)}</span>
            <span>· Last saved {updated}</span>
          </span>
        }
      />
      <div className="grid gap-5">
        <ManufacturerForm
          initial={values}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Save changes"
          intent="update"
          cardTexts={cardTexts}
          renameNote={
            used
              ? `Renaming also renames it on its ${usageLabel(usage)}, so they stay together.`
              : "The card's heading, e.g. Latham."
          }
        />
        {used ? (
          <AdminPanel
            title="Delete manufacturer"
            description={`It cannot be deleted while ${usageLabel(usage)} name it. To take it off the site, clear Enabled above.`}
          >
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {usage.pools > 0 && (
                <Link to={`/admin/pools?${filter}`} className="font-semibold text-ocean-800 underline">
                  See its pools
                </Link>
              )}
              {usage.colors > 0 && (
                <Link to={`/admin/pool-colors?${filter}`} className="font-semibold text-ocean-800 underline">
                  See its colors
                </Link>
              )}
            </p>
          </AdminPanel>
        ) : (
          <DeleteRecordPanel
            title="Delete manufacturer"
            description="No pool or color names it. To hide it but keep it, clear Enabled above instead."
            name={name}
            confirmLabel={`Delete ${name}`}
          />
        )}
      </div>
    </>
  );
}
