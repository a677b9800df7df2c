import { appContext } from "~/context";
import { jsonError, methodNotAllowed } from "~/lib/http/http.server";
import { LANDING_VIEWS_PER_HOUR } from "~/lib/attribution/landing-visits";
import { addressKey } from "~/services/leads/lead-intake.server";
import { recordLandingPageView } from "~/models/landing-pages.server";
import { consumeRateLimits } from "~/models/rate-limits.server";
import type { Route } from "./+types/landing-page-track-view";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The page's script counts a view per page load; anyone can send the same POST, so an address has a limit. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { db, config, clientIp } = context.get(appContext);
  const slug = params.slug.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9-]{0,254}$/.test(slug)) return jsonError(404, "Page not found");
  const [limit] = await consumeRateLimits(db, [
    {
      key: `landing-view:${addressKey(clientIp, config.sessionSecret)}`,
      limit: LANDING_VIEWS_PER_HOUR,
      windowMs: 60 * 60 * 1000,
    },
  ]);
  if (!limit!.allowed) {
    return new Response(null, {
      status: 429,
      headers: { "Cache-Control": "no-store", "Retry-After": String(limit!.retryAfterSeconds) },
    });
  }
  if (!(await recordLandingPageView(db, slug))) return jsonError(404, "Page not found");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
