// A message between the homeowner and the office about their project: plain text (stored and shown as typed, never
// read as HTML), something to say and no more than a long e-mail.
import { z } from "./zod";
import { cleanText } from "./text";

export const PROJECT_MESSAGE_MAX = 5000;

export const PROJECT_MESSAGE_MESSAGES = {
  required: "Write a message",
  tooLong: `A message can be at most ${PROJECT_MESSAGE_MAX.toLocaleString("en-US")} characters`,
  noProject: "This lead has no project yet.",
} as const;

export type ProjectMessageMessages = { [K in "required" | "tooLong"]: string };

/** The message form; the homeowner's page passes its messages in the homeowner's language. */
export function projectMessageSchema(messages: ProjectMessageMessages = PROJECT_MESSAGE_MESSAGES) {
  return z.object({
    body: z
      .preprocess((v) => (v == null ? "" : v), cleanText(PROJECT_MESSAGE_MAX, messages.tooLong))
      .pipe(z.string().min(1, messages.required)),
  });
}
