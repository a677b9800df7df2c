import { appContext } from "~/context";
import { jsonError, methodNotAllowed } from "~/lib/http.server";
import { recordLandingPageView } from "~/models/landing-pages.server";
import type { Route } from "./+types/landing-page-track-view";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { db } = context.get(appContext);
  const slug = params.slug.trim().toLowerCase();
  const counted = /^[a-z0-9][a-z0-9-]{0,254}$/.test(slug) && (await recordLandingPageView(db, slug));
  if (!counted) return jsonError(404, "Page not found");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
