// The short report on the terminal, and the same figures as JSON in
// test-results/security/summary.json.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { OUT_DIR } from "./config.ts";
import type { ProxyTally } from "./counting-proxy.ts";
import type { SortedFindings } from "./findings.ts";
import type { ProbeResult } from "./probes.ts";
import type { SqlmapResult } from "./sqlmap.ts";
import type { WapitiResult } from "./wapiti.ts";

export interface ScanReport {
  site: string;
  pagesRead: number;
  probes: { results: ProbeResult[]; seconds: number };
  sqlmap: { targets: number; results: SqlmapResult[]; seconds: number; traffic: ProxyTally };
  wapiti: { results: WapitiResult[]; seconds: number; traffic: ProxyTally } | null;
  findings: SortedFindings;
  /** The scan itself went wrong (a refused sample request, a tool that crashed): it proves nothing. */
  errors: string[];
  seconds: number;
}

const statuses = (byStatus: Map<number, number>) =>
  [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}:${n}`)
    .join(" ");

const seconds = (s: number) => `${s.toFixed(1)} s`;

/** "GET /estimate?a&b&c&d&e&f&g (also /x)" → "GET /estimate?a&b&c&d&… (7 names) (also /x)". */
const shortName = (name: string) =>
  name.replace(/\?([^ ]+)/, (_, query: string) => {
    const names = query.split("&");
    return names.length > 5 ? `?${names.slice(0, 4).join("&")}&… (${names.length} names)` : `?${query}`;
  });

export function printSummary(report: ScanReport): void {
  const { sqlmap, wapiti, findings } = report;
  const sqlmapFindings = findings.failures.filter((f) => f.tool === "sqlmap").length;
  console.log(`\nSecurity scan of ${report.site}, ${report.pagesRead} pages read to find the inputs`);
  console.log(`probes: ${report.probes.results.length} abuse probes, ${seconds(report.probes.seconds)}`);
  for (const probe of report.probes.results) {
    const outcome = probe.skipped ? `skipped: ${probe.skipped}` : probe.problems.length > 0 ? "FAILED" : "ok";
    console.log(`  ${probe.name}: ${outcome}`);
  }
  console.log(
    `sqlmap: ${sqlmap.targets} targets (${sqlmap.results.length} runs), ${sqlmap.traffic.requests} requests, ` +
      `${sqlmapFindings} findings, ${seconds(sqlmap.seconds)}`,
  );
  for (const r of sqlmap.results) {
    const params = r.target.params.length > 0 ? r.target.params.join(",") : "path";
    console.log(
      `  ${shortName(r.target.name).padEnd(52)} ${String(r.requests).padStart(5)} req ${seconds(r.seconds).padStart(7)}  [${params}]  ${statuses(r.byStatus)}`,
    );
  }
  if (wapiti) {
    const wapitiFindings = findings.failures.filter((f) => f.tool === "wapiti").length;
    console.log(
      `wapiti: ${wapiti.results.length} passes, ${wapiti.traffic.requests} requests, ${wapitiFindings} findings, ` +
        `${seconds(wapiti.seconds)}  (answers ${statuses(wapiti.traffic.byStatus)})`,
    );
    for (const r of wapiti.results) {
      const cut =
        r.cutShort.length > 0
          ? `; stopped by the time limit: ${r.cutShort.map((c) => `${c.module} (after ${c.reached} of ${r.resources})`).join(", ")}`
          : "; every module finished";
      console.log(
        `  ${r.pass.name}: ${r.pass.startUrls.length} start pages, ${r.resources} URLs and forms attacked, ${seconds(r.seconds)}${cut}`,
      );
      for (const url of r.pass.startUrls) console.log(`    ${url}`);
    }
  }
  for (const { finding, reason } of findings.allowed) {
    console.log(`allowed: ${finding.tool} ${finding.kind} "${finding.detail}" at ${finding.where}\n  why: ${reason}`);
  }
  for (const f of findings.failures) console.log(`FINDING: ${f.tool} ${f.kind} at ${f.where}: ${f.detail}`);
  for (const error of report.errors) console.log(`ERROR: ${error}`);
  const failed = findings.failures.length + report.errors.length > 0;
  console.log(
    `security scan ${failed ? "FAILED" : "passed"}: ${findings.failures.length} findings, ${report.errors.length} errors, ` +
      `${findings.allowed.length} allowed, ${seconds(report.seconds)} (reports in ${path.relative(process.cwd(), OUT_DIR)})`,
  );
}

export function writeSummary(report: ScanReport): void {
  const tally = (t: ProxyTally) => ({
    requests: t.requests,
    byStatus: Object.fromEntries(t.byStatus),
    serverErrors: t.serverErrors,
  });
  const json = {
    site: report.site,
    seconds: report.seconds,
    probes: report.probes,
    sqlmap: {
      seconds: report.sqlmap.seconds,
      ...tally(report.sqlmap.traffic),
      targets: report.sqlmap.results.map((r) => ({
        name: r.target.name,
        route: r.target.routeId,
        url: r.target.url,
        params: r.target.params,
        requests: r.requests,
        byStatus: Object.fromEntries(r.byStatus),
        seconds: r.seconds,
        error: r.error,
      })),
    },
    wapiti: report.wapiti && {
      seconds: report.wapiti.seconds,
      ...tally(report.wapiti.traffic),
      passes: report.wapiti.results.map((r) => ({
        name: r.pass.name,
        startUrls: r.pass.startUrls,
        resources: r.resources,
        cutShort: r.cutShort,
        seconds: r.seconds,
        error: r.error,
      })),
    },
    findings: report.findings.failures,
    allowed: report.findings.allowed,
    errors: report.errors,
  };
  writeFileSync(path.join(OUT_DIR, "summary.json"), `${JSON.stringify(json, null, 2)}\n`);
}
