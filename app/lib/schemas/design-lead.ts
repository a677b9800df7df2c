// The details of "Send me this design" (issue 20): the lead's own rules and
// messages (LeadSubmissionSchema), with the form's consent checkbox read.
import { z } from "./zod";
import { LeadSubmissionSchema } from "./lead";

export const DesignLeadFormSchema = LeadSubmissionSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  nearestBranch: true,
  nearestBranchSource: true,
}).extend({
  consentToContact: z.preprocess((v) => v === "true" || v === "on", z.boolean()),
});
