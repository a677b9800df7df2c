import { matchRoutes } from "react-router";
import { STATIC_ROUTE_PATHS } from "~/lib/content/landing-paths";
import { SPANISH_PREFIX } from "~/lib/i18n/locale";

// The form in which a request path may be written to a log or the 404 log. A signed link's token is a
// password: whoever reads it can open the visitor's booking (name, e-mail in the .ics) and cancel or move
// it. So a path that carries one is logged as its route pattern ("/consultation/:token"), never as sent.

/** A route parameter that holds a secret is named `token` (or ends in "Token"): the routes say which are. */
const SECRET_PARAM = /^:\w*token$/i;

/** The route patterns (of app/routes.ts) whose parameters include a secret token. */
export const SECRET_ROUTE_PATHS: readonly string[] = STATIC_ROUTE_PATHS.filter((path) =>
  path.split("/").some((segment) => SECRET_PARAM.test(segment)),
);

/** The lower-case text before each secret pattern's first parameter ("/consultation/"). */
const SECRET_PREFIXES = [
  ...new Set(SECRET_ROUTE_PATHS.map((path) => `/${path.slice(0, path.indexOf(":"))}`.toLowerCase())),
];

const STATIC_ROUTES = STATIC_ROUTE_PATHS.map((path) => ({ path }));
const SECRET_ROUTES = SECRET_ROUTE_PATHS.map((path) => ({ path: `${path}/*` }));

/** "/es/..." (any case): the Spanish twin of an English address. */
const SPANISH_TWIN = new RegExp(`^${SPANISH_PREFIX}(?=/)`, "i");

/** A client navigation asks for the page's data at "<path>.data". */
const DATA_SUFFIX = ".data";

/** How the router reads the path: percent-decoded, slashes collapsed. */
function asRouted(pathname: string): string {
  let path = pathname;
  if (path.includes("%")) {
    try {
      path = decodeURIComponent(path);
    } catch {
      // Not decodable: the router does not match it either; still checked as written.
    }
  }
  return path.includes("//") ? path.replace(/\/{2,}/g, "/") : path;
}

/**
 * The path as a log may show it: unchanged, unless it reaches a route with a secret token (or lies below
 * one), which is replaced by that route's pattern. Cheap for every other path (one prefix comparison).
 */
export function loggedPath(pathname: string): string {
  const asSent = asRouted(pathname);
  // A Spanish page is its English address under /es, and carries the same token.
  const spanish = SPANISH_TWIN.test(asSent);
  const routed = spanish ? asSent.slice(SPANISH_PREFIX.length) : asSent;
  const lower = routed.toLowerCase();
  if (!SECRET_PREFIXES.some((prefix) => lower.startsWith(prefix))) return pathname;
  const language = spanish ? SPANISH_PREFIX : "";
  const data = lower.endsWith(DATA_SUFFIX);
  const path = data ? routed.slice(0, -DATA_SUFFIX.length) : routed;
  const suffix = data ? DATA_SUFFIX : "";
  // The page itself, its .ics, or a sibling without a token (/consultation/book), as the router ranks them.
  const route = matchRoutes(STATIC_ROUTES, path)?.at(-1)?.route.path;
  if (route !== undefined) return SECRET_ROUTE_PATHS.includes(route) ? `${language}/${route}${suffix}` : pathname;
  // Anything below a token's segment is a 404 the visitor's token may still be in.
  const below = matchRoutes(SECRET_ROUTES, path)?.at(-1)?.route.path;
  return below === undefined ? pathname : `${language}/${below}`;
}

/** Whether a path carries (or may carry) a secret token: such a path is never kept, not even as a 404. */
export function isSecretPath(pathname: string): boolean {
  return loggedPath(pathname) !== pathname;
}
