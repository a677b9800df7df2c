// One wapiti pass over the site from a set of start pages, and what its JSON
// report says: vulnerabilities and anomalies (5xx, time-outs) alike.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { WAPITI_MODULES, WAPITI_OPTIONS, WAPITI_TIMEOUT_MS } from "./config.ts";
import type { Finding } from "./findings.ts";
import { runTool } from "./tool-process.ts";

export interface WapitiPass {
  /** "forms" or "query strings". */
  name: string;
  startUrls: string[];
}

export interface WapitiResult {
  pass: WapitiPass;
  findings: Finding[];
  /** URLs and forms wapiti found and attacked. */
  resources: number;
  /** Modules stopped by the time limit, with how many of the URLs and forms they had started on. */
  cutShort: { module: string; reached: number }[];
  seconds: number;
  error: string | null;
}

interface ReportItem {
  method?: string;
  path?: string;
  info?: string;
  parameter?: string;
}

interface Report {
  vulnerabilities?: Record<string, ReportItem[]>;
  anomalies?: Record<string, ReportItem[]>;
}

function reportFindings(report: Report): Finding[] {
  const sections = [report.vulnerabilities ?? {}, report.anomalies ?? {}];
  return sections.flatMap((section) =>
    Object.entries(section).flatMap(([kind, items]) =>
      items.map((item) => ({
        tool: "wapiti" as const,
        kind,
        where:
          `${item.method ?? ""} ${item.path ?? ""}${item.parameter ? ` (parameter ${item.parameter})` : ""}`.trim(),
        detail: item.info ?? "",
      })),
    ),
  );
}

/** Each module's part of the log starts with "Launching module x"; it prints "[+] <request>" as it starts on each one. */
function cutShortModules(log: string): { module: string; reached: number }[] {
  return log
    .split(/\[\*\] Launching module /)
    .slice(1)
    .filter((part) => part.includes("Max attack time was reached"))
    .map((part) => ({ module: part.split(/\s/)[0] ?? "", reached: (part.match(/^\[\+\] /gm) ?? []).length }));
}

export async function scanWithWapiti(
  siteUrl: string,
  pass: WapitiPass,
  proxyUrl: string,
  dir: string,
): Promise<WapitiResult> {
  mkdirSync(dir, { recursive: true });
  const reportFile = path.join(dir, "report.json");
  const logFile = path.join(dir, "wapiti.log");
  const args = [
    `--url=${siteUrl}/`,
    `--module=${WAPITI_MODULES.join(",")}`,
    ...WAPITI_OPTIONS,
    `--proxy=${proxyUrl}`,
    `--store-session=${path.join(dir, "session")}`,
    `--store-config=${path.join(dir, "config")}`,
    "--format=json",
    `--output=${reportFile}`,
    ...pass.startUrls.flatMap((url) => ["--start", url]),
  ];
  // A fixed hash seed: wapiti picks "the first link" of a page from a Python set, the same one every run.
  const run = await runTool("wapiti", args, logFile, WAPITI_TIMEOUT_MS, { PYTHONHASHSEED: "0" });
  const log = readFileSync(logFile, "utf8");
  const result: WapitiResult = {
    pass,
    findings: [],
    resources: Number(log.match(/Wapiti found (\d+) URLs and forms/)?.[1] ?? 0),
    cutShort: cutShortModules(log),
    seconds: run.seconds,
    error: null,
  };
  // A module that crashed prints a Python traceback and wapiti carries on: its inputs were not attacked.
  const crash = log.match(/^Traceback[\s\S]*?^(\w+(?:Error|Exception)[^\n]*)/m)?.[1];
  if (run.timedOut) result.error = `stopped after ${WAPITI_TIMEOUT_MS / 1000} s`;
  else if (run.exitCode !== 0 || !existsSync(reportFile)) {
    result.error = `wapiti exited with ${run.exitCode}: ${log.trim().split("\n").slice(-3).join(" | ")}`;
  } else if (crash) result.error = `a module crashed: ${crash}`;
  else if (result.resources < pass.startUrls.length) {
    // It could not read the pages (as with Brotli before): it would attack nothing and report nothing.
    result.error = `found ${result.resources} URLs and forms from ${pass.startUrls.length} start pages: it cannot read the site`;
  }
  if (existsSync(reportFile)) result.findings = reportFindings(JSON.parse(readFileSync(reportFile, "utf8")) as Report);
  return result;
}
