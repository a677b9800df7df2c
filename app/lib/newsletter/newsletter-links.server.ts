// Signed links of the newsletter, no account needed (HMAC-SHA256 with the server's SESSION_SECRET; each kind signs
// its own prefix, so a confirmation token never passes for an unsubscribe token, nor for any other of the site's):
//
// - A confirmation link names one subscriber and expires when an unconfirmed address is deleted anyway.
// - An unsubscribe link names one subscriber and never expires: it is in every issue, and an old issue's link
//   must still take the reader off the list (RFC 8058 one-click, or the page's button).
import { isLocale, localizedPath } from "~/lib/i18n/locale";
import { signPayload, signatureMatches, splitSignedNumbers } from "~/lib/http/signed-numbers.server";

/** An unconfirmed address is deleted, and its confirmation link dies, this long after it was given. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/** The token of a subscriber's confirmation link, good until `consentAt` + NEWSLETTER_CONFIRM_TTL_MS. */
export function issueConfirmToken(subscriber: { id: number; consentAt: Date }, secret: string): string {
  const expires = Math.floor((subscriber.consentAt.getTime() + NEWSLETTER_CONFIRM_TTL_MS) / 1000);
  const payload = `${subscriber.id}.${expires}`;
  return `${payload}.${signPayload("newsletter-confirm", payload, secret)}`;
}

/** The subscriber a confirmation token names, if it is genuine and not expired; else null. */
export function readConfirmToken(token: unknown, secret: string, now = new Date()): number | null {
  const parsed = splitSignedNumbers(token, 2);
  if (!parsed || !signatureMatches(signPayload("newsletter-confirm", parsed.payload, secret), parsed.signature))
    return null;
  const [subscriberId, expires] = parsed.numbers as [number, number];
  return expires * 1000 > now.getTime() ? subscriberId : null;
}

/** The token of a subscriber's unsubscribe link. */
export function issueUnsubscribeToken(subscriberId: number, secret: string): string {
  const payload = String(subscriberId);
  return `${payload}.${signPayload("newsletter-unsubscribe", payload, secret)}`;
}

/** The subscriber an unsubscribe token names, if it is genuine; else null. */
export function readUnsubscribeToken(token: unknown, secret: string): number | null {
  const parsed = splitSignedNumbers(token, 1);
  if (!parsed || !signatureMatches(signPayload("newsletter-unsubscribe", parsed.payload, secret), parsed.signature))
    return null;
  return parsed.numbers[0]!;
}

/** Absolute links for an e-mail: `siteUrl` is the configured SITE_URL. */
export function newsletterConfirmUrl(siteUrl: string, token: string, language: string = "en"): string {
  const path = `${NEWSLETTER_CONFIRM_PATH}/${token}`;
  return `${siteUrl.replace(/\/+$/, "")}${isLocale(language) ? localizedPath(language, path) : path}`;
}

export function newsletterUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${NEWSLETTER_UNSUBSCRIBE_PATH}/${token}`;
}

/**
 * The headers every newsletter e-mail carries (RFC 2369 and RFC 8058): mail clients show their own "Unsubscribe"
 * button, which POSTs "List-Unsubscribe=One-Click" to the link without opening a page.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
