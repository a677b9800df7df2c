import { AdminPageHeader } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import {
  NEW_POOL_COLOR_VALUES,
  POOL_COLOR_FIELDS,
  POOL_COLOR_MESSAGES,
  PoolColorSchema,
} from "~/lib/schemas/pool-color";
import { listManufacturerNames } from "~/models/admin-manufacturers.server";
import { UNKNOWN_MANUFACTURER, createPoolColor, listPoolColorSeries } from "~/models/admin-pool-colors.server";
import { POOL_COLOR_RECORD, PoolColorForm } from "~/components/admin/forms/pool-colors-form";
import type { Route } from "./+types/pool-colors-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const [manufacturers, series] = await Promise.all([listManufacturerNames(db), listPoolColorSeries(db)]);
  // "New color" from a filtered list starts with that list's manufacturer.
  const wanted = new URL(request.url).searchParams.get("manufacturer") ?? "";
  return { manufacturers, series, manufacturer: manufacturers.includes(wanted) ? wanted : "" };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: POOL_COLOR_RECORD,
      schema: PoolColorSchema,
      fields: POOL_COLOR_FIELDS,
      create: async (input, db) => {
        const color = await createPoolColor(db, input);
        if (color === UNKNOWN_MANUFACTURER) {
          return { fieldErrors: { manufacturer: POOL_COLOR_MESSAGES.manufacturerUnknown } };
        }
        return { id: color.id, toast: `Color "${color.colorName}" (${color.manufacturer}) created.` };
      },
    },
  );
}

export default function NewPoolColor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New pool color" />
      <ContentBackLink to={POOL_COLOR_RECORD.listPath} label="Pool colors" />
      <AdminPageHeader
        title="New pool color"
        description="The color shows in its manufacturer's color collections and on its pools' pages as soon as it is saved."
      />
      <PoolColorForm
        initial={{ ...NEW_POOL_COLOR_VALUES, manufacturer: loaderData.manufacturer }}
        failure={actionData as ContentFormFailure | undefined}
        submitLabel="Create color"
        manufacturers={loaderData.manufacturers}
        series={loaderData.series}
      />
    </>
  );
}
