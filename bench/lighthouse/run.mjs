#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on the key public pages as a first-time visitor meets them: every run
// starts a new Chromium with a new, empty profile (no HTTP cache, no code cache, no storage), LH_RUNS times per
// page (default 5). Prints each page's median run (Lighthouse's own choice: the run nearest the median first
// paint and time to interactive): the four category scores, LCP, CLS, TBT, the spread over all runs, and
// Lighthouse's benchmarkIndex of the machine for those runs (its CPU speed: figures from machines or moments with a
// different index are not comparable). Then the targets (bench/RESULTS.md), page by page, and for a page that misses the TBT
// target, the main-thread work that took the time.
//
//   npm run build && npm run bench:lighthouse                  # starts the built server itself
//   BASE_URL=http://127.0.0.1:3000 npm run bench:lighthouse    # or measure a running server
//   PAGES=/,/pools npm run bench:lighthouse                    # a subset
//   LH_RUNS=3 npm run bench:lighthouse                         # fewer runs per page
//   LH_REPORT_DIR=/tmp/lh npm run bench:lighthouse             # also keep each page's full report (median run)
//   RESPONSE_CACHE_MS=0 npm run bench:lighthouse               # the server with its response cache off
//   BASELINE_URL=http://127.0.0.1:4601 npm run bench:lighthouse # also a baseline server (another build, e.g. a
//                                                                 # worktree of the last release), run by run in turn
//
// The machine's speed drifts by a factor of two within minutes, so a change is judged against a baseline measured
// in the same run: with BASELINE_URL every run of a page on this build is followed by one on the baseline, and the
// baseline's medians are printed beside this build's (marked "baseline", not held to the targets).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS } from "../../playwright.config.ts";
import { benchmarkServer } from "../support/production-server.mjs";
import { KEY_PAGES, MORE_PAGES, pagesToMeasure } from "./pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const pages = pagesToMeasure([...KEY_PAGES, ...MORE_PAGES]);
const RUNS = Number(process.env.LH_RUNS ?? 5);
/** The page-speed targets (bench/RESULTS.md) on the CI machine class (2 shared cores), for the median of the runs. */
const TARGETS = { performance: 0.95, otherCategories: 1, lcpSeconds: 2, cls: 0, tbtMs: 200 };
// The browser tests' Chromium flags; chrome-launcher, unlike Playwright, needs headless asked for.
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

/**
 * One Lighthouse run in a browser started for it alone: chrome-launcher gives every launch a new temporary
 * profile, so nothing from an earlier run (cache, compiled code, storage) helps this one. A busy machine sometimes
 * loses the trace (NO_NAVSTART): measure again rather than report nothing.
 */
async function measure(url) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      if (!lhr.runtimeError) return lhr;
      if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.code} three times`);
      console.warn(`${url}: ${lhr.runtimeError.code}, measuring again`);
    } finally {
      await chrome.kill();
    }
  }
}

/** What the median run of a page misses of the targets. */
function missedTargets(row) {
  const missed = [];
  if (row.performance < TARGETS.performance) missed.push(`performance ${row.performance}`);
  for (const category of ["accessibility", "best-practices", "seo"]) {
    if (row[category] < TARGETS.otherCategories) missed.push(`${category} ${row[category]}`);
  }
  if (row["LCP s"] > TARGETS.lcpSeconds) missed.push(`LCP ${row["LCP s"]} s`);
  if (row.CLS > TARGETS.cls) missed.push(`CLS ${row.CLS}`);
  if (row["TBT ms"] > TARGETS.tbtMs) missed.push(`TBT ${row["TBT ms"]} ms`);
  return missed;
}

/** The main-thread work of a run by kind (Lighthouse's mainthread-work-breakdown), largest first, in ms. */
function mainThreadWork(lhr) {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  return items
    .filter((item) => item.duration >= 20)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)}`)
    .join(", ");
}

/** The scripts that kept the main thread busiest (Lighthouse's bootup-time), in ms of script evaluation. */
function busiestScripts(lhr) {
  const items = lhr.audits["bootup-time"]?.details?.items ?? [];
  return items
    .slice(0, 4)
    .map((item) => `${item.url.replace(/^https?:\/\/[^/]+/, "")} ${Math.round(item.scripting)}`)
    .join(", ");
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const server = await benchmarkServer({ root, port: 4400, name: "bench-lighthouse" });
const baselineUrl = process.env.BASELINE_URL?.replace(/\/+$/, "");
const rows = [];
const details = [];

/** One page's row of the table (its median run and the spread of all runs), and that median run. */
function summarise(page, runs) {
  const medianRun = computeMedianRun(runs);
  const spread = (values) => `${Math.min(...values)}-${Math.max(...values)}`;
  const { categories, audits } = medianRun;
  if (process.env.LH_REPORT_DIR) {
    mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
    const name = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    writeFileSync(path.join(process.env.LH_REPORT_DIR, `${name}.json`), JSON.stringify(medianRun));
  }
  const row = {
    page,
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    "best-practices": categories["best-practices"].score,
    seo: categories.seo.score,
    "LCP s": Number((audits["largest-contentful-paint"].numericValue / 1000).toFixed(2)),
    CLS: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    "TBT ms": Math.round(audits["total-blocking-time"].numericValue),
    "performance, all runs": spread(runs.map((r) => r.categories.performance.score)),
    "TBT ms, all runs": spread(runs.map((r) => Math.round(r.audits["total-blocking-time"].numericValue))),
    benchmarkIndex: Math.round(median(runs.map((r) => r.environment.benchmarkIndex))),
  };
  return { row, medianRun };
}

try {
  for (const page of pages) {
    // The server's response cache is filled once, as it would be by earlier visitors (RESPONSE_CACHE_MS=0: off).
    await fetch(server.baseUrl + page);
    if (baselineUrl) await fetch(baselineUrl + page);
    const runs = [];
    const baselineRuns = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await measure(server.baseUrl + page));
      if (baselineUrl) baselineRuns.push(await measure(baselineUrl + page));
    }
    const { row, medianRun } = summarise(page, runs);
    rows.push(row);
    details.push({ page, work: mainThreadWork(medianRun), scripts: busiestScripts(medianRun) });
    if (baselineUrl) rows.push(summarise(`${page} (baseline)`, baselineRuns).row);
  }
} finally {
  await server.stop();
}
console.log(
  `Lighthouse mobile, simulated throttling, a new browser profile for every run: ` +
    `the median of ${RUNS} runs per page`,
);
console.table(rows);
console.log(
  `benchmarkIndex (median per page): ${rows.map((r) => r.benchmarkIndex).join(", ")}; ` +
    `Lighthouse calls 125+ a mid-tier phone and 1000+ a desktop-class machine`,
);
console.log(
  `targets: performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO ${TARGETS.otherCategories}, ` +
    `LCP ≤ ${TARGETS.lcpSeconds} s, CLS ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms`,
);
for (const row of rows.filter((r) => !r.page.endsWith("(baseline)"))) {
  const missed = missedTargets(row);
  console.log(`${row.page}: ${missed.length ? `NOT met (${missed.join(", ")})` : "met"}`);
  if (missed.length) {
    const detail = details.find((d) => d.page === row.page);
    console.log(`  main-thread work (ms, Lighthouse's simulated 4x slowdown included): ${detail.work}`);
    console.log(`  script evaluation by file (ms, 4x included): ${detail.scripts}`);
  }
}
const out = path.join(root, "bench", "results");
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, "lighthouse.json"), JSON.stringify(rows, null, 2));
