import { Send } from "lucide-react";
import { Form, Link, data } from "react-router";
import { FormMessage, SubmitButton, primaryButtonClass, secondaryButtonClass } from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { ContentBackLink } from "~/components/admin/content/content-page";
import { DeleteRecordPanel } from "~/components/admin/content/delete-record";
import { NEWSLETTER_PATH, NewsletterIssueForm } from "~/components/admin/newsletter/newsletter-issue-form";
import { NewsletterPreview } from "~/components/admin/newsletter/newsletter-preview";
import { NewsletterProgressList, NewsletterStatusPill } from "~/components/admin/newsletter/newsletter-progress";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { appContext } from "~/context";
import type { ContentFormFailure } from "~/lib/content-form-types";
import { redirectWithToast } from "~/lib/http/flash.server";
import { jsonError, readFormBody } from "~/lib/http/http.server";
import { NEWSLETTER_BATCH_SIZE, NEWSLETTER_SEND_MESSAGES } from "~/lib/newsletter/newsletter-sending";
import { newsletterIssueFormValues } from "~/lib/schemas/newsletter-issue";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { listVisiblePostChoices } from "~/models/blog.server";
import {
  countConfirmedSubscribers,
  deleteDraftIssue,
  enqueueNewsletterTest,
  getNewsletterIssue,
  isIssueSendStalled,
  newsletterIssueProgress,
  resumeIssueSend,
  startIssueSend,
  updateDraftIssue,
} from "~/models/newsletter-issues.server";
import { recordIdParam } from "~/services/content/content-form.server";
import { issuePreview, readIssueForm } from "~/services/newsletter/newsletter-editor.server";
import { assertSameSite, requireStaff } from "~/services/staff/auth.server";
import type { Route } from "./+types/newsletter-issue";

const NOT_FOUND = "No such newsletter issue.";
const INTENTS = ["update", "test", "send", "resume", "delete"] as const;
type Intent = (typeof INTENTS)[number];

/** The confirmation step of a send: the page at ?confirm=send (a plain link, so it works without scripts). */
const CONFIRM_SEND = "send";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "newsletter.manage");
  const app = context.get(appContext);
  const issue = await getNewsletterIssue(app.db, recordIdParam(params.issueId, NOT_FOUND));
  if (!issue) throw jsonError(404, NOT_FOUND);
  const draft = issue.status === "draft";
  const [postChoices, confirmed, progress, preview, stalled] = await Promise.all([
    draft ? listVisiblePostChoices(app.db) : [],
    countConfirmedSubscribers(app.db),
    newsletterIssueProgress(app.db, issue.id),
    issuePreview(app.db, issue, app.config.publicSiteUrl, staff.email),
    isIssueSendStalled(app.db, issue),
  ]);
  return {
    issue: {
      id: issue.id,
      subject: issue.subject,
      status: issue.status,
      created: formatStaffDateTime(issue.createdAt),
      sendStarted: formatStaffDateTime(issue.sendStartedAt),
      sent: formatStaffDateTime(issue.sentAt),
    },
    values: newsletterIssueFormValues(issue),
    postChoices,
    confirmed,
    progress,
    stalled,
    preview,
    staffEmail: staff.email,
    confirming: draft && new URL(request.url).searchParams.get("confirm") === CONFIRM_SEND,
  };
}

interface IssueActionFailure extends ContentFormFailure {
  intent: Intent;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameSite(request);
  const staff = requireStaff(context, "newsletter.manage");
  const app = context.get(appContext);
  const id = recordIdParam(params.issueId, NOT_FOUND);
  const issue = await getNewsletterIssue(app.db, id);
  if (!issue) throw jsonError(404, NOT_FOUND);
  const form = await readFormBody(request);
  const intent = form.get("intent") as Intent | null;
  if (!intent || !INTENTS.includes(intent)) throw jsonError(400, "Unknown action.");
  const fail = (message: string, failure: Partial<ContentFormFailure> = {}) =>
    data<IssueActionFailure>({ intent, message, errors: {}, values: {}, ...failure }, { status: 400 });
  const done = (to: string, message: string) => redirectWithToast(to, message, { secure: app.config.isProduction });
  const log = (event: string, extra: Record<string, unknown> = {}) =>
    app.logger.info({ event, issueId: id, by: staff.id, ...extra }, "newsletter issue changed");
  const issuePath = `${NEWSLETTER_PATH}/${id}`;

  switch (intent) {
    case "update": {
      if (issue.status !== "draft") return fail(NEWSLETTER_SEND_MESSAGES.notDraft);
      const parsed = await readIssueForm(app.db, form);
      if (!parsed.ok) return fail(parsed.failure.message, parsed.failure);
      if (!(await updateDraftIssue(app.db, id, parsed.data))) return fail(NEWSLETTER_SEND_MESSAGES.notDraft);
      log("newsletter.issue-updated");
      return done(issuePath, "Draft saved.");
    }
    case "test": {
      await enqueueNewsletterTest(app.db, id, staff.id);
      log("newsletter.test-queued");
      return done(issuePath, `A test copy is on its way to ${staff.email}.`);
    }
    case "send": {
      if (issue.status !== "draft") return fail(NEWSLETTER_SEND_MESSAGES.notDraft);
      const confirmed = await countConfirmedSubscribers(app.db);
      if (confirmed === 0) return fail(NEWSLETTER_SEND_MESSAGES.nobody);
      if (!(await startIssueSend(app.db, id, staff.id))) return fail(NEWSLETTER_SEND_MESSAGES.notDraft);
      log("newsletter.send-started", { confirmed });
      return done(
        issuePath,
        `Sending to ${confirmed === 1 ? "1 confirmed subscriber" : `${confirmed} confirmed subscribers`}.`,
      );
    }
    case "resume": {
      if (!(await resumeIssueSend(app.db, id))) return fail(NEWSLETTER_SEND_MESSAGES.notStalled);
      log("newsletter.send-resumed");
      return done(issuePath, "Sending resumed: the copies still pending go out in the next minutes.");
    }
    case "delete": {
      if (!(await deleteDraftIssue(app.db, id))) return fail(NEWSLETTER_SEND_MESSAGES.notDraft);
      log("newsletter.issue-deleted");
      return done(NEWSLETTER_PATH, "Draft deleted.");
    }
  }
}

const subscribers = (n: number) => (n === 1 ? "1 confirmed subscriber" : `${n} confirmed subscribers`);

export default function NewsletterIssuePage({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, values, postChoices, confirmed, progress, stalled, preview, staffEmail, confirming } = loaderData;
  const failure = actionData as IssueActionFailure | undefined;
  const draft = issue.status === "draft";
  const when =
    issue.status === "sent"
      ? `Sent ${issue.sent}`
      : issue.status === "sending"
        ? `Sending since ${issue.sendStarted}`
        : `Draft, created ${issue.created}`;
  return (
    <>
      <StaffPageTitle title={`Newsletter: ${issue.subject}`} />
      <ContentBackLink to={NEWSLETTER_PATH} label="Newsletter" />
      <AdminPageHeader
        title={issue.subject}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <NewsletterStatusPill status={issue.status} />
            <span>{when}</span>
          </span>
        }
      />
      <div className="grid max-w-4xl gap-5">
        {!draft && (
          <AdminPanel title="Delivery" description={`${progress.total} copies, one per confirmed subscriber.`}>
            <NewsletterProgressList progress={progress} />
            {stalled && (
              <div role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
                <p className="text-sm text-slate-900">
                  <strong className="font-semibold">Sending has stopped:</strong> the mail server kept failing, and the
                  outbox gave up after its retries. Check the mail server, then resume: only the pending copies go out,
                  and nobody gets a second one.
                </p>
                <Form method="post" className="mt-3">
                  <SubmitButton intent="resume" busyLabel="Resuming...">
                    <Send aria-hidden="true" className="size-4" />
                    Resume sending
                  </SubmitButton>
                </Form>
              </div>
            )}
          </AdminPanel>
        )}
        <AdminPanel title="Send" description={draft ? undefined : "A sent issue can still be sent to yourself."}>
          {failure && failure.intent !== "update" && <FormMessage message={failure.message} />}
          {confirming ? (
            <div className="rounded-md border border-amber-300 bg-amber-50 p-3" id="confirm-send">
              <h3 className="text-base font-semibold text-slate-900">Send this issue now?</h3>
              <p className="mt-1 text-sm text-slate-800">
                It goes to {subscribers(confirmed)}, {NEWSLETTER_BATCH_SIZE} a minute. Once it has started it can no
                longer be changed, and nobody gets it twice.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Form method="post" action={`${NEWSLETTER_PATH}/${issue.id}`}>
                  <SubmitButton intent="send" busyLabel="Starting...">
                    <Send aria-hidden="true" className="size-4" />
                    Send to {subscribers(confirmed)}
                  </SubmitButton>
                </Form>
                <Link to={`${NEWSLETTER_PATH}/${issue.id}`} className={secondaryButtonClass}>
                  Cancel
                </Link>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap items-start gap-2">
              <Form method="post">
                <SubmitButton intent="test" busyLabel="Queuing..." className={secondaryButtonClass}>
                  Send a test to me
                </SubmitButton>
              </Form>
              {draft &&
                (confirmed > 0 ? (
                  <Link to="?confirm=send#confirm-send" className={primaryButtonClass}>
                    <Send aria-hidden="true" className="size-4" />
                    Send to {subscribers(confirmed)}…
                  </Link>
                ) : (
                  <p className="self-center text-sm text-slate-700">No confirmed subscribers yet.</p>
                ))}
            </div>
          )}
          <p className="mt-2 text-xs text-slate-600">The test goes to {staffEmail}, with [Test] before the subject.</p>
        </AdminPanel>
        {draft && (
          <AdminPanel title="Edit">
            <NewsletterIssueForm
              initial={values}
              failure={failure?.intent === "update" ? failure : undefined}
              postChoices={postChoices}
              submitLabel="Save draft"
              intent="update"
            />
          </AdminPanel>
        )}
        <NewsletterPreview subject={preview.subject} html={preview.html} text={preview.text} />
        {draft && (
          <DeleteRecordPanel
            title="Delete draft"
            description="Only a draft can be deleted; a sent issue stays as the record of what went out."
            name={issue.subject}
            confirmLabel="Delete this draft"
          />
        )}
      </div>
    </>
  );
}
