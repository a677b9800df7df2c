// Whether an error means "PostgreSQL cannot be reached right now" (restarting,
// shutting down, network gone) rather than "this query is wrong". The first
// kind is answered with 503 and a Retry-After, the second stays a 500.

/** Socket errors of a refused, reset or timed-out connection. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * SQLSTATEs of a server going away: 57P01 admin_shutdown (pg_ctl stop), 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down),
 * 53300 too_many_connections; class 08 is "connection exception".
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres reports a lost or never-made connection without a code. */
const LOST_CONNECTION = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /is not queryable/i];

function isOutageCode(code: unknown): boolean {
  return typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

/** Looks through the error and its causes (Drizzle wraps the driver's error as `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isOutageCode((current as { code?: unknown }).code)) return true;
    const { message } = current;
    if (LOST_CONNECTION.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}
