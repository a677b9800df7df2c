import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { loggedPath } from "~/lib/http/logged-path";

const REQUEST_ID_PATTERN = /^[\w.-]{8,64}$/;
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

/** The caller's X-Request-Id when it looks like one (a proxy's), else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/**
 * One access-log line per request: method, path, status and time only; no
 * query strings, bodies, cookies or addresses (personal data), and a signed
 * link's token replaced by its route pattern.
 */
export function logRequest(
  logger: Logger,
  entry: { requestId: string; method: string | undefined; path: string; status: number; started: bigint },
) {
  const { requestId, method, path, status, started } = entry;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const level = QUIET_PATHS.has(path) || path.startsWith("/assets/") ? "debug" : "info";
  logger[level]({ requestId, method, path: loggedPath(path), status, ms: Math.round(ms * 10) / 10 }, "request");
}
