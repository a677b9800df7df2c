import { appContext } from "~/context";
import { consultationSlotJson } from "~/lib/consultations/consultation-slots";
import { COMPANY_TIME_ZONE } from "~/lib/leads/lead-stats";
import { jsonError, jsonResponse, methodNotAllowed } from "~/lib/http/http.server";
import { ConsultationOfficeSchema } from "~/lib/schemas/consultation";
import { isOfficeId } from "~/lib/company/offices";
import { listFreeSlots } from "~/models/consultations.server";
import type { Route } from "./+types/consultation-slots";

/** GET /api/consultations/slots?officeId=ocala: the office's free slots of the next 14 days. Never cached. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = ConsultationOfficeSchema.safeParse(new URL(request.url).searchParams.get("officeId"));
  if (!parsed.success || !isOfficeId(parsed.data)) return jsonError(400, parsed.error?.issues[0]?.message ?? "");
  const slots = await listFreeSlots(context.get(appContext).db, parsed.data);
  return jsonResponse({
    officeId: parsed.data,
    timeZone: COMPANY_TIME_ZONE,
    slots: slots.map(consultationSlotJson),
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
