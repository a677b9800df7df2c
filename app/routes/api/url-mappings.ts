import { appContext } from "~/context";
import { CACHE_REVALIDATE, cacheableJson, methodNotAllowed } from "~/lib/http/http.server";
import { listActiveUrlMappings } from "~/models/url-mappings.server";
import type { Route } from "./+types/url-mappings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const mappings = await listActiveUrlMappings(db);
  return cacheableJson(
    request,
    mappings.map(({ legacyUrl, targetPage, metaTitle, metaDescription }) => ({
      legacyUrl,
      targetPage,
      metaTitle,
      metaDescription,
    })),
    // Revalidated on every use (a 304 when unchanged): a mapping staff save must apply at once.
    CACHE_REVALIDATE,
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
