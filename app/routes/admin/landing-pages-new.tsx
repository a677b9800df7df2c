import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { requireStaff } from "~/services/staff/auth.server";
import { type ContentFormFailure, contentCreateAction } from "~/services/content/content-form.server";
import {
  LANDING_PAGE_FIELDS,
  LANDING_PAGE_SAVE_MESSAGES,
  LandingPageSchema,
  NEW_LANDING_PAGE_VALUES,
} from "~/lib/schemas/landing-page";
import { createLandingPage } from "~/models/admin-landing-pages.server";
import { LANDING_PAGE_RECORD, LandingPageForm } from "~/components/admin/forms/landing-pages-form";
import type { Route } from "./+types/landing-pages-new";

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.manage");
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return contentCreateAction(
    { request, context },
    {
      kind: LANDING_PAGE_RECORD,
      schema: LandingPageSchema,
      fields: LANDING_PAGE_FIELDS,
      create: async (input, db) => {
        const saved = await createLandingPage(db, input);
        if (!saved.ok) return { fieldErrors: { slug: LANDING_PAGE_SAVE_MESSAGES[saved.reason] } };
        return { id: saved.row.id, toast: `Landing page "${saved.row.title}" created.` };
      },
    },
  );
}

export default function NewLandingPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New landing page" />
      <ContentBackLink to={LANDING_PAGE_RECORD.listPath} label="Landing pages" />
      <AdminPageHeader
        title="New landing page"
        description="A published page answers at its address as soon as it is saved; staff can preview a draft."
      />
      <AdminPanel className="max-w-4xl">
        <LandingPageForm
          initial={NEW_LANDING_PAGE_VALUES}
          failure={actionData as ContentFormFailure | undefined}
          submitLabel="Create landing page"
        />
      </AdminPanel>
    </>
  );
}
