import { appContext } from "~/context";
import { offeredLeadToken } from "~/services/consultations/consultation-pages.server";
import { jsonResponse, methodNotAllowed, readJsonBody } from "~/lib/http/http.server";
import { HONEYPOT_FIELD, RATE_LIMIT_MESSAGE, takeLead } from "~/services/leads/lead-intake.server";
import type { Route } from "./+types/estimates";

export function loader() {
  return methodNotAllowed(["POST"]);
}

const RECEIVED = "Thank you! Your request has been received.";

/**
 * POST /api/estimates: every lead shape the site's forms send (home contact, contact page, estimate wizard). A script need
 * not have been served a page (no form-time cookie: a lead like any other, within the per-address limit); a
 * browser's cookie, which the home page's form sends with scripts, is checked like a form post's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const body = await readJsonBody(request);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return jsonResponse({ message: "The request body must be a JSON object." }, { status: 400 });
  }
  const fields = body as Record<string, unknown>;
  const result = await takeLead(context.get(appContext), request, body, {
    honeypot: fields[HONEYPOT_FIELD],
    from: "api",
  });
  switch (result.kind) {
    case "stored":
      // Spam gets the same answer (it is stored too), with a lead token of the same form that books nothing.
      return jsonResponse(
        // leadToken: proof for POST /api/consultations that this caller sent this lead.
        {
          id: result.id,
          message: RECEIVED,
          leadToken: offeredLeadToken(result, context.get(appContext).config.sessionSecret),
        },
        { status: 201, headers: { Location: `/api/estimates/${result.id}`, "Set-Cookie": result.formCookie } },
      );
    case "invalid":
      return jsonResponse(
        { message: "Please correct the highlighted fields.", errors: result.errors },
        { status: 400 },
      );
    case "rate-limited":
      return jsonResponse(
        { message: RATE_LIMIT_MESSAGE },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds), "Set-Cookie": result.formCookie } },
      );
  }
}
