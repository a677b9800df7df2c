// Settings of `npm run security:scan`: where it writes, how hard each tool
// tries, and the server settings it scans with. The defaults keep the whole
// scan under 4 minutes on a 2-core CI machine; the SECURITY_SCAN_* variables
// make it deeper (and slower) outside CI.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HONEYPOT_FIELD } from "../../app/lib/leads/lead-form-fields.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const OUT_DIR = path.join(ROOT, "test-results", "security");

/** The port of the server the scan starts itself (not used with BASE_URL). */
export const SCAN_PORT = Number(process.env.SECURITY_SCAN_PORT ?? 4890);
/** sqlmap processes run side by side (each scans one target, or up to 6 of its parameters). */
export const SQLMAP_JOBS = Number(process.env.SECURITY_SCAN_JOBS ?? 2);
export const SQLMAP_PARAMETERS_PER_RUN = 6;
/**
 * sqlmap's --level: 1 sends about 30 requests per parameter (all inputs in under 2 minutes here); level 2 sends
 * four times as many and takes 10 minutes, over the CI budget. Raise it for a deeper scan outside CI.
 */
export const SQLMAP_LEVEL = Number(process.env.SECURITY_SCAN_SQLMAP_LEVEL ?? 1);
/** A target that takes longer is stopped and counted as an error (a hung tool must not hang CI). */
export const SQLMAP_TARGET_TIMEOUT_MS = 300_000 * SQLMAP_LEVEL;
/**
 * Seconds each wapiti module may attack per pass (0: no limit). Uncapped, its xss, file and exec modules take
 * 2.5, 1.5 and 0.5 minutes over the pages below, and blindsql (218 payloads for a dozen databases per
 * parameter) over 10 minutes: far over the CI budget. Capped, each covers the inputs it reaches in time (the
 * report names the modules that were cut short); SECURITY_SCAN_WAPITI_MODULE_SECONDS=0 runs them all in full.
 */
export const WAPITI_MODULE_SECONDS = Number(process.env.SECURITY_SCAN_WAPITI_MODULE_SECONDS ?? 10);

/**
 * Settings of the server the scan starts: all of them documented production
 * settings (README, server/env.ts), none made for the scan.
 * - PUBLIC_SITE_URL https: the site as deployed behind TLS (HSTS on, Secure
 *   cookies); the scanners talk plain HTTP to it as the TLS proxy would.
 * - TRUST_PROXY=loopback: the scanners reach it through a local proxy, and
 *   sqlmap's `xforwardedfor` tamper gives each payload its own client address,
 *   so the sign-in lockout of a guessing address does not
 *   turn every later payload into the same 429 page.
 * - LEAD_RATE_LIMIT_PER_HOUR: wapiti posts the lead forms hundreds of times
 *   from one address; with the default 10 an hour, all but the first ten
 *   would stop at the rate limit before the code under test.
 * - LOG_LEVEL=warn: no access-log line for each of the ~7,000 requests; the
 *   warnings and errors are kept (test-results/security/server.log).
 */
export function scanServerEnv(port: number): Record<string, string> {
  return {
    PUBLIC_SITE_URL: `https://127.0.0.1:${port}`,
    TRUST_PROXY: "loopback",
    LEAD_RATE_LIMIT_PER_HOUR: "1000000",
    LOG_LEVEL: "warn",
  };
}

/** sqlmap options shared by every target (the target's URL, data and parameters come on top). */
export const SQLMAP_OPTIONS = [
  "--batch",
  "--flush-session",
  "--disable-coloring",
  // The site runs on PostgreSQL (embedded PGlite here): payloads for other databases cannot apply.
  "--dbms=PostgreSQL",
  `--level=${SQLMAP_LEVEL}`,
  "--risk=1",
  // Boolean-based blind, error-based, stacked queries and time-based blind. Not UNION: on answers that echo the
  // input (the estimate page's prefill, a form shown again with its errors) its column guessing misreads the echo
  // and tries up to thousands of column combinations (one parameter: 14 requests in one run, 1,600 in the next);
  // and any injection a UNION query could read through also answers the boolean and time-based tests.
  "--technique=BEST",
  "--timeout=20",
  "--retries=1",
  "--tamper=xforwardedfor",
  // A failed sign-in (401) and a made-up path (404) are pages to compare like any other, not reasons to stop.
  "--ignore-code=401,404",
];

export const WAPITI_MODULES = [
  "sql",
  "blindsql",
  "xss",
  "exec",
  "file",
  "crlf",
  "redirect",
  "http_headers",
  "csp",
  "cookieflags",
  "methods",
];

export const WAPITI_OPTIONS = [
  "--scope",
  "folder",
  // The start pages and the forms and first link on each.
  "--depth",
  "1",
  "--max-links-per-page",
  "1",
  // Links that differ only in their values (/estimate?poolId=1, 2, 3 ...) are attacked once per pattern.
  "--scan-force",
  "paranoid",
  // "/?index" is the home form's address (React Router's index marker), not a page of its own to attack.
  "--remove",
  "index",
  "--timeout",
  "10",
  ...(WAPITI_MODULE_SECONDS > 0 ? ["--max-attack-time", String(WAPITI_MODULE_SECONDS)] : []),
  // Uncompressed: less work for the server. (Debian's wapiti 3.0.4 asks for Brotli by default but cannot decode
  // it: it would see every page as binary and find no link.)
  "--header",
  "Accept-Encoding: identity",
  // The honeypot is only checked for being empty (app/services/leads/lead-intake.server.ts): a changed value files the post
  // as spam and reaches no query or page, so wapiti's time goes to the other fields. (sqlmap, cheaper, still tries it.)
  "--skip",
  HONEYPOT_FIELD,
  "--flush-session",
  "--no-bugreport",
  "--verbose",
  "1",
];

/** A wapiti pass is stopped after this (a hung tool must not hang CI; a busy machine only makes it slower). */
export const WAPITI_TIMEOUT_MS =
  WAPITI_MODULE_SECONDS > 0 ? (WAPITI_MODULES.length * WAPITI_MODULE_SECONDS + 300) * 2000 : 3 * 60 * 60 * 1000;
