// The staff area's guard: React Router middleware on the admin layout route
// (pages) and on the admin API layout route (JSON). For every request it
//   1. refuses a cross-site POST (403),
//   2. resolves the session cookie (sliding renewal, removal of a dead cookie),
//   3. sends anonymous visitors to /admin-login?redirectTo=... (pages) or answers 401 (JSON),
//   4. holds staff with a temporary password on /admin/account until they choose their own,
//   5. checks the route's permission in app/lib/staff/permissions.ts (403; a route
//      missing from that table is refused for everyone),
//   6. puts the staff member into staffContext for loaders and actions,
//   7. after a write answered below 400, reports that public content may have
//      changed (every process's stored public pages are dropped),
// and marks every answer no-store and noindex.
import { type MiddlewareFunction, createContext, redirect } from "react-router";
import { appContext, staffContext } from "~/context";
import {
  CROSS_SITE_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  adminApiContext,
  forbidden,
  isCrossSiteRequest,
  isMutation,
  resolveStaffSession,
} from "~/services/staff/auth.server";
import { CACHE_NONE, jsonError } from "~/lib/http/http.server";
import { ACCOUNT_PATH, adminRouteFor, can } from "~/lib/staff/permissions";
import { signInPathFor } from "~/lib/http/safe-redirect";

export const PASSWORD_CHANGE_REQUIRED_MESSAGE = "Choose a new password before you continue.";

/** Set-Cookie values the guard adds to the response, whatever the response turns out to be. */
const responseCookiesContext = createContext<string[]>([]);

function decorate(response: Response, cookies: readonly string[]): Response {
  let target = response;
  try {
    target.headers.set("Cache-Control", CACHE_NONE);
  } catch {
    // Immutable headers (a fetched Response): copy it.
    target = new Response(response.body, response);
    target.headers.set("Cache-Control", CACHE_NONE);
  }
  target.headers.set("X-Robots-Tag", "noindex, nofollow");
  target.headers.append("Vary", "Cookie");
  for (const cookie of cookies) target.headers.append("Set-Cookie", cookie);
  return target;
}

/** Outermost: headers on every admin answer, including redirects and refusals thrown further in. */
const adminResponseHeaders: MiddlewareFunction<Response> = async ({ context }, next) => {
  const cookies: string[] = [];
  context.set(responseCookiesContext, cookies);
  return decorate(await next(), cookies);
};

function guard(kind: "page" | "api"): MiddlewareFunction<Response> {
  return async ({ request, context, pattern, url }, next) => {
    const app = context.get(appContext);
    context.set(adminApiContext, kind === "api");

    if (isMutation(request.method) && isCrossSiteRequest(request)) {
      throw jsonError(403, CROSS_SITE_MESSAGE);
    }

    const { staff, setCookie } = await resolveStaffSession(app, request, { write: true });
    if (setCookie) context.get(responseCookiesContext).push(setCookie);

    const here = `${url.pathname}${url.search}`;
    if (!staff) {
      if (kind === "api") throw jsonError(401, UNAUTHENTICATED_MESSAGE);
      throw redirect(signInPathFor(here));
    }

    const route = adminRouteFor(pattern);
    if (staff.mustChangePassword && route?.pattern !== ACCOUNT_PATH) {
      if (kind === "api") throw jsonError(403, PASSWORD_CHANGE_REQUIRED_MESSAGE);
      throw redirect(`${ACCOUNT_PATH}?${new URLSearchParams({ redirectTo: here })}`);
    }
    if (!route) {
      app.logger.error({ pattern }, "admin route missing from the permission table (app/lib/staff/permissions.ts)");
      throw forbidden(context, staff);
    }
    if (!can(staff.role, route.permission)) throw forbidden(context, staff);

    context.set(staffContext, staff);
    const response = await next();
    // Any staff write may change a public page (content, settings, hours, a lead's booking): one place, so no
    // route can forget it. Staff writes are few; visitors' writes never get here.
    if (isMutation(request.method) && response.status < 400) app.contentChanged();
    return response;
  };
}

/** `export const middleware = adminPageMiddleware` on the admin layout route. */
export const adminPageMiddleware: MiddlewareFunction<Response>[] = [adminResponseHeaders, guard("page")];

/** `export const middleware = adminApiMiddleware` on the admin API layout route. */
export const adminApiMiddleware: MiddlewareFunction<Response>[] = [adminResponseHeaders, guard("api")];
