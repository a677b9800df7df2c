import { appContext } from "~/context";
import { BOOKING_RATE_LIMIT_MESSAGE, takeBookingAttempt } from "~/services/consultations/consultation-pages.server";
import { issueBookingToken, leadTokenAllows } from "~/lib/consultations/consultation-links.server";
import { consultationSlotJson } from "~/lib/consultations/consultation-slots";
import { jsonError, jsonResponse, methodNotAllowed, readJsonBody, validationError } from "~/lib/http/http.server";
import { ConsultationBookingSchema } from "~/lib/schemas/consultation";
import { BOOKING_REFUSAL_MESSAGES, bookConsultation } from "~/models/consultations.server";
import type { Route } from "./+types/consultations";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * POST /api/consultations {leadId, leadToken, officeId, start}: books the slot for the lead. The leadToken
 * (returned by POST /api/estimates) proves the caller created the lead; without it no one can book, or
 * see a booking, for someone else's request.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { db, config, clientIp } = context.get(appContext);
  const body = await readJsonBody(request);
  const parsed = ConsultationBookingSchema.safeParse(body);
  if (!parsed.success) return validationError(parsed.error);
  const { leadId, leadToken, officeId, start } = parsed.data;

  const retryAfter = await takeBookingAttempt(db, config, clientIp);
  if (retryAfter !== null) {
    return jsonResponse(
      { message: BOOKING_RATE_LIMIT_MESSAGE },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }
  if (!leadTokenAllows(leadToken, leadId, config.sessionSecret)) {
    return jsonError(403, BOOKING_REFUSAL_MESSAGES["unknown-lead"]);
  }

  const result = await bookConsultation(db, { leadId, officeId, start: new Date(start) });
  if (!result.ok) {
    const status = result.reason === "full" || result.reason === "already-booked" ? 409 : 400;
    return jsonError(status, result.message, {
      reason: result.reason,
      nextSlots: result.nextSlots.map(consultationSlotJson),
    });
  }
  const { booking, slot } = result;
  return jsonResponse(
    {
      id: booking.id,
      officeId: booking.officeId,
      slot: consultationSlotJson(slot),
      /** Cancels or moves this booking until it ends (the confirmation e-mail carries it too, later). */
      manageToken: issueBookingToken(booking, config.sessionSecret),
      message: `Your free consultation is booked for ${slot.dayLabel}, ${slot.startLabel} (Florida time).`,
    },
    { status: 201 },
  );
}
