// One sqlmap run against one target, and what it found: the injection points
// it reports, the requests it sent (from its traffic log) and errors.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SQLMAP_OPTIONS, SQLMAP_TARGET_TIMEOUT_MS } from "./config.ts";
import type { Finding } from "./findings.ts";
import type { ScanTarget } from "./targets.ts";
import { runTool } from "./tool-process.ts";

export interface SqlmapResult {
  target: ScanTarget;
  findings: Finding[];
  requests: number;
  /** Answers by status, from sqlmap's traffic log. */
  byStatus: Map<number, number>;
  seconds: number;
  /** Why the run says nothing (crashed, timed out, could not reach the site). */
  error: string | null;
}

function sqlmapArgs(target: ScanTarget, proxyUrl: string, dir: string): string[] {
  const args = [
    ...SQLMAP_OPTIONS,
    `--url=${target.url}`,
    `--proxy=${proxyUrl}`,
    `--output-dir=${path.join(dir, "output")}`,
    "-t",
    path.join(dir, "traffic.log"),
  ];
  if (target.body !== undefined) args.push(`--data=${target.body}`);
  else if (target.method === "POST") args.push("--method=POST");
  if (target.params.length > 0) args.push("-p", target.params.join(","));
  return args;
}

/** "Parameter: message (POST)" lines of the block sqlmap prints after "identified the following injection point(s)". */
function injectionPoints(log: string, target: ScanTarget): Finding[] {
  const findings: Finding[] = [];
  for (const block of log.matchAll(/identified the following injection point\(s\)[^\n]*\n---\n([\s\S]*?)\n---/g)) {
    const text = block[1] ?? "";
    for (const [, parameter = "", place = ""] of text.matchAll(/^Parameter: (.+) \(([^)]+)\)$/gm)) {
      const types = [...text.matchAll(/^\s+Type: (.+)$/gm)].map(([, type]) => type).join(", ");
      findings.push({
        tool: "sqlmap",
        kind: "SQL injection",
        where: `${target.name}: ${place} parameter ${parameter}`,
        detail: types || "injectable",
      });
    }
  }
  return findings;
}

function readTraffic(file: string): { requests: number; byStatus: Map<number, number> } {
  // No traffic log: sqlmap stopped before its first request.
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const byStatus = new Map<number, number>();
  for (const [, status] of text.matchAll(/^HTTP response \[#\d+\] \((\d{3})/gm)) {
    byStatus.set(Number(status), (byStatus.get(Number(status)) ?? 0) + 1);
  }
  return { requests: (text.match(/^HTTP request \[#\d+\]/gm) ?? []).length, byStatus };
}

export async function scanWithSqlmap(target: ScanTarget, proxyUrl: string, dir: string): Promise<SqlmapResult> {
  mkdirSync(dir, { recursive: true });
  const logFile = path.join(dir, "sqlmap.log");
  const run = await runTool("sqlmap", sqlmapArgs(target, proxyUrl, dir), logFile, SQLMAP_TARGET_TIMEOUT_MS);
  const log = readFileSync(logFile, "utf8");
  const findings = injectionPoints(log, target);
  // A run ends with injection points or with this verdict; anything else (the site unreachable, an answer sqlmap
  // could not read) means the target was not tested. sqlmap then only logs an error and exits with 0.
  const clean = /all tested parameters do not appear to be injectable/.test(log);
  const lastComplaint = [...log.matchAll(/\[(?:ERROR|CRITICAL)\] (.+)/g)].at(-1)?.[1];
  let error: string | null = null;
  if (run.timedOut) error = `stopped after ${SQLMAP_TARGET_TIMEOUT_MS / 1000} s`;
  else if (run.exitCode !== 0) error = `sqlmap exited with ${run.exitCode}${lastComplaint ? `: ${lastComplaint}` : ""}`;
  else if (!clean && findings.length === 0) error = lastComplaint ?? "sqlmap ended without a verdict";
  return {
    target,
    findings,
    ...readTraffic(path.join(dir, "traffic.log")),
    seconds: run.seconds,
    error,
  };
}
