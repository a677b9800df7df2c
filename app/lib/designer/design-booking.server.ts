// After "Send me this design" (decision 032): the success screen (the summary page with sent=1)
// offers "Pick a time for your free consultation", booked for the lead just stored, exactly as the estimate's
// success screen does (the same SlotPicker, the same lead token and /consultation/book).
//
// The lead token (consultation-links.server: the lead id signed with HMAC, 7 days) is what lets its holder book
// for that lead. The summary's address is the one a visitor prints, bookmarks and forwards, so the token never
// goes in it: the post hands it to the summary page in a flash cookie instead, HttpOnly, SameSite=Lax, limited
// to /design (the summary page and its .data requests) and to two hours. A forwarded summary address shows the
// design and no picker; a reload within the two hours shows the picker again.
import { readCookie } from "~/lib/http/cookies";
import { type Locale, localizedPath } from "~/lib/i18n/locale";

/**
 * The designer's own pages in a language ("/design", "/es/design"): the cookies' Path, so each is sent to the
 * summary of the language the design was sent from, and nowhere else.
 */
const designPath = (locale: Locale) => localizedPath(locale, "/design");

export const DESIGN_LEAD_COOKIE = "ffp_design_lead";
/** Long enough to pick a time after sending, short enough that a shared computer soon forgets it. */
export const DESIGN_LEAD_COOKIE_SECONDS = 2 * 60 * 60;

/** Set-Cookie carrying the lead token from the post to the summary page. */
export function designLeadCookie(leadToken: string, secure: boolean, locale: Locale = "en"): string {
  return [
    `${DESIGN_LEAD_COOKIE}=${leadToken}`,
    // "/design" matches /design/summary and /design/summary.data (a cookie path must end at a "/").
    `Path=${designPath(locale)}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${DESIGN_LEAD_COOKIE_SECONDS}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The lead token a Cookie header hands the summary page, if any (checked by the booking, not here). */
export function designLeadTokenIn(cookieHeader: string | null | undefined): string | null {
  const value = readCookie(cookieHeader, DESIGN_LEAD_COOKIE);
  // The token's alphabet (digits, dots, base64url): anything else was not set by us and offers nothing.
  return value && /^[\w.-]{1,200}$/.test(value) ? value : null;
}

/** The lead token the summary page was handed, if any (checked by the booking, not here). */
export function readDesignLeadToken(request: Request): string | null {
  return designLeadTokenIn(request.headers.get("cookie"));
}

/**
 * A one-shot mark that a design was just sent: the summary page reports the lead to analytics once
 * (GA4's generate_lead, decision 033), says whether a copy went to the visitor's e-mail, and clears the mark in
 * the same answer. The address cannot carry it (it is the one a visitor reloads and shares) and the lead cookie
 * stays two hours for picking a time, so neither tells a fresh send from a reload. Ten minutes: the redirect
 * follows at once.
 */
export const DESIGN_SENT_COOKIE = "ffp_design_sent";

/** "emailed": a copy of the design was queued to the visitor's e-mail address; "1": it was not. */
export type DesignSentMark = "emailed" | "1";

/** Set-Cookie of the mark (null: the answer that used it removes it). */
export function designSentCookie(secure: boolean, mark: DesignSentMark | null, locale: Locale = "en"): string {
  return [
    `${DESIGN_SENT_COOKIE}=${mark ?? ""}`,
    `Path=${designPath(locale)}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${mark ? 600 : 0}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The mark of a design just sent, if this request carries one. */
export function designJustSent(request: Request): DesignSentMark | null {
  const value = readCookie(request.headers.get("cookie"), DESIGN_SENT_COOKIE);
  return value === "emailed" || value === "1" ? value : null;
}
