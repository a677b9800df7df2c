import type { IncomingMessage } from "node:http";
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  mergeTouch,
  parseAttributionCookie,
  serializeAttribution,
  touchFromRequest,
} from "~/lib/attribution/attribution";
import { readCookie } from "~/lib/http/cookies";

/**
 * The Set-Cookie header that records this visit's first and last touch
 * (app/lib/attribution/attribution.ts), or null when the visit carries none: only page
 * views with attribution parameters or from another site change it.
 *
 * One function for both paths a page view takes: the response cache adds it
 * to a stored answer (server/response-cache.ts), and the app's middleware to
 * a rendered one (server/app.ts), so the cookie does not depend on whether
 * the page was stored.
 */
export function attributionSetCookie(req: IncomingMessage, secure: boolean, now = new Date()): string | null {
  if (req.method !== "GET") return null;
  const url = req.url ?? "/";
  const referer = req.headers.referer;
  // Most requests carry neither: answered without parsing the address.
  if (!referer && !/[?&](utm_|gclid=|gbraid=|wbraid=|fbclid=|msclkid=)/.test(url)) return null;
  if (url.startsWith("/api/") || url.startsWith("/assets/")) return null;
  // The protocol does not matter: only the query and the host are read.
  let touch;
  try {
    touch = touchFromRequest(new URL(url, `http://${req.headers.host ?? "localhost"}`), referer ?? null, now);
  } catch {
    return null;
  }
  if (!touch) return null;
  const merged = mergeTouch(parseAttributionCookie(readCookie(req.headers.cookie, ATTRIBUTION_COOKIE)), touch)!;
  const expires = new Date(now.getTime() + ATTRIBUTION_MAX_AGE_SECONDS * 1000).toUTCString();
  return (
    `${ATTRIBUTION_COOKIE}=${serializeAttribution(merged)}; Max-Age=${ATTRIBUTION_MAX_AGE_SECONDS}; Path=/; ` +
    `Expires=${expires}; HttpOnly; ${secure ? "Secure; " : ""}SameSite=Lax`
  );
}

/** Whether a response already carries the attribution cookie (set by the response cache before the app ran). */
export function hasAttributionCookie(header: number | string | string[] | undefined): boolean {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return values.some((value) => value.startsWith(`${ATTRIBUTION_COOKIE}=`));
}
