// The consultation booking API's inputs (issue 20; routes/api/consultations*.ts).
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
