import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { NEWSLETTER_PATH, NewsletterIssueForm } from "~/components/admin/newsletter/newsletter-issue-form";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import { redirectWithToast } from "~/lib/http/flash.server";
import { readFormBody } from "~/lib/http/http.server";
import { NEW_NEWSLETTER_ISSUE_VALUES } from "~/lib/schemas/newsletter-issue";
import { listVisiblePostChoices } from "~/models/blog.server";
import { createNewsletterIssue } from "~/models/newsletter-issues.server";
import { type ContentFormFailure, contentFormFailure } from "~/services/content/content-form.server";
import { readIssueForm } from "~/services/newsletter/newsletter-editor.server";
import { assertSameSite, requireStaff } from "~/services/staff/auth.server";
import type { Route } from "./+types/newsletter-new";

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "newsletter.manage");
  return { postChoices: await listVisiblePostChoices(context.get(appContext).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameSite(request);
  const staff = requireStaff(context, "newsletter.manage");
  const app = context.get(appContext);
  const parsed = await readIssueForm(app.db, await readFormBody(request));
  if (!parsed.ok) return contentFormFailure(parsed.failure);
  const issue = await createNewsletterIssue(app.db, parsed.data, staff.id);
  app.logger.info({ event: "newsletter.issue-created", issueId: issue.id, by: staff.id }, "newsletter issue created");
  return redirectWithToast(`${NEWSLETTER_PATH}/${issue.id}`, "Draft saved. Check the preview, then send a test.", {
    secure: app.config.isProduction,
  });
}

export default function NewNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StaffPageTitle title="New newsletter issue" />
      <ContentBackLink to={NEWSLETTER_PATH} label="Newsletter" />
      <AdminPageHeader
        title="New newsletter issue"
        description="Saved as a draft: you see the preview and can send a test to yourself before anyone gets it."
      />
      <AdminPanel className="max-w-4xl">
        <NewsletterIssueForm
          initial={NEW_NEWSLETTER_ISSUE_VALUES}
          failure={actionData as ContentFormFailure | undefined}
          postChoices={loaderData.postChoices}
          submitLabel="Save draft"
        />
      </AdminPanel>
    </>
  );
}
