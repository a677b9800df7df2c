// The lead forms' messages by name. The English ones are the rules' own words (lead-form-rules.ts, lead.ts), which
// the browser and the server check with; a Spanish page shows the same message in Spanish by looking the English one
// up here and reading the page's texts under the same name, so no rule is written twice.
import { RATE_LIMIT_MESSAGE } from "./lead-form-fields";
import { fill } from "~/lib/i18n/translate";
import {
  CONTACT_PAGE_MESSAGES,
  ESTIMATE_MESSAGES,
  INVALID_CHARACTERS_MESSAGE,
  ONE_LINE_MESSAGE,
  TOO_LONG_MESSAGE,
} from "~/lib/schemas/lead-form-rules";
import { LEAD_MESSAGES } from "~/lib/schemas/lead-values";

export const LEAD_FORM_MESSAGES = {
  nameRequired: LEAD_MESSAGES.nameRequired,
  nameShort: ESTIMATE_MESSAGES.nameShort,
  phoneRequired: LEAD_MESSAGES.phoneRequired,
  phoneInvalid: LEAD_MESSAGES.phoneInvalid,
  emailInvalid: LEAD_MESSAGES.emailInvalid,
  zipInvalid: LEAD_MESSAGES.zipInvalid,
  estimateConsent: ESTIMATE_MESSAGES.consent,
  contactEmail: CONTACT_PAGE_MESSAGES.email,
  contactPhone: CONTACT_PAGE_MESSAGES.phone,
  contactMessage: CONTACT_PAGE_MESSAGES.message,
  contactConsent: CONTACT_PAGE_MESSAGES.consent,
  invalidCharacters: INVALID_CHARACTERS_MESSAGE,
  oneLine: ONE_LINE_MESSAGE,
  tooLong: TOO_LONG_MESSAGE,
  messageTooLong: "Message must be at most 5000 characters",
  poolTypeChoice: "Please choose a pool type from the list",
  budgetChoice: "Please choose a budget range from the list",
  timelineChoice: "Please choose a timeline from the list",
  correctFields: "Please correct the highlighted fields.",
  rateLimited: RATE_LIMIT_MESSAGE,
  sendFailed: "There was a problem submitting your request. Please try again.",
} as const;

export type LeadFormMessageName = keyof typeof LEAD_FORM_MESSAGES;
/** The messages in one language, as the page's texts carry them. */
export type LeadFormMessages = Record<LeadFormMessageName, string>;

const NAME_OF = new Map<string, LeadFormMessageName>(
  Object.entries(LEAD_FORM_MESSAGES).map(([name, text]) => [text, name as LeadFormMessageName]),
);
const TOO_LONG = new RegExp(`^${TOO_LONG_MESSAGE.replace("{max}", "(\\d+)")}$`);

/**
 * A rule's English message in the page's language (`messages`: the page's texts). A message this list does not
 * know, or one already in the page's language, is returned as it is.
 */
export function inPageLanguage(message: string, messages: LeadFormMessages): string {
  const name = NAME_OF.get(message);
  if (name) return messages[name];
  const tooLong = TOO_LONG.exec(message);
  return tooLong ? fill(messages.tooLong, { max: tooLong[1]! }) : message;
}

/** Field → message, each in the page's language. */
export function errorsInPageLanguage(errors: Record<string, string>, messages: LeadFormMessages) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, inPageLanguage(message, messages)]),
  );
}
