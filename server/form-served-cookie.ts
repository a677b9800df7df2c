import type { IncomingMessage } from "node:http";
import { FORM_SERVED_COOKIE, formServedSetCookie } from "~/services/leads/form-token.server";

/** Paths that are no page a visitor fills a form on: the JSON API, files, and the staff area. */
const NOT_PAGES = /^\/(?:api|assets|uploads)\/|^\/admin(?:[-/.]|$)/;

/**
 * The Set-Cookie header that records when this visitor was served a page (app/services/leads/form-token.server.ts), or null
 * for anything but a page: a GET for HTML (a page load) or for a page's data (`*.data`, a navigation with
 * scripts). Every page gets it, not only those with a lead form: a form can be shown at any address staff map to
 * one, and a navigation with scripts reaches a form page without loading it as a page. One cookie, replaced
 * at each page, so a visitor holds one whatever they read.
 *
 * One function for both paths a page takes, as for the attribution cookie: the response cache adds it to a
 * stored answer (server/response-cache.ts), and the app's middleware to a rendered one (server/app.ts).
 */
export function formServedCookieFor(req: IncomingMessage, secret: string, secure: boolean): string | null {
  if (req.method !== "GET") return null;
  const path = (req.url ?? "/").split("?", 1)[0]!;
  if (NOT_PAGES.test(path)) return null;
  const page = path.endsWith(".data") || (req.headers.accept ?? "").includes("text/html");
  return page ? formServedSetCookie(secret, secure) : null;
}

/** Whether a response already carries the form-time cookie (set by the response cache before the app ran). */
export function hasFormServedCookie(header: number | string | string[] | undefined): boolean {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return values.some((value) => value.startsWith(`${FORM_SERVED_COOKIE}=`));
}
