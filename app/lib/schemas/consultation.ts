// The consultation booking API's inputs (decision 031; routes/api/consultations*.ts).
import { z } from "./zod";
import { OFFICE_IDS } from "~/lib/company/offices";

const OFFICE_MESSAGE = `Choose an office: ${OFFICE_IDS.join(", ")}.`;

export const ConsultationOfficeSchema = z.enum(OFFICE_IDS as [string, ...string[]], { error: OFFICE_MESSAGE });

/** POST /api/consultations */
export const ConsultationBookingSchema = z.object({
  leadId: z.number({ error: "Give the id of the request you sent." }).int().positive().max(2_147_483_647),
  /** The leadToken POST /api/estimates returned with the lead: proof the caller created it. */
  leadToken: z.string({ error: "Give the leadToken you received with your request." }).min(1).max(200),
  officeId: ConsultationOfficeSchema,
  /** The slot's start as an ISO instant, as GET /api/consultations/slots lists it. */
  start: z.iso.datetime({ offset: true, error: "Give the slot's start as an ISO date and time." }),
});
export type ConsultationBookingInput = z.infer<typeof ConsultationBookingSchema>;

/** Why the booking page's form cannot be booked as sent, before any slot is looked at. */
export type BookingFormRefusal = "unknown-office" | "no-time" | "unreadable-time";

/**
 * The booking page's form (/consultation/book) read with the API's schema: the lead comes from the signed token
 * the form carries, the office and time from the visitor's choice. A wrong office is named first, as the page
 * asks for it first.
 */
export function parseBookingForm(
  lead: { leadId: number; leadToken: string },
  form: { office: string | null; start: string | null },
): { success: true; data: ConsultationBookingInput } | { success: false; refusal: BookingFormRefusal } {
  const start = form.start || undefined;
  const parsed = ConsultationBookingSchema.safeParse({ ...lead, officeId: form.office ?? "", start });
  if (parsed.success) return { success: true, data: parsed.data };
  const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  if (wrong.has("officeId")) return { success: false, refusal: "unknown-office" };
  return { success: false, refusal: start === undefined ? "no-time" : "unreadable-time" };
}
