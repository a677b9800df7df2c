// The details of "Send me this design": the lead's own rules and messages (LeadSubmissionSchema). A specialist
// calls about every design sent, so the estimate form's consent is required here too, with its message.
import { LeadSubmissionSchema } from "./lead";
import { NewsletterChoiceSchema, RequiredConsentSchema } from "./lead-forms";

export const DesignLeadFormSchema = LeadSubmissionSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  nearestBranch: true,
  nearestBranchSource: true,
}).extend({
  consentToContact: RequiredConsentSchema,
  newsletter: NewsletterChoiceSchema,
});
