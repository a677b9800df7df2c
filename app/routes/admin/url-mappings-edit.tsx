import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink, PublicPageLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { ActivePill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import {
  URL_MAPPING_FIELDS,
  URL_MAPPING_SAVE_MESSAGES,
  UrlMappingSchema,
  urlMappingFormValues,
} from "~/lib/schemas/url-mapping";
import { deleteUrlMapping, getUrlMappingById, updateUrlMapping } from "~/models/admin-url-mappings.server";
import { publicHref } from "~/components/admin/content/landing-sections";
import { URL_MAPPING_RECORD, UrlMappingForm } from "~/components/admin/forms/url-mappings-form";
import type { Route } from "./+types/url-mappings-edit";

const { listPath: LIST_PATH, notFoundMessage: NOT_FOUND } = URL_MAPPING_RECORD;

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const mapping = await getUrlMappingById(db, recordIdParam(params.mappingId, NOT_FOUND));
  if (!mapping) throw jsonError(404, NOT_FOUND);
  return {
    legacyUrl: mapping.legacyUrl,
    href: publicHref(mapping.legacyUrl),
    active: mapping.isActive,
    values: urlMappingFormValues(mapping),
    updated: formatStaffDateTime(mapping.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: URL_MAPPING_RECORD,
      schema: UrlMappingSchema,
      fields: URL_MAPPING_FIELDS,
      idParam: params.mappingId,
      update: async (id, input, db) => {
        const saved = await updateUrlMapping(db, id, input);
        if (!saved) return null;
        if (!saved.ok) return { fieldErrors: { legacyUrl: URL_MAPPING_SAVE_MESSAGES[saved.reason] } };
        return `URL mapping ${saved.row.legacyUrl} saved.`;
      },
      remove: async (id, db) => {
        const mapping = await getUrlMappingById(db, id);
        return mapping && (await deleteUrlMapping(db, id)) ? `URL mapping ${mapping.legacyUrl} deleted.` : null;
      },
    },
  );
}

export default function EditUrlMapping({ loaderData, actionData }: Route.ComponentProps) {
  const { legacyUrl, href, active, values, updated } = loaderData;
  return (
    <>
      <StaffPageTitle title={`${legacyUrl} | URL mappings`} />
      <ContentBackLink to={LIST_PATH} label="URL mappings" />
      <AdminPageHeader
        title={legacyUrl}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <ActivePill active={active} />
            <span>Last saved {updated}</span>
          </span>
        }
        actions={active ? <PublicPageLink href={href} label="Open address" /> : undefined}
      />
      <div className="grid max-w-4xl gap-5">
        <AdminPanel>
          <UrlMappingForm
            initial={values}
            failure={actionData as ContentFormFailure | undefined}
            submitLabel="Save changes"
            intent="update"
          />
        </AdminPanel>
        <DeleteRecordPanel
          title="Delete mapping"
          description="The old address then shows Page Not Found again (and is counted in the 404 log). To pause it, clear Active instead."
          name={legacyUrl}
          confirmLabel={`Delete mapping ${legacyUrl}`}
        />
      </div>
    </>
  );
}
