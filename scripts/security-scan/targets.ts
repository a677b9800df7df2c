// What sqlmap scans: one request that the site accepts, and the parameters
// in it to replace with payloads.

export interface ScanTarget {
  /** Short label for the report, e.g. "POST /contact (form)". */
  name: string;
  /** The route that answers (app/routes.ts id). */
  routeId: string;
  method: "GET" | "POST";
  /** The URL sqlmap requests; a `*` after a path segment marks a path parameter to inject into. */
  url: string;
  body?: string;
  /** Parameters sqlmap replaces (query or body names, "user-agent"); none: the `*` markers. */
  params: string[];
  /**
   * The status the unchanged request gets ("2xx": below 400, redirects included; "not-5xx": a made-up path
   * that may answer 404); checked first, so payloads are known to reach the code behind it.
   */
  expectedStatus: "2xx" | "not-5xx" | number;
}

export const MARKER = "*";

/** The request as the site sees it without payloads (markers removed). */
export function baseRequest(target: ScanTarget): { url: string; init: RequestInit } {
  const json = target.body?.startsWith("{") ?? false;
  return {
    url: target.url.replaceAll(MARKER, ""),
    init: {
      method: target.method,
      body: target.body,
      headers: target.body
        ? { "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded" }
        : undefined,
      redirect: "manual",
    },
  };
}

export function statusMatches(status: number, expected: ScanTarget["expectedStatus"]): boolean {
  if (expected === "2xx") return status >= 200 && status < 400;
  if (expected === "not-5xx") return status < 500;
  return status === expected;
}

/**
 * The URL of a page route's data (React Router's single fetch: `/contact.data`,
 * `/_.data` for the home page): the answer of its loader or action alone, without
 * the page around it, which sqlmap compares many times faster. Resource routes
 * (/api, files such as /pool-plans/x.svg) answer at their own URL.
 */
export function dataUrl(url: URL): string {
  const copy = new URL(url);
  const plainPath = copy.pathname.replaceAll(MARKER, "");
  if (plainPath.startsWith("/api/") || /\.\w+$/.test(plainPath)) return copy.href;
  const path = copy.pathname.replace(/\/$/, "");
  copy.pathname = path === "" ? "/_.data" : `${path}.data`;
  return copy.href;
}

/**
 * The target as several sqlmap runs of at most `size` parameters each: sqlmap tests one parameter after another,
 * so a form of 16 fields would otherwise keep one process busy while the others have finished.
 */
export function splitByParameters(target: ScanTarget, size: number): ScanTarget[] {
  if (target.params.length <= size) return [target];
  const parts = Math.ceil(target.params.length / size);
  return Array.from({ length: parts }, (_, i) => ({
    ...target,
    name: `${target.name} ${i + 1}/${parts}`,
    params: target.params.slice(i * size, (i + 1) * size),
  }));
}
