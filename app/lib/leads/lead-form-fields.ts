// Names and texts the lead forms and the server share (isomorphic).

/** The hidden field people never fill in. */
export const HONEYPOT_FIELD = "website";
/** Beside nearestBranch: "location" when it is the office nearest the position the visitor's browser shared. */
export const NEAREST_BRANCH_SOURCE_FIELD = "nearestBranchSource";

export const RATE_LIMIT_MESSAGE =
  "We have received several requests from your connection in a short time. Please wait a little, or call us instead.";

/** Field → its first message, from Zod issues (the forms show one message per field). */
export function firstMessagePerField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "body";
    errors[field] ??= issue.message;
  }
  return errors;
}
