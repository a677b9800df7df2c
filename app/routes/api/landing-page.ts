import { appContext } from "~/context";
import { CACHE_REVALIDATE, cacheableJson, jsonError, methodNotAllowed } from "~/lib/http/http.server";
import { getPublishedLandingPage } from "~/models/landing-pages.server";
import type { Route } from "./+types/landing-page";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const slug = params.slug.trim().toLowerCase();
  const page = /^[a-z0-9][a-z0-9-]{0,254}$/.test(slug) ? await getPublishedLandingPage(db, slug) : null;
  if (!page) return jsonError(404, "Page not found");
  return cacheableJson(
    request,
    {
      id: page.id,
      title: page.title,
      slug: page.slug,
      city: page.city,
      service: page.service,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      contentType: page.contentType,
      content: page.content,
      localPagePath: page.localPagePath,
      targetKeywords: page.targetKeywords,
      status: page.status,
      strategy: page.strategy,
      createdAt: page.createdAt.toISOString(),
      updatedAt: page.updatedAt.toISOString(),
    },
    // Revalidated on every use (a 304 when unchanged): a save by staff must show at once.
    CACHE_REVALIDATE,
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
