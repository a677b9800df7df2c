import { ATTRIBUTION_COOKIE, leadAttributionColumns, parseAttributionCookie } from "~/lib/attribution/attribution";
import {
  CALL_CLICKS_PER_DAY,
  CALL_CLICKS_PER_HOUR,
  MAX_CALL_CLICK_BYTES,
  branchLabelOf,
  parseCallClickBeacon,
} from "~/lib/attribution/call-clicks";
import { readCookie } from "~/lib/http/cookies";
import { methodNotAllowed, readBodyText } from "~/lib/http/http.server";
import { addressKey } from "~/services/leads/lead-intake.server";
import { appContext } from "~/context";
import { recordCallClick } from "~/models/call-clicks.server";
import { consumeRateLimits } from "~/models/rate-limits.server";
import type { Route } from "./+types/call-clicks";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * An answer without a body: a beacon's sender never reads it, and a refusal tells a prober nothing
 * about which check failed.
 */
const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/call-clicks: a tel: link was clicked (navigator.sendBeacon from the root's listener).
 * The attribution comes from the visitor's cookie, never from the body; nothing personal is stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { db, config } = context.get(appContext);
  let text: string;
  try {
    text = await readBodyText(request, MAX_CALL_CLICK_BYTES);
  } catch {
    return answer(413);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400);
  }
  const beacon = parseCallClickBeacon(body);
  if (!beacon) return answer(400);
  const address = addressKey(context.get(appContext).clientIp, config.sessionSecret);
  const limits = await consumeRateLimits(db, [
    { key: `call-click:${address}`, limit: CALL_CLICKS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    { key: `call-clicks-day:${address}`, limit: CALL_CLICKS_PER_DAY, windowMs: 24 * 60 * 60 * 1000 },
  ]);
  if (limits.some((limit) => !limit.allowed)) return answer(429);
  const attribution = parseAttributionCookie(readCookie(request.headers.get("cookie"), ATTRIBUTION_COOKIE));
  const columns = leadAttributionColumns(attribution?.first, attribution?.last);
  await recordCallClick(db, {
    pagePath: beacon.path,
    branch: branchLabelOf(beacon.office),
    utmSource: columns.utmSource,
    utmMedium: columns.utmMedium,
    utmCampaign: columns.utmCampaign,
    landingPath: columns.landingPath,
    hasGclid: columns.gclid !== null,
  });
  return answer(204);
}
