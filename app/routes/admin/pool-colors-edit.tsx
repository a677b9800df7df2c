import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import { POOL_COLOR_FIELDS, POOL_COLOR_MESSAGES, PoolColorSchema, poolColorFormValues } from "~/lib/schemas/pool-color";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { listManufacturerNames } from "~/models/admin-manufacturers.server";
import {
  UNKNOWN_MANUFACTURER,
  deletePoolColor,
  getPoolColorById,
  listPoolColorSeries,
  updatePoolColor,
} from "~/models/admin-pool-colors.server";
import { POOL_COLOR_RECORD, PoolColorForm } from "~/components/admin/forms/pool-colors-form";
import type { Route } from "./+types/pool-colors-edit";

const { listPath: LIST_PATH, notFoundMessage: NOT_FOUND } = POOL_COLOR_RECORD;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const color = await getPoolColorById(db, recordIdParam(params.colorId, NOT_FOUND));
  if (!color) throw jsonError(404, NOT_FOUND);
  const [manufacturers, series] = await Promise.all([listManufacturerNames(db), listPoolColorSeries(db)]);
  return {
    name: color.colorName,
    manufacturer: color.manufacturer,
    series: color.colorSeries,
    values: poolColorFormValues(color),
    updated: formatStaffDateTime(color.updatedAt),
    manufacturers,
    seriesInUse: series,
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: POOL_COLOR_RECORD,
      schema: PoolColorSchema,
      fields: POOL_COLOR_FIELDS,
      idParam: params.colorId,
      update: async (id, input, db) => {
        const saved = await updatePoolColor(db, id, input);
        if (saved === UNKNOWN_MANUFACTURER) {
          return { fieldErrors: { manufacturer: POOL_COLOR_MESSAGES.manufacturerUnknown } };
        }
        return saved && `Color "${saved.colorName}" (${saved.manufacturer}) saved.`;
      },
      remove: async (id, db) => {
        const deleted = await deletePoolColor(db, id);
        return deleted && `Color "${deleted.colorName}" (${deleted.manufacturer}) deleted.`;
      },
    },
  );
}

export default function EditPoolColor({ loaderData, actionData }: Route.ComponentProps) {
  const { name, manufacturer, series, values, updated, manufacturers, seriesInUse } = loaderData;
  return (
    <>
      <StaffPageTitle title={`${name} | Pool colors`} />
      <ContentBackLink to={LIST_PATH} label="Pool colors" />
      <AdminPageHeader
        title={name}
        description={`${manufacturer}${series ? ` · ${series} series` : ""} · Last saved ${updated}`}
      />
      <div className="grid gap-5">
        <PoolColorForm
          initial={values}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Save changes"
          intent="update"
          manufacturers={manufacturers}
          series={seriesInUse}
        />
        <DeleteRecordPanel
          title="Delete color"
          description={`It leaves ${manufacturer}'s color collections and pool pages at once.`}
          name={`${name} (${manufacturer})`}
          confirmLabel={`Delete ${name}`}
        />
      </div>
    </>
  );
}
