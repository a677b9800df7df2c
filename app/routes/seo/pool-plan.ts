import { appContext } from "~/context";
import { cacheableResponse } from "~/lib/http/http.server";
import { parsePlanQuery } from "~/lib/designer/design-plan";
import { renderPoolPlanSvg } from "~/lib/catalogue/pool-plan-svg";
import { poolPlanTexts } from "~/content/texts/pool-plan.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { getActivePoolBySlug } from "~/models/pools.server";
import type { Route } from "./+types/pool-plan";

/**
 * The plan drawing of a pool, the default picture of every model; the designer adds a deck and a ledge by query.
 * Under /es its words are Spanish (the Spanish pages ask for that address).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const match = /^([a-z0-9][a-z0-9-]{0,254})\.svg$/.exec(params.file);
  const pool = match ? await getActivePoolBySlug(context.get(appContext).db, match[1]!) : null;
  if (!pool || !pool.lengthFt || !pool.widthFt) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const svg = renderPoolPlanSvg(
    {
      name: pool.name,
      shape: pool.shape ?? "Rectangle",
      lengthFt: pool.lengthFt,
      widthFt: pool.widthFt,
      shallowDepthFt: pool.shallowDepthFt,
      deepDepthFt: pool.deepDepthFt,
      builtInSpa: pool.builtInSpa === "Yes",
      ...parsePlanQuery(new URL(request.url).searchParams),
    },
    poolPlanTexts[localeOfRequest(request)],
  );
  return cacheableResponse(request, svg, {
    contentType: "image/svg+xml; charset=utf-8",
    cacheControl: "public, max-age=86400, stale-while-revalidate=604800",
  });
}
