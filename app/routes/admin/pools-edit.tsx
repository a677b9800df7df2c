import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink, PublicPageLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { ActivePill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { POOL_FIELDS, POOL_MESSAGES, PoolSchema, poolFormValues } from "~/lib/schemas/pool";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import {
  PoolSlugTakenError,
  countLeadsForPool,
  deleteOrDeactivatePool,
  getPoolById,
  listPoolFormChoices,
  updatePool,
} from "~/models/admin-pools.server";
import { POOL_RECORD, PoolForm } from "~/components/admin/forms/pools-form";
import type { Route } from "./+types/pools-edit";

const { listPath: LIST_PATH, notFoundMessage: NOT_FOUND } = POOL_RECORD;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const pool = await getPoolById(db, recordIdParam(params.poolId, NOT_FOUND));
  if (!pool) throw jsonError(404, NOT_FOUND);
  const [leadCount, choices] = await Promise.all([
    countLeadsForPool(db, pool.id),
    listPoolFormChoices(db, pool.manufacturer),
  ]);
  return {
    name: pool.name,
    isActive: pool.isActive,
    publicHref: poolDetailHref(pool),
    leadCount,
    choices,
    values: poolFormValues(pool),
    updated: formatStaffDateTime(pool.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: POOL_RECORD,
      schema: PoolSchema,
      fields: POOL_FIELDS,
      idParam: params.poolId,
      update: async (id, input, db) => {
        const current = await getPoolById(db, id);
        if (!current) return null;
        const { manufacturers } = await listPoolFormChoices(db, current.manufacturer);
        if (!manufacturers.includes(input.manufacturer)) {
          return { fieldErrors: { manufacturer: POOL_MESSAGES.manufacturerUnknown } };
        }
        try {
          const saved = await updatePool(db, id, input);
          return saved && `Pool "${saved.name}" saved.`;
        } catch (error) {
          if (error instanceof PoolSlugTakenError) return { fieldErrors: { slug: POOL_MESSAGES.slugTaken } };
          throw error;
        }
      },
      remove: async (id, db) => {
        const pool = await getPoolById(db, id);
        const removal = pool && (await deleteOrDeactivatePool(db, id));
        if (!pool || !removal) return null;
        return removal.outcome === "deleted"
          ? `Pool "${pool.name}" deleted.`
          : `Pool "${pool.name}" was deactivated, not deleted: ${leadsReferTo(removal.leadCount, "it")}.`;
      },
    },
  );
}

/** "1 lead refers to it", "3 leads refer to it". */
function leadsReferTo(count: number, what: string): string {
  return count === 1 ? `1 lead refers to ${what}` : `${count} leads refer to ${what}`;
}

export default function EditPool({ loaderData, actionData }: Route.ComponentProps) {
  const { name, isActive, publicHref, leadCount, choices, values, updated } = loaderData;
  return (
    <>
      <StaffPageTitle title={`${name} | Pools`} />
      <ContentBackLink to={LIST_PATH} label="Pools" />
      <AdminPageHeader
        title={name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <ActivePill active={isActive} inactiveLabel="Inactive (hidden)" />
            <span>{leadCount > 0 ? leadsReferTo(leadCount, "this pool") : "No leads refer to this pool"}</span>
            <span>· Last saved {updated}</span>
          </span>
        }
        actions={isActive ? <PublicPageLink href={publicHref} label="View pool page" /> : undefined}
      />
      <div className="grid max-w-4xl gap-5">
        <AdminPanel>
          <PoolForm
            initial={values}
            failure={actionData as ContentFormFailure | undefined}
            submitLabel="Save changes"
            intent="update"
            choices={choices}
          />
        </AdminPanel>
        {leadCount > 0 ? (
          <DeleteRecordPanel
            title="Delete pool"
            description={`${leadsReferTo(leadCount, "this pool")}, so it cannot be deleted: deleting deactivates it instead. It leaves the public site, and the leads keep their pool.`}
            name={name}
            confirmLabel={`Deactivate ${name}`}
            confirmText={
              <>
                Deactivate <strong className="break-words">{name}</strong>? It is kept for its leads and can be made
                active again here.
              </>
            }
          />
        ) : (
          <DeleteRecordPanel
            title="Delete pool"
            description="To hide the pool but keep it, clear Active above instead."
            name={name}
            confirmLabel={`Delete ${name}`}
          />
        )}
      </div>
    </>
  );
}
