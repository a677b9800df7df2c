import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import { NEW_POOL_VALUES, POOL_FIELDS, POOL_MESSAGES, PoolSchema } from "~/lib/schemas/pool";
import { PoolSlugTakenError, createPool, listPoolFormChoices } from "~/models/admin-pools.server";
import { POOL_RECORD, PoolForm } from "~/components/admin/forms/pools-form";
import type { Route } from "./+types/pools-new";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return { choices: await listPoolFormChoices(context.get(appContext).db) };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: POOL_RECORD,
      schema: PoolSchema,
      fields: POOL_FIELDS,
      create: async (input, db) => {
        const { manufacturers } = await listPoolFormChoices(db);
        if (!manufacturers.includes(input.manufacturer)) {
          return { fieldErrors: { manufacturer: POOL_MESSAGES.manufacturerUnknown } };
        }
        try {
          const pool = await createPool(db, input);
          return { id: pool.id, toast: `Pool "${pool.name}" created.` };
        } catch (error) {
          if (error instanceof PoolSlugTakenError) return { fieldErrors: { slug: POOL_MESSAGES.slugTaken } };
          throw error;
        }
      },
    },
  );
}

export default function NewPool({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New pool" />
      <ContentBackLink to={POOL_RECORD.listPath} label="Pools" />
      <AdminPageHeader
        title="New pool"
        description="An active pool appears in the catalogue (/pools) and gets its own page as soon as it is saved."
      />
      <AdminPanel className="max-w-4xl">
        <PoolForm
          initial={NEW_POOL_VALUES}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Create pool"
          choices={loaderData.choices}
        />
      </AdminPanel>
    </>
  );
}
