// The "form shown at" token's public part, read on both sides: the server checks
// it (form-token.server.ts), the forms keep the earliest one they were given.

/** How long a form keeps the token of when it was first shown before taking a newer one (the server's limit is 24 h). */
export const FORM_TOKEN_RENEW_MS = 12 * 60 * 60 * 1000;

/** The token's issue time in ms, or null when it is not one of ours. */
export function formTokenIssuedAt(token: string): number | null {
  const [issuedAt] = token.split(".");
  return issuedAt && /^\d{10,15}$/.test(issuedAt) ? Number(issuedAt) : null;
}

/**
 * The token a form should send: the one it was first shown with, so that a loader that runs again meanwhile (a
 * filter, a design change) does not restart the fill time and turn a quick visitor's send into a "too fast" one;
 * the newer one once the kept one is FORM_TOKEN_RENEW_MS older.
 */
export function tokenToSend(kept: string, latest: string): string {
  const keptAt = formTokenIssuedAt(kept);
  const latestAt = formTokenIssuedAt(latest);
  if (keptAt === null || latestAt === null) return latest;
  return latestAt - keptAt > FORM_TOKEN_RENEW_MS ? latest : kept;
}
