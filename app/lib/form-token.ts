// The "form shown at" token's public part, read on both sides: the server checks
// it (form-token.server.ts), the forms keep the earliest one they were given.

/** The token's issue time in ms, or null when it is not one of ours. */
export function formTokenIssuedAt(token: string): number | null {
  const [issuedAt] = token.split(".");
  return issuedAt && /^\d{10,15}$/.test(issuedAt) ? Number(issuedAt) : null;
}

/**
 * The token a form should send: the one it was first shown with, so that a loader that runs again meanwhile (a
 * filter, a design change) does not restart the fill time the lead records (staff read it on the lead page).
 * The server sets no upper age (form-token.server.ts), so the first token never needs replacing unless it is not
 * one at all.
 */
export function tokenToSend(kept: string, latest: string): string {
  return formTokenIssuedAt(kept) === null ? latest : kept;
}
