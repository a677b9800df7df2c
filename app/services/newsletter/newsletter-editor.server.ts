// The staff editor of a newsletter issue: the posted form read with the issue's schema, then checked against the
// blog (a post picked from the page may have been unpublished since), and the preview the page shows.
import type { Database } from "#db/index.server.ts";
import {
  NEWSLETTER_ISSUE_FIELDS,
  NEWSLETTER_ISSUE_MESSAGES,
  NewsletterIssueSchema,
} from "~/lib/schemas/newsletter-issue";
import { listVisiblePostsByIds } from "~/models/blog.server";
import type { NewsletterIssueRow } from "~/models/newsletter-issues.server";
import { FORM_ERROR_MESSAGE, type ParsedContentForm, parseContentFields } from "~/services/content/content-form.server";
import { newsletterMailMaker, sampleUnsubscribeUrl } from "./newsletter-issue-email.server";

type IssueForm = ParsedContentForm<ReturnType<typeof NewsletterIssueSchema.parse>>;

/** The posted issue, or what to show again: field errors, the text as typed, nothing saved. */
export async function readIssueForm(db: Database, form: URLSearchParams): Promise<IssueForm> {
  const parsed = parseContentFields(form, NewsletterIssueSchema, NEWSLETTER_ISSUE_FIELDS);
  if (!parsed.ok) return parsed;
  const visible = await listVisiblePostsByIds(db, parsed.data.postIds);
  const errors: Record<string, string> = {};
  // The n-th picked post sits in the n-th filled place; find that place's field by counting filled ones.
  let filled = -1;
  NEWSLETTER_ISSUE_FIELDS.forEach((field) => {
    if (!field.startsWith("post") || !form.get(field)?.trim()) return;
    filled += 1;
    const id = parsed.data.postIds[filled];
    if (id !== undefined && !visible.has(id)) errors[field] = NEWSLETTER_ISSUE_MESSAGES.postNotPublished;
  });
  if (Object.keys(errors).length === 0) return parsed;
  const values = Object.fromEntries(NEWSLETTER_ISSUE_FIELDS.map((name) => [name, form.get(name) ?? ""]));
  return { ok: false, form, failure: { message: FORM_ERROR_MESSAGE, errors, values } };
}

/** The e-mail as the signed-in staff member's test copy would be (the preview of the page). */
export async function issuePreview(db: Database, issue: NewsletterIssueRow, siteUrl: string, to: string) {
  const mailFor = await newsletterMailMaker(db, issue, siteUrl);
  const message = mailFor({ to, unsubscribeUrl: sampleUnsubscribeUrl(siteUrl) });
  return { subject: message.subject, html: message.html ?? "", text: message.text };
}
