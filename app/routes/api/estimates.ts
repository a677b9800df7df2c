import { appContext } from "~/context";
import { jsonResponse, methodNotAllowed, readJsonBody, validationError } from "~/lib/http.server";
import { LeadSubmissionSchema } from "~/lib/schemas/lead";
import { createLead } from "~/models/leads.server";
import type { Route } from "./+types/estimates";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** POST /api/estimates: every lead shape of the spec (home contact, contact page, estimate wizard). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { db, logger } = context.get(appContext);
  const body = await readJsonBody(request);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return jsonResponse({ message: "The request body must be a JSON object." }, { status: 400 });
  }
  const parsed = LeadSubmissionSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);

  const lead = await createLead(db, parsed.data, { userAgent: request.headers.get("user-agent") });
  logger.info({ leadId: lead.id, requestType: parsed.data.requestType }, "lead stored");
  return jsonResponse(
    {
      id: lead.id,
      message: "Thank you! Your request has been received.",
      createdAt: lead.createdAt.toISOString(),
    },
    { status: 201, headers: { Location: `/api/estimates/${lead.id}` } },
  );
}
