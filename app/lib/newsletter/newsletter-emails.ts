import type { Company } from "~/lib/company/company-profile";
import type { EmailMessage } from "~/lib/leads/lead-emails";

/**
 * The double opt-in e-mail: the signed link that confirms the address. Not list mail (nobody is on the list yet),
 * so it carries no unsubscribe header; ignoring it is the way out, and it says so.
 */
export function newsletterConfirmationEmail(company: Company, to: string, confirmUrl: string): EmailMessage {
  return {
    senderName: company.name,
    to: [to],
    subject: `Please confirm your subscription to pool tips from ${company.name}`,
    text: [
      "Hello,",
      "",
      `Someone, probably you, asked to receive pool tips from ${company.name} at this address: seasonal maintenance reminders, buying guides and offers for Florida pool owners.`,
      "",
      "To confirm your subscription, open this link:",
      confirmUrl,
      "",
      "The link works for 7 days. If you did not ask for this, ignore this email: you will not hear from us again, and your address is deleted after 7 days.",
      "",
      `${company.name} - ${company.tollFreePhone}`,
    ].join("\n"),
  };
}
