#!/usr/bin/env node
// Total blocking time measured rather than simulated: each page loads in Chromium with its CPU slowed 4 times
// (DevTools throttling, as Lighthouse's mobile profile assumes) and a performance trace; every main-thread task
// after the first contentful paint that runs over 50 ms adds its excess. Lighthouse's simulated throttling
// multiplies the tasks of an unthrottled run instead, so on a shared machine any pause shows up 4 times larger.
// Prints, per page, the tasks over 50 ms and the blocking time (the median of RUNS loads, default 5). Every load
// starts a new browser with a new, empty profile, as a first-time visitor (no HTTP cache, no code cache), and the
// machine's speed is printed beside the figures as Lighthouse's benchmarkIndex, measured in that same browser.
//
//   npm run build && npm run bench:long-tasks              # starts the built server itself
//   BASE_URL=http://127.0.0.1:3000 PAGES=/,/pools RUNS=5 npm run bench:long-tasks
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM_ARGS } from "../../playwright.config.ts";
import { benchmarkServer } from "../support/production-server.mjs";
import { KEY_PAGES, pagesToMeasure } from "./pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const pages = pagesToMeasure(KEY_PAGES);
const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const LONG_TASK_US = 50_000;
const SETTLE_MS = 4_000;

/** What a task spent its time on, by the trace event names Chromium uses inside it. */
const WORK_KINDS = [
  ["script", new Set(["v8.evaluateModule", "EvaluateScript", "FunctionCall", "RunMicrotasks", "TimerFire"])],
  ["style and layout", new Set(["UpdateLayoutTree", "Layout", "PrePaint", "Paint"])],
  ["HTML parsing", new Set(["ParseHTML"])],
];

function workOf(task, mainThreadEvents) {
  const spent = new Map();
  for (const event of mainThreadEvents) {
    if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    const kind = WORK_KINDS.find(([, names]) => names.has(event.name))?.[0];
    if (kind) spent.set(kind, Math.max(spent.get(kind) ?? 0, event.dur));
  }
  const [kind] = [...spent].sort((a, b) => b[1] - a[1])[0] ?? ["other"];
  return kind;
}

/** The page's main-thread tasks over 50 ms after its first contentful paint: duration (µs) and main work. */
function longTasksAfterFirstPaint(traceEvents) {
  const firstPaint = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!firstPaint) throw new Error("the trace has no first contentful paint");
  const mainThread = traceEvents.filter((e) => e.pid === firstPaint.pid && e.tid === firstPaint.tid && e.ph === "X");
  return mainThread
    .filter((e) => e.name === "RunTask" && e.ts >= firstPaint.ts && e.dur > LONG_TASK_US)
    .map((task) => ({ duration: task.dur, work: workOf(task, mainThread) }));
}

/** Lighthouse's benchmarkIndex, computed the way Lighthouse does (its own page function) in this browser. */
async function benchmarkIndexOf(browser) {
  const page = await browser.newPage();
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  await page.close();
  return Math.round(index);
}

/** One load in a browser launched for it alone: a new temporary profile, nothing cached from an earlier load. */
async function measure(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const benchmarkIndex = await benchmarkIndexOf(browser);
    return { ...(await traceLoad(browser, url)), benchmarkIndex };
  } finally {
    await browser.close();
  }
}

async function traceLoad(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "loading", "v8.execute"],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(SETTLE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
  await page.close();
  const long = longTasksAfterFirstPaint(trace.traceEvents);
  return {
    longTasks: long.map(({ duration, work }) => `${Math.round(duration / 1000)} (${work})`),
    blockingMs: Math.round(long.reduce((sum, { duration }) => sum + duration - LONG_TASK_US, 0) / 1000),
  };
}

const server = await benchmarkServer({ root, port: 4470, name: "bench-long-tasks" });
const rows = [];
try {
  for (const page of pages) {
    await fetch(server.baseUrl + page); // warm the server's response cache, as for Lighthouse
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(server.baseUrl + page));
    runs.sort((a, b) => a.blockingMs - b.blockingMs);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({
      page,
      "tasks over 50 ms, ms (median run)": median.longTasks.join(", ") || "none",
      "blocking ms (median)": median.blockingMs,
      "blocking ms (all runs)": runs.map((r) => r.blockingMs).join(", "),
      benchmarkIndex: runs.map((r) => r.benchmarkIndex).sort((a, b) => a - b)[Math.floor(runs.length / 2)],
    });
  }
} finally {
  await server.stop();
}
console.log(
  `Main-thread blocking time after first contentful paint, CPU slowed ${CPU_SLOWDOWN}×, ${RUNS} loads per page, ` +
    `each in a new browser profile (benchmarkIndex: the median of the runs' Lighthouse CPU index):`,
);
console.table(rows);
