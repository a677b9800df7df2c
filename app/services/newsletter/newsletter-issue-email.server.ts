// An issue's e-mail from what is stored: the issue, the picked posts that are still published and the company
// profile. The preview, the staff member's test copy and every subscriber's copy are made here, alike.
import type { Database } from "#db/index.server.ts";
import type { EmailMessage } from "~/lib/leads/lead-emails";
import {
  type NewsletterIssueContent,
  type NewsletterRecipient,
  newsletterEmail,
} from "~/lib/newsletter/newsletter-email.server";
import { newsletterUnsubscribeUrl } from "~/lib/newsletter/newsletter-links.server";
import { listVisiblePostsByIds } from "~/models/blog.server";
import { loadCompany } from "~/models/company.server";
import type { NewsletterIssueRow } from "~/models/newsletter-issues.server";

/**
 * The unsubscribe link of a copy that goes to no subscriber (the preview, a staff member's test): it shows where a
 * reader's own link sits, and the unsubscribe page answers it as a link that names nobody.
 */
export function sampleUnsubscribeUrl(siteUrl: string): string {
  return newsletterUnsubscribeUrl(siteUrl, "sample");
}

/** What the issue says, with the picked posts still published, in their order. */
export async function newsletterContentOf(
  db: Database,
  issue: Pick<NewsletterIssueRow, "id" | "subject" | "intro" | "postIds">,
  now = new Date(),
): Promise<NewsletterIssueContent> {
  const posts = await listVisiblePostsByIds(db, issue.postIds, now);
  return {
    issueId: issue.id,
    subject: issue.subject,
    intro: issue.intro,
    posts: issue.postIds.flatMap((id) => {
      const post = posts.get(id);
      return post ? [post] : [];
    }),
  };
}

/** A function that makes one reader's copy of the issue (the content and company are loaded once). */
export async function newsletterMailMaker(
  db: Database,
  issue: Pick<NewsletterIssueRow, "id" | "subject" | "intro" | "postIds">,
  siteUrl: string,
): Promise<(recipient: NewsletterRecipient) => EmailMessage> {
  const [content, company] = await Promise.all([newsletterContentOf(db, issue), loadCompany(db)]);
  return (recipient) => newsletterEmail(company, content, siteUrl, recipient);
}
