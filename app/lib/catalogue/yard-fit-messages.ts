import { YARD_FIT_MESSAGES, type YardFitField } from "~/lib/schemas/yard-fit";
import { YARD_MAX_FEET } from "./yard-fit";
import { fill } from "~/lib/i18n/translate";

type MessageName = keyof typeof YARD_FIT_MESSAGES;

/**
 * The yard-fit schema's messages (English, as the schema states them) in the page's language: each message is
 * looked up by name in `messages`, the page's texts. A message the texts do not name stays as it is.
 */
export function yardFitErrorsIn(
  errors: Partial<Record<YardFitField, string>>,
  messages: Readonly<Record<MessageName, string>>,
): Partial<Record<YardFitField, string>> {
  const names = Object.keys(YARD_FIT_MESSAGES) as MessageName[];
  const translated: Partial<Record<YardFitField, string>> = {};
  for (const [field, message] of Object.entries(errors) as [YardFitField, string][]) {
    const name = names.find((key) => YARD_FIT_MESSAGES[key] === message);
    translated[field] = name ? fill(messages[name], { max: YARD_MAX_FEET }) : message;
  }
  return translated;
}
