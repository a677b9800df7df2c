// "E-mail me my link" on the homeowner's project pages: the e-mail address they gave us.
import { z } from "./zod";

export const PROJECT_LINK_EMAIL_MESSAGE = "Please enter a valid e-mail address.";

export function projectLinkRequestSchema(invalidEmail: string = PROJECT_LINK_EMAIL_MESSAGE) {
  return z.object({
    email: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.email(invalidEmail).max(255, invalidEmail)),
  });
}
