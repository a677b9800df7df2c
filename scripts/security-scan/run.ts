// npm run security:scan: abuse probes (probes.ts: what an anonymous client can do cheaply), Debian's sqlmap
// against every input of the site and
// wapiti (SQL, blind SQL, XSS, command execution, file, CRLF, open redirect,
// headers, CSP, cookie flags, methods) over its pages, through a counting
// proxy. Exits 1 on any finding that is not on the explained allow-list
// (findings.ts), on any 5xx answer, and when the scan itself went wrong.
//
//   npm run security:scan                                   # starts build/ itself (npm run build first)
//   BASE_URL=http://127.0.0.1:3000 npm run security:scan    # a running server (its rate limits apply)
//   SECURITY_SCAN_TOOLS=sqlmap npm run security:scan        # some tools only (probes, sqlmap, wapiti)
//   SECURITY_SCAN_PORT=4890 SECURITY_SCAN_JOBS=2            # port of the started server, sqlmap processes at once
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { OUT_DIR, SQLMAP_JOBS, SQLMAP_PARAMETERS_PER_RUN } from "./config.ts";
import { type CountingProxy, startCountingProxy } from "./counting-proxy.ts";
import { discover } from "./discover.ts";
import { type Finding, sortFindings } from "./findings.ts";
import { type ProbeResult, runProbes } from "./probes.ts";
import { openSite } from "./site.ts";
import { type SqlmapResult, scanWithSqlmap } from "./sqlmap.ts";
import { printSummary, writeSummary } from "./summary.ts";
import { type ScanTarget, baseRequest, splitByParameters, statusMatches } from "./targets.ts";
import { type WapitiPass, scanWithWapiti } from "./wapiti.ts";

const tools = new Set((process.env.SECURITY_SCAN_TOOLS ?? "probes,sqlmap,wapiti").split(","));
const unknownTools = [...tools].filter((tool) => !["probes", "sqlmap", "wapiti"].includes(tool));

/** The unchanged request of each target must be accepted, or its payloads would stop at validation. */
async function checkBaseRequests(targets: ScanTarget[]): Promise<string[]> {
  const errors: string[] = [];
  for (const target of targets) {
    const { url, init } = baseRequest(target);
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (!statusMatches(response.status, target.expectedStatus)) {
      errors.push(
        `${target.name}: the unchanged request answered ${response.status} (expected ${target.expectedStatus}); ` +
          "fix its sample values (sample-values.ts, api-targets.ts) so payloads reach the code behind validation",
      );
    }
  }
  return errors;
}

async function runSqlmap(allTargets: ScanTarget[], proxy: CountingProxy) {
  const started = performance.now();
  const results: SqlmapResult[] = [];
  const targets = allTargets.flatMap((target) => splitByParameters(target, SQLMAP_PARAMETERS_PER_RUN));
  // The longest first, so that the parallel runs end together.
  const queue = [...targets].sort((a, b) => b.params.length - a.params.length);
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      const dir = path.join(OUT_DIR, "sqlmap", `${targets.indexOf(target) + 1}`.padStart(2, "0"));
      results.push(await scanWithSqlmap(target, proxy.url, dir));
    }
  };
  await Promise.all(Array.from({ length: SQLMAP_JOBS }, worker));
  results.sort((a, b) => targets.indexOf(a.target) - targets.indexOf(b.target));
  return { targets: allTargets.length, results, seconds: (performance.now() - started) / 1000, traffic: proxy.tally };
}

/** Both wapiti passes side by side (they share the header checks: the same finding twice counts once). */
async function runWapiti(siteUrl: string, passes: WapitiPass[], proxy: CountingProxy) {
  const started = performance.now();
  const results = await Promise.all(
    passes.map((pass) =>
      scanWithWapiti(siteUrl, pass, proxy.url, path.join(OUT_DIR, "wapiti", pass.name.replaceAll(" ", "-"))),
    ),
  );
  return { results, seconds: (performance.now() - started) / 1000, traffic: proxy.tally };
}

const unique = (findings: Finding[]) => [...new Map(findings.map((f) => [JSON.stringify(f), f])).values()];

function probeFindings(results: ProbeResult[]): Finding[] {
  return results.flatMap((probe) =>
    probe.problems.map((problem) => ({ tool: "probe" as const, kind: "abuse", where: probe.name, detail: problem })),
  );
}

function serverErrorFindings(tool: string, proxy: CountingProxy): Finding[] {
  return proxy.tally.serverErrors.map((e) => ({
    tool: "server" as const,
    kind: "5xx answer",
    where: `${e.method} ${e.path} (during the ${tool} scan)`,
    detail: `answered ${e.status}`,
  }));
}

async function main(): Promise<number> {
  if (unknownTools.length > 0) throw new Error(`SECURITY_SCAN_TOOLS: unknown ${unknownTools.join(", ")}`);
  const started = performance.now();
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const site = await openSite();
  const proxies: CountingProxy[] = [];
  try {
    console.log(`Scanning ${site.description}`);
    const discovery = await discover(site.url);
    console.log(`${discovery.targets.length} targets take input:`);
    for (const t of discovery.targets) console.log(`  ${t.method} ${t.url}${t.body ? `  ${t.body}` : ""}`);

    const errors = await checkBaseRequests(discovery.targets);

    // Before the scanners, on a site no attack has touched yet.
    const probesStarted = performance.now();
    const probeResults = tools.has("probes")
      ? await runProbes({ url: site.url, admin: site.admin, landingSlug: discovery.landingSlug })
      : [];
    const probes = { results: probeResults, seconds: (performance.now() - probesStarted) / 1000 };

    const sqlmapProxy = await startCountingProxy(site.url);
    const wapitiProxy = await startCountingProxy(site.url);
    proxies.push(sqlmapProxy, wapitiProxy);
    const [sqlmap, wapiti] = await Promise.all([
      tools.has("sqlmap")
        ? runSqlmap(discovery.targets, sqlmapProxy)
        : { targets: 0, results: [], seconds: 0, traffic: sqlmapProxy.tally },
      tools.has("wapiti") ? runWapiti(site.url, [discovery.wapiti.forms, discovery.wapiti.queries], wapitiProxy) : null,
    ]);

    const findings = sortFindings(
      unique([
        ...probeFindings(probeResults),
        ...sqlmap.results.flatMap((r) => r.findings),
        ...(wapiti?.results.flatMap((r) => r.findings) ?? []),
        ...serverErrorFindings("sqlmap", sqlmapProxy),
        ...serverErrorFindings("wapiti", wapitiProxy),
      ]),
    );
    for (const r of sqlmap.results) if (r.error) errors.push(`sqlmap on ${r.target.name}: ${r.error}`);
    for (const r of wapiti?.results ?? []) if (r.error) errors.push(`wapiti (${r.pass.name}): ${r.error}`);

    const report = {
      site: site.description,
      pagesRead: discovery.pagesRead,
      probes,
      sqlmap,
      wapiti,
      findings,
      errors,
      seconds: (performance.now() - started) / 1000,
    };
    writeSummary(report);
    printSummary(report);
    return findings.failures.length + errors.length > 0 ? 1 : 0;
  } finally {
    for (const proxy of proxies) await proxy.stop();
    await site.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`security scan could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
