// A message between a homeowner and the office about their pool project: plain text (shown escaped, never as
// markup), trimmed, 1 to 5,000 characters. The homeowner's page passes its messages in the homeowner's language.
import { hasInvalidCharacters } from "~/lib/text/text-characters";
import { z } from "./zod";

/** The longest message either side may send (the database holds the same bound). */
export const PROJECT_MESSAGE_MAX = 5000;

export const PROJECT_MESSAGE_MESSAGES = {
  empty: "Please write your message.",
  tooLong: `Please keep your message under ${PROJECT_MESSAGE_MAX} characters.`,
  invalidCharacters: "Your message has characters we cannot read. Please type it again.",
  noProject: "This lead has no project yet.",
} as const;

export type ProjectMessageMessages = { [K in "empty" | "tooLong" | "invalidCharacters"]: string };

/** The message field of a form (`body`), as stored. */
export function projectMessageSchema(messages: ProjectMessageMessages = PROJECT_MESSAGE_MESSAGES) {
  return z.object({
    body: z.preprocess(
      (v) => (typeof v === "string" ? v : ""),
      z
        .string()
        .refine((v) => !hasInvalidCharacters(v), messages.invalidCharacters)
        // Line endings as a browser sends them (CRLF) count as one character, as the textarea counted them.
        .transform((v) => v.replace(/\r\n?/g, "\n").trim())
        .pipe(z.string().min(1, messages.empty).max(PROJECT_MESSAGE_MAX, messages.tooLong)),
    ),
  });
}
