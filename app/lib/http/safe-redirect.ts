import { DASHBOARD_PATH, SIGN_IN_PATH, SIGN_OUT_PATH } from "~/lib/staff/permissions";

/**
 * A redirect target that stays on this site: a path starting with one "/"
 * (not "//" or "/\", which browsers read as another host), without control
 * characters or whitespace (browsers drop tabs and newlines, so "/\t/evil"
 * would become "//evil"), checked again once dot segments are resolved.
 * Anything else, and the sign-in and sign-out pages themselves, gives the
 * fallback.
 */
export function safeRedirect(to: unknown, fallback = DASHBOARD_PATH): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007F\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, "http://same-site.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same-site.invalid") return fallback;
  if (url.pathname === SIGN_IN_PATH || url.pathname === SIGN_OUT_PATH) return fallback;
  // Dot segments are resolved above ("/.//evil", "/%2e//evil", "/x/..//evil" all become "//evil"): the path
  // sent back must pass the same rule as the one given.
  if (url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page with the page asked for as redirectTo. */
export function signInPathFor(pathAndQuery: string): string {
  const target = safeRedirect(pathAndQuery, "");
  return target && target !== DASHBOARD_PATH
    ? `${SIGN_IN_PATH}?${new URLSearchParams({ redirectTo: target })}`
    : SIGN_IN_PATH;
}
