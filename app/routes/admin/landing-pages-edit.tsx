import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink, PublicPageLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { StatusPill } from "~/components/admin/content/status-pill";
import { appContext } from "~/context";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentEditAction, recordIdParam } from "~/services/content/content-form.server";
import { jsonError } from "~/lib/http/http.server";
import { PREVIEW_SEGMENT } from "~/lib/content/landing-resolution";
import {
  LANDING_PAGE_FIELDS,
  LANDING_PAGE_SAVE_MESSAGES,
  LandingPageSchema,
  landingPageFormValues,
} from "~/lib/schemas/landing-page";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import {
  countLandingConversions,
  deleteLandingPage,
  getLandingPageById,
  updateLandingPage,
} from "~/models/admin-landing-pages.server";
import { LANDING_PAGE_RECORD, LandingPageForm } from "~/components/admin/forms/landing-pages-form";
import { publicHref } from "~/components/admin/content/landing-sections";
import type { Route } from "./+types/landing-pages-edit";

const { listPath: LIST_PATH, notFoundMessage: NOT_FOUND } = LANDING_PAGE_RECORD;
const numberFormat = new Intl.NumberFormat("en-US");

export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  const { db } = context.get(appContext);
  const page = await getLandingPageById(db, recordIdParam(params.landingPageId, NOT_FOUND));
  if (!page) throw jsonError(404, NOT_FOUND);
  const conversions = (await countLandingConversions(db, [page.slug])).get(page.slug) ?? 0;
  return {
    title: page.title,
    published: page.status === "published",
    address: `/${page.slug}`,
    liveHref: publicHref(`/${page.slug}`),
    previewHref: publicHref(`/${PREVIEW_SEGMENT}/${page.slug}`),
    views: numberFormat.format(page.views),
    conversions: numberFormat.format(conversions),
    values: landingPageFormValues(page),
    updated: formatStaffDateTime(page.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return contentEditAction(
    { request, context },
    {
      kind: LANDING_PAGE_RECORD,
      schema: LandingPageSchema,
      fields: LANDING_PAGE_FIELDS,
      idParam: params.landingPageId,
      update: async (id, input, db) => {
        const saved = await updateLandingPage(db, id, input);
        if (!saved) return null;
        if (!saved.ok) return { fieldErrors: { slug: LANDING_PAGE_SAVE_MESSAGES[saved.reason] } };
        return `Landing page "${saved.row.title}" saved.`;
      },
      remove: async (id, db) => {
        const page = await getLandingPageById(db, id);
        return page && (await deleteLandingPage(db, id)) ? `Landing page "${page.title}" deleted.` : null;
      },
    },
  );
}

export default function EditLandingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, published, address, liveHref, previewHref, views, conversions, values, updated } = loaderData;
  return (
    <>
      <StaffPageTitle title={`${title} | Landing pages`} />
      <ContentBackLink to={LIST_PATH} label="Landing pages" />
      <AdminPageHeader
        title={title}
        description={
          <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
            <StatusPill tone={published ? "green" : "slate"}>{published ? "Published" : "Draft"}</StatusPill>
            <span className="font-mono break-all">{address}</span>
            <span>
              {views} views · {conversions} conversions
            </span>
            <span>Last saved {updated}</span>
          </span>
        }
        actions={
          <>
            <PublicPageLink href={previewHref} label="Preview" />
            {published && <PublicPageLink href={liveHref} label="View live page" />}
          </>
        }
      />
      <div className="grid max-w-4xl gap-5">
        <AdminPanel>
          <LandingPageForm
            initial={values}
            failure={actionData as ContentFormFailure | undefined}
            submitLabel="Save changes"
            intent="update"
          />
        </AdminPanel>
        <DeleteRecordPanel
          title="Delete landing page"
          description="Its address then shows Page Not Found. To take it offline but keep it, set its status to Draft instead."
          name={title}
          confirmLabel={`Delete ${title}`}
        />
      </div>
    </>
  );
}
