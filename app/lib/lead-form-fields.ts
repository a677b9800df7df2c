// Names and texts the lead forms and the server share (isomorphic).

/** The hidden field people never fill in. */
export const HONEYPOT_FIELD = "website";
/** The signed "form shown at" token. */
export const FORM_TOKEN_FIELD = "formToken";

export const RATE_LIMIT_MESSAGE =
  "We have received several requests from your connection in a short time. Please wait a little, or call us instead.";

/**
 * Field → its first message, from Zod issues (the forms show one message per field). A message about one entry of a
 * list (`images.3`) is also the list field's message (`images`): the form has one control for the list, and a
 * message filed only under the entry's number would be shown nowhere.
 */
export function firstMessagePerField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    errors[field] ??= issue.message;
    const firstEntry = issue.path.findIndex((segment) => typeof segment === "number");
    if (firstEntry > 0) errors[issue.path.slice(0, firstEntry).map(String).join(".")] ??= issue.message;
  }
  return errors;
}
