// The e-mail of a newsletter issue, as every subscriber gets it and as staff preview and test it: an HTML version
// (tables and inline styles, the only layout every mail client keeps) and a plain-text version of the same words.
// Each copy carries its reader's own unsubscribe link, in the body and in the RFC 8058 headers.
import type { Company } from "~/lib/company/company-profile";
import { officeFullAddress } from "~/lib/company/company-profile";
import type { EmailMessage } from "~/lib/leads/lead-emails";
import { uploadPicture } from "~/lib/media/image-variants";
import { absoluteUrl } from "~/lib/seo/seo";
import { withoutInvalidCharacters } from "~/lib/text/text-characters";
import { listUnsubscribeHeaders } from "./newsletter-links.server";
import { escapeHtml } from "~/lib/text/escape-html";

/** A picked blog post as the issue shows it. */
export interface NewsletterPost {
  title: string;
  slug: string;
  excerpt: string | null;
  coverImage: string | null;
}

export interface NewsletterIssueContent {
  issueId: number;
  subject: string;
  intro: string;
  /** The picked posts still published, in the order picked. */
  posts: readonly NewsletterPost[];
}

export interface NewsletterRecipient {
  to: string;
  /** This reader's own unsubscribe link (absolute). */
  unsubscribeUrl: string;
  /** A copy staff send themselves: the subject says so. */
  test?: boolean;
}

/** What a staff member's test copy puts before the subject. */
export const NEWSLETTER_TEST_PREFIX = "[Test]";

/** Where the issue's links say readers came from, so the source report counts the leads the newsletter brings. */
export function newsletterPostUrl(siteUrl: string, slug: string, issueId: number): string {
  const tags = new URLSearchParams({
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: `newsletter-${issueId}`,
  });
  return `${absoluteUrl(siteUrl.replace(/\/+$/, ""), `/blog/${encodeURIComponent(slug)}`)}?${tags}`;
}

/**
 * The cover picture's address for a mail client: an upload's 800 px variant (a phone-width e-mail needs no more),
 * any other image as given; always absolute, since an e-mail has no site to resolve a path against.
 */
export function newsletterImageUrl(siteUrl: string, coverImage: string): string {
  return absoluteUrl(siteUrl.replace(/\/+$/, ""), uploadPicture(coverImage)?.src ?? coverImage);
}

/** The introduction's paragraphs: blank lines separate them; a single line break stays a line break. */
export function introParagraphs(intro: string): string[][] {
  return withoutInvalidCharacters(intro)
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const INK = "#0f172a";
const MUTED = "#475569";
const LINK = "#0b5c8a";

function postHtml(post: NewsletterPost, siteUrl: string, issueId: number): string {
  const url = escapeHtml(newsletterPostUrl(siteUrl, post.slug, issueId));
  const title = escapeHtml(post.title);
  const image = post.coverImage
    ? `<a href="${url}"><img src="${escapeHtml(newsletterImageUrl(siteUrl, post.coverImage))}" width="552" alt="${title}" style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:6px;"></a>`
    : "";
  const excerpt = post.excerpt
    ? `<p style="margin:8px 0 0;${FONT}font-size:15px;line-height:22px;color:${MUTED};">${escapeHtml(post.excerpt)}</p>`
    : "";
  return `<tr><td style="padding:0 24px 28px;">${image}<h2 style="margin:14px 0 0;${FONT}font-size:20px;line-height:26px;color:${INK};"><a href="${url}" style="color:${INK};text-decoration:none;">${title}</a></h2>${excerpt}<p style="margin:10px 0 0;${FONT}font-size:15px;"><a href="${url}" style="color:${LINK};font-weight:bold;">Read the article</a></p></td></tr>`;
}

function html(company: Company, content: NewsletterIssueContent, siteUrl: string, unsubscribeUrl: string): string {
  const office = company.primaryOffice;
  const intro = introParagraphs(content.intro)
    .map(
      (lines) =>
        `<p style="margin:0 0 14px;${FONT}font-size:16px;line-height:24px;color:${INK};">${lines.map(escapeHtml).join("<br>")}</p>`,
    )
    .join("");
  const site = escapeHtml(siteUrl.replace(/\/+$/, ""));
  return [
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;"><tr><td align="center" style="padding:16px 8px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">`,
    `<tr><td style="padding:20px 24px;background:#0b5c8a;border-radius:8px 8px 0 0;"><a href="${site}" style="${FONT}font-size:20px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(company.name)}</a></td></tr>`,
    `<tr><td style="padding:24px 24px 8px;"><h1 style="margin:0 0 16px;${FONT}font-size:24px;line-height:30px;color:${INK};">${escapeHtml(content.subject)}</h1>${intro}</td></tr>`,
    ...content.posts.map((post) => postHtml(post, siteUrl, content.issueId)),
    `<tr><td style="padding:20px 24px;border-top:1px solid #e2e8f0;${FONT}font-size:13px;line-height:20px;color:${MUTED};">`,
    `<p style="margin:0;"><strong style="color:${INK};">${escapeHtml(company.name)}</strong><br>${escapeHtml(officeFullAddress(office))}<br>Call us toll-free: <a href="tel:${escapeHtml(company.tollFreePhone.replace(/[^\d+]/g, ""))}" style="color:${LINK};">${escapeHtml(company.tollFreePhone)}</a></p>`,
    `<p style="margin:12px 0 0;">You get this e-mail because you asked for pool tips on our website. <a href="${escapeHtml(unsubscribeUrl)}" style="color:${LINK};">Unsubscribe</a> with one click.</p>`,
    `</td></tr></table></td></tr></table></body></html>`,
  ].join("\n");
}

function text(company: Company, content: NewsletterIssueContent, siteUrl: string, unsubscribeUrl: string): string {
  const office = company.primaryOffice;
  const posts = content.posts.flatMap((post) => [
    post.title,
    ...(post.excerpt ? [post.excerpt] : []),
    `Read the article: ${newsletterPostUrl(siteUrl, post.slug, content.issueId)}`,
    "",
  ]);
  return [
    content.subject,
    "",
    ...introParagraphs(content.intro).flatMap((lines) => [...lines, ""]),
    ...(posts.length ? ["----", "", ...posts] : []),
    "----",
    company.name,
    officeFullAddress(office),
    `Call us toll-free: ${company.tollFreePhone}`,
    "",
    "You get this e-mail because you asked for pool tips on our website.",
    `Unsubscribe with one click: ${unsubscribeUrl}`,
  ].join("\n");
}

/** One copy of an issue, for one reader. */
export function newsletterEmail(
  company: Company,
  content: NewsletterIssueContent,
  siteUrl: string,
  recipient: NewsletterRecipient,
): EmailMessage {
  return {
    senderName: company.name,
    to: [recipient.to],
    subject: recipient.test ? `${NEWSLETTER_TEST_PREFIX} ${content.subject}` : content.subject,
    text: text(company, content, siteUrl, recipient.unsubscribeUrl),
    html: html(company, content, siteUrl, recipient.unsubscribeUrl),
    headers: listUnsubscribeHeaders(recipient.unsubscribeUrl),
  };
}
