// What the tools report, and the short list of reports that are known to be
// wrong for this site. Every entry matches one exact report and says why it is
// not a weakness; a whole module or category is never ignored.

export interface Finding {
  tool: "sqlmap" | "wapiti" | "server" | "probe";
  /** sqlmap: "SQL injection"; wapiti: its category ("Cross Site Scripting", "HTTP Secure Headers" ...); probe: "abuse". */
  kind: string;
  /** Method, path and parameter. */
  where: string;
  /** The tool's own words. */
  detail: string;
}

interface AllowedFinding {
  tool: Finding["tool"];
  kind: string;
  detail: RegExp;
  reason: string;
}

export const ALLOWED_FINDINGS: AllowedFinding[] = [
  {
    tool: "wapiti",
    kind: "HTTP Secure Headers",
    detail: /^X-XSS-Protection is not set$/,
    reason:
      "The site sends `X-XSS-Protection: 0` on purpose (helmet's default, OWASP's advice): the browser filter it " +
      "switched on is gone from current browsers, and where it remained it could be abused to switch off a page's " +
      "own scripts or to leak data across sites; the Content-Security-Policy with a nonce protects instead. " +
      "Wapiti 3.0.4 only accepts the old value 1.",
  },
];

export interface SortedFindings {
  failures: Finding[];
  allowed: { finding: Finding; reason: string }[];
}

export function sortFindings(findings: Finding[]): SortedFindings {
  const sorted: SortedFindings = { failures: [], allowed: [] };
  for (const finding of findings) {
    const entry = ALLOWED_FINDINGS.find(
      (a) => a.tool === finding.tool && a.kind === finding.kind && a.detail.test(finding.detail),
    );
    if (entry) sorted.allowed.push({ finding, reason: entry.reason });
    else sorted.failures.push(finding);
  }
  return sorted;
}
