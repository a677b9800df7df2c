import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import { normalizeMappingPath } from "~/lib/content/landing-resolution";
import { hasInvalidCharacters } from "~/lib/text/text-characters";
import {
  URL_MAPPING_FIELDS,
  URL_MAPPING_SAVE_MESSAGES,
  UrlMappingSchema,
  newUrlMappingValues,
} from "~/lib/schemas/url-mapping";
import { createUrlMapping } from "~/models/admin-url-mappings.server";
import { URL_MAPPING_RECORD, UrlMappingForm } from "~/components/admin/forms/url-mappings-form";
import type { Route } from "./+types/url-mappings-new";

/** ?legacyUrl= pre-fills the form (the 404 log's "Open in form"); the schema checks it on save. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const given = new URL(request.url).searchParams.get("legacyUrl") ?? "";
  const legacyUrl = given && given.length <= 2000 && !hasInvalidCharacters(given) ? normalizeMappingPath(given) : "";
  return { initial: newUrlMappingValues(legacyUrl) };
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: URL_MAPPING_RECORD,
      schema: UrlMappingSchema,
      fields: URL_MAPPING_FIELDS,
      create: async (input, db) => {
        const saved = await createUrlMapping(db, input);
        if (!saved.ok) return { fieldErrors: { legacyUrl: URL_MAPPING_SAVE_MESSAGES[saved.reason] } };
        return { id: saved.row.id, toast: `URL mapping ${saved.row.legacyUrl} created.` };
      },
    },
  );
}

export default function NewUrlMapping({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New URL mapping" />
      <ContentBackLink to={URL_MAPPING_RECORD.listPath} label="URL mappings" />
      <AdminPageHeader
        title="New URL mapping"
        description="An old address of the site that shows one of its pages. An active mapping works as soon as it is saved."
      />
      <AdminPanel className="max-w-4xl">
        <UrlMappingForm
          initial={loaderData.initial}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Create mapping"
        />
      </AdminPanel>
    </>
  );
}
