// The app's own route table (app/routes.ts): which route answers a URL, and
// which /api routes exist, so the scan can tell two forms of one route apart
// from two routes, and notice an /api route it has no target for.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type RouteObject, matchRoutes } from "react-router";
import { englishRouteSegment } from "../../app/lib/i18n/locale.ts";
import routes from "../../app/routes.ts";

export interface RouteMatch {
  id: string;
  /** The URL's path parameters (name → value), splats left out. */
  params: Record<string, string>;
}

/** React Router's default id: the module's file without its extension. */
const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: routeId(entry), index: true }
      : { id: routeId(entry), path: entry.path, children: entry.children && toRouteObjects(entry.children) },
  );
}

const routeObjects = toRouteObjects(routes);

/** The route that answers `pathname` (the innermost match), or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.at(-1);
  if (!last?.route.id) return null;
  const params = Object.fromEntries(
    Object.entries(last.params).filter((entry): entry is [string, string] => entry[0] !== "*" && !!entry[1]),
  );
  return { id: last.route.id, params };
}

function flatten(entries: RouteConfigEntry[], parent = ""): { id: string; path: string }[] {
  return entries.flatMap((entry) => {
    const full = [parent, englishRouteSegment(entry.path) ?? ""].filter(Boolean).join("/");
    return [{ id: routeId(entry), path: full }, ...flatten(entry.children ?? [], full)];
  });
}

/** Public /api routes (the staff API answers 401 before it reads any input; the catch-all 404 reads none). */
export function publicApiRoutes(): { id: string; path: string }[] {
  return flatten(routes).filter(
    ({ path }) => path.startsWith("api/") && !path.startsWith("api/admin/") && path !== "api/*",
  );
}

/** Site routes that read a path parameter (the staff area and /api are scanned otherwise). */
export function pathParameterRoutes(): { id: string; path: string }[] {
  return flatten(routes).filter(
    ({ path }) => path.includes(":") && !path.startsWith("api/") && !/^admin[/-]/.test(path),
  );
}
