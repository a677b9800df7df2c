// The lead page's "Move to another office" form: parsed by the browser before it posts and by the action.
import { z } from "./zod";
import { OFFICE_IDS } from "~/lib/company/offices";

export const LEAD_OFFICE_MESSAGES = {
  office: "Choose an office from the list",
} as const;

export const LeadOfficeChangeSchema = z.object({
  officeId: z.enum(OFFICE_IDS as [string, ...string[]], LEAD_OFFICE_MESSAGES.office),
});

/** The answer when the chosen office is already the lead's. */
export const sameOfficeMessage = (officeName: string) => `The lead is already with the ${officeName} office.`;
