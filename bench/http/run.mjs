#!/usr/bin/env node
// HTTP throughput of the production server against a bare node:http server that sends byte-identical
// responses (same status, headers and compressed body), URL by URL, with autocannon: what the app
// (Express, helmet, React Router, SSR, the database, compression) costs over Node's own HTTP stack.
// Also the server's CPU time per request and its resident memory under that load.
//
// Targets: GET /api/pools ≥ 80 % of the bare server's req/s, SSR pages ≥ 60 %, p99 < 50 ms at
// 50 connections, resident memory < 300 MB. Missed targets are printed; the exit code stays 0
// (BENCH_STRICT=1: exit 1 when a target is missed). Figures also go to bench/results/http.json.
//
//   node bench/http/run.mjs                                  # starts build/server itself (npm run build first)
//   scripts/with-postgres.sh node bench/http/run.mjs         # the same on PostgreSQL instead of PGlite
//   BASE_URL=http://127.0.0.1:3000 SERVER_PID=1234 node bench/http/run.mjs   # a running server (PID: memory, CPU)
//   PAGES=/,/api/pools DURATION=20 CONNECTIONS=50 WARMUP=3 node bench/http/run.mjs
//   LOG_LEVEL=warn node bench/http/run.mjs                   # without the access log (shipped default: info)
//   CPU_PROF_DIR=/tmp/prof PAGES=/ node bench/http/run.mjs   # also a V8 CPU profile of the server
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startBareServer } from "./bare.mjs";
import { waitUntilIdle } from "./idle.mjs";
import { load } from "./load.mjs";
import { sampleMemory } from "./memory.mjs";
import { cpuMs, memoryMb } from "./proc.mjs";
import { benchmarkServer } from "../support/production-server.mjs";
import { firstDifference, headerValue, recordResponse } from "./record.mjs";
import { logNotices } from "./server-log.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 4420);
const BARE_PORT = Number(process.env.BARE_PORT ?? PORT + 1);
const TARGETS = { apiRatioPercent: 80, pageRatioPercent: 60, p99Ms: 50, rssMb: 300 };
// What a browser sends that changes the answer: the compression it accepts, and a person's user agent
// (crawlers get the whole document at once instead of the streamed shell).
const REQUEST_HEADERS = {
  "accept-encoding": "br, gzip",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
};
const round = (n, digits = 0) => (n === null || n === undefined ? null : Number(n.toFixed(digits)));

async function defaultPages(baseUrl) {
  // A real pool slug: the first active pool the API lists.
  const pools = await (await fetch(`${baseUrl}/api/pools`)).json();
  if (!Array.isArray(pools) || !pools[0]?.slug) throw new Error("GET /api/pools listed no pool to take a slug from");
  // A landing page as an ad click reaches it (decision 024): its tags must not make it slower than any other page.
  return [
    "/",
    "/pools",
    `/pool-detail/slug/${pools[0].slug}`,
    "/fiberglass-pools-ocala",
    "/fiberglass-pools-ocala?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc",
    "/api/pools",
  ];
}

/** Warm-up, then the measured run; for the production server also its CPU time per answered request. */
async function measure(url, pid) {
  const options = { connections: CONNECTIONS, headers: REQUEST_HEADERS };
  await load(url, { ...options, durationSeconds: WARMUP });
  await waitUntilIdle(pid);
  const cpuBefore = pid ? cpuMs(pid) : null;
  const result = await load(url, { ...options, durationSeconds: DURATION });
  const cpuAfter = pid ? cpuMs(pid) : null;
  // Requests the server accepted before autocannon stopped are still being answered: let it finish.
  await waitUntilIdle(pid);
  const cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && result.requests > 0 ? (cpuAfter - cpuBefore) / result.requests : null;
  return { ...result, cpuMsPerRequest };
}

function judge(page, server, bare) {
  const ratioTarget = page.startsWith("/api/") ? TARGETS.apiRatioPercent : TARGETS.pageRatioPercent;
  const ratio = (server.reqPerSec / bare.reqPerSec) * 100;
  const misses = [];
  if (ratio < ratioTarget) misses.push(`ratio ${ratio.toFixed(1)} % < ${ratioTarget} %`);
  if (server.p99Ms >= TARGETS.p99Ms) misses.push(`p99 ${server.p99Ms} ms ≥ ${TARGETS.p99Ms} ms`);
  const broken = server.non2xx + server.errors + server.timeouts;
  if (broken > 0) misses.push(`${broken} non-2xx answers, errors or timeouts`);
  return { ratio, target: `≥ ${ratioTarget} %, p99 < ${TARGETS.p99Ms} ms`, misses };
}

// Other work on the machine takes CPU from the servers: show how busy it was around the run.
const loadAverageBefore = os.loadavg()[0];
const server = await benchmarkServer({ root, port: PORT, name: "bench-http" });
const database = process.env.BASE_URL ? "as running" : process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)";

let bare;
const rows = [];
const missed = [];
let memory = null;
try {
  const pages = process.env.PAGES ? process.env.PAGES.split(",") : await defaultPages(server.baseUrl);
  const recordings = new Map();
  for (const page of pages) {
    // The answer the server gives when busy: the first request renders the page, the next ones are sent
    // from its response cache (server/response-cache.ts), compressed once and stored.
    await recordResponse(server.baseUrl + page, REQUEST_HEADERS);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const recording = await recordResponse(server.baseUrl + page, REQUEST_HEADERS);
    if (recording.status !== 200) console.warn(`${page}: status ${recording.status} (measured as it is)`);
    recordings.set(page, recording);
  }
  bare = await startBareServer(recordings, BARE_PORT);
  for (const page of pages) {
    const difference = firstDifference(
      recordings.get(page),
      await recordResponse(bare.baseUrl + page, REQUEST_HEADERS),
    );
    if (difference) throw new Error(`the bare server's answer to ${page} is not identical: ${difference}`);
  }
  console.log(`${pages.length} URLs recorded; the bare server answers each byte-identically (headers but Date, body).`);
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per URL and server, one after the other.\n`,
  );

  const sampler = server.pid ? sampleMemory(server.pid) : null;
  for (const page of pages) {
    const pageSampler = server.pid ? sampleMemory(server.pid) : null;
    const measured = await measure(server.baseUrl + page, server.pid);
    const pagePeakMb = pageSampler?.stop().peakMb ?? null;
    const baseline = await measure(bare.baseUrl + page, null);
    const { ratio, target, misses } = judge(page, measured, baseline);
    for (const miss of misses) missed.push(`${page}: ${miss}`);
    const recording = recordings.get(page);
    rows.push({
      url: page,
      status: recording.status,
      bodyBytes: recording.body.length,
      contentEncoding: headerValue(recording.rawHeaders, "content-encoding") ?? "identity",
      server: {
        reqPerSec: round(measured.reqPerSec),
        p50Ms: measured.p50Ms,
        p99Ms: measured.p99Ms,
        maxMs: measured.maxMs,
        requests: measured.requests,
        non2xx: measured.non2xx,
        errors: measured.errors,
        timeouts: measured.timeouts,
        cpuMsPerRequest: round(measured.cpuMsPerRequest, 2),
        rssPeakMb: round(pagePeakMb, 1),
      },
      bare: {
        reqPerSec: round(baseline.reqPerSec),
        p50Ms: baseline.p50Ms,
        p99Ms: baseline.p99Ms,
        maxMs: baseline.maxMs,
        requests: baseline.requests,
        non2xx: baseline.non2xx,
        errors: baseline.errors,
        timeouts: baseline.timeouts,
      },
      ratioPercent: round(ratio, 1),
      target,
      pass: misses.length === 0,
      misses,
    });
  }
  if (sampler) {
    const { peakMb, endMb, samples } = sampler.stop();
    memory = {
      peakMb: round(peakMb, 1),
      endMb: round(endMb, 1),
      // The kernel's own high-water mark: start-up (migrations, seed) included.
      highWaterMarkMb: round(memoryMb(server.pid, "VmHWM"), 1),
      samples,
      targetMb: TARGETS.rssMb,
      pass: peakMb < TARGETS.rssMb,
    };
    if (!memory.pass) missed.push(`memory: peak resident ${memory.peakMb} MB ≥ ${TARGETS.rssMb} MB`);
  }
} finally {
  bare?.stop();
  await server.stop();
}

const cpus = os.cpus();
const machine = {
  cpus: cpus.length,
  cpuModel: cpus[0]?.model ?? "unknown",
  node: process.version,
  // autocannon runs in this process, on the same CPUs as both servers.
  loadGeneratorSharesCpus: true,
  loadAverage1mBefore: round(loadAverageBefore, 2),
  loadAverage1mAfter: round(os.loadavg()[0], 2),
};
console.table(
  rows.map((r) => ({
    url: r.url,
    "server req/s": r.server.reqPerSec,
    "bare req/s": r.bare.reqPerSec,
    "ratio %": r.ratioPercent,
    "server p50/p99 ms": `${r.server.p50Ms} / ${r.server.p99Ms}`,
    "bare p50/p99 ms": `${r.bare.p50Ms} / ${r.bare.p99Ms}`,
    "server CPU ms/req": r.server.cpuMsPerRequest,
    target: r.target,
    result: r.pass ? "pass" : "FAIL",
  })),
);
console.log(
  `machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; autocannon runs on the same CPUs as the servers. ` +
    `Database: ${database}. 1-min load average before/after: ${machine.loadAverage1mBefore} / ${machine.loadAverage1mAfter} ` +
    `(it includes the bench itself; other work on the machine lowers every figure).`,
);
if (memory) {
  console.log(
    `server resident memory under load: peak ${memory.peakMb} MB, end ${memory.endMb} MB ` +
      `(target < ${TARGETS.rssMb} MB: ${memory.pass ? "pass" : "FAIL"}); high-water mark incl. start-up ${memory.highWaterMarkMb} MB`,
  );
} else {
  console.log("server resident memory and CPU: not measured (give SERVER_PID with BASE_URL)");
}
const notices = server.logFile ? logNotices(server.logFile) : [];
if (notices.length) {
  console.log(`\nthe server's warnings and errors (${path.relative(root, server.logFile)}):`);
  for (const { message, count } of notices) console.log(`  ×${count}  ${message.slice(0, 200)}`);
}
console.log(missed.length ? `\nTARGETS MISSED:\n  ${missed.join("\n  ")}` : "\nall targets met");

const out = path.join(root, "bench", "results");
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, "http.json"),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine,
      database,
      settings: {
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        warmupSeconds: WARMUP,
        requestHeaders: REQUEST_HEADERS,
        logLevel: process.env.BASE_URL ? "as running" : (process.env.LOG_LEVEL ?? "info"),
      },
      targets: TARGETS,
      rows,
      memory,
      missed,
      serverNotices: notices,
    },
    null,
    2,
  ),
);
if (process.env.BENCH_STRICT && missed.length) process.exitCode = 1;
