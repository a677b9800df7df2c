// Seeds 100,000 leads into a throwaway database and times the lead desk's
// list queries with the app's own model functions (what the /admin/estimates,
// /admin/contacts and /admin/admin-estimates loaders call), then the source
// report's (/admin/reports/sources, target 300 ms) over the same leads with
// call clicks, consultations and landing-page visits. Run through
// bench/admin-leads/run.mjs.
import { writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { type DatabaseConnection, openDatabase } from "../../db/index.server.ts";
import { LEAD_VIEWS, type LeadDeskQuery, parseLeadDeskQuery } from "../../app/lib/leads/lead-desk-query.ts";
import type { LeadDeskViewer } from "../../app/models/lead-detail.server.ts";
import { listAssignableStaff, listLeadSourcePages, listLeads } from "../../app/models/lead-lists.server.ts";
import { createStaffUser } from "../../app/models/staff.server.ts";
import { parseSourceReportQuery } from "../../app/lib/attribution/source-report.ts";
import { getSourceReport } from "../../app/models/source-report.server.ts";
import { benchLeadEmail, seedBenchAttribution, seedBenchLeads } from "./seed.ts";

const LEADS = Number(process.env.LEADS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 20);
const TARGET_MS = 100;
/** The source report (decision 034): every figure of /admin/reports/sources for a range. */
const REPORT_TARGET_MS = 300;

async function openThrowaway(): Promise<{ connection: DatabaseConnection; kind: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const connection = await openDatabase({ dataDir: "memory://" });
    return { connection, kind: "PGlite (in memory)", drop: async () => {} };
  }
  const name = `ffp_bench_leads_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    connection,
    kind: "PostgreSQL",
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

const { connection, kind, drop } = await openThrowaway();
const { db } = connection;
try {
  await connection.migrate();
  const reps: number[] = [];
  for (let i = 1; i <= 4; i++) {
    const user = await createStaffUser(db, {
      username: `bench-rep-${i}`,
      email: `bench-rep-${i}@example.com`,
      password: "bench password long enough",
      role: "sales",
      officeId: "orlando",
    });
    reps.push(user.id);
  }
  // A manager's lists (every office's leads), hiding test leads, so every query carries the test-lead condition too.
  const viewer: LeadDeskViewer = { id: reps[0]!, role: "operations", officeId: null, testModePreference: false };

  const seedStart = performance.now();
  await seedBenchLeads(db, LEADS, { salesRepIds: reps });
  await seedBenchAttribution(db, LEADS);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const query = (search: string): LeadDeskQuery => parseLeadDeskQuery(new URLSearchParams(search)).query;

  /** What a list page's loader asks the database for. */
  async function listPage(view: keyof typeof LEAD_VIEWS, search: string) {
    const { types } = LEAD_VIEWS[view];
    const page = await listLeads(db, viewer, query(search), { types });
    await listAssignableStaff(db);
    await listLeadSourcePages(db);
    return page;
  }

  const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const cases = [
    { name: "first page (all leads, newest first)", view: "all", search: "" },
    {
      name: "filtered page (estimates: contacted, Orlando, a rep)",
      view: "estimates",
      search: `status=contacted&office=orlando&rep=${reps[1]}`,
    },
    { name: "search (last name)", view: "all", search: "q=garcia" },
    { name: "search (first and last name)", view: "estimates", search: "q=rosa%20clark" },
    { name: "search (phone, last 7 digits)", view: "all", search: "q=555-0123" },
    { name: "search (e-mail)", view: "all", search: `q=${encodeURIComponent(benchLeadEmail(Math.floor(LEADS / 3)))}` },
    { name: "sorted by name, page 40", view: "all", search: "sort=name&page=40" },
    { name: "sorted by status, descending", view: "all", search: "sort=status&dir=desc" },
    { name: "date range (one month)", view: "contacts", search: `from=${isoDay(90)}&to=${isoDay(60)}` },
  ] as const;

  console.log(`database:  ${kind}`);
  console.log(`leads:     ${LEADS.toLocaleString("en-US")} (seeded in ${seedSeconds.toFixed(1)} s)`);
  console.log(`runs:      ${RUNS} per case after one warm-up; server time of the loader's queries`);
  console.log("");
  const results: { case: string; medianMs: number; p95Ms: number; total: string; rows: number }[] = [];
  for (const c of cases) {
    const first = await listPage(c.view, c.search);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await listPage(c.view, c.search);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!;
    const total = `${first.total.toLocaleString("en-US")}${first.totalIsCapped ? "+" : ""}`;
    results.push({
      case: c.name,
      medianMs: Number(median.toFixed(1)),
      p95Ms: Number(p95.toFixed(1)),
      total,
      rows: first.rows.length,
    });
    const verdict = median < TARGET_MS ? "ok" : "SLOW";
    console.log(
      `${c.name.padEnd(54)} median ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${verdict.padEnd(4)}  (${total} match, ${first.rows.length} shown)`,
    );
  }
  // The source report: what its loader (and its CSV) asks the database for.
  console.log("");
  const reportCases = [
    { name: "source report, default (90 days, by campaign)", search: "" },
    { name: "source report, 90 days by landing page", search: "group=landing" },
    { name: "source report, 90 days by office", search: "group=office" },
    { name: "source report, a whole year by campaign", search: `from=${isoDay(365)}&to=${isoDay(0)}` },
  ];
  const reportResults: { case: string; medianMs: number; p95Ms: number; rows: number; leads: number }[] = [];
  for (const c of reportCases) {
    const { query } = parseSourceReportQuery(new URLSearchParams(c.search));
    const first = await getSourceReport(db, query);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await getSourceReport(db, query);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!;
    reportResults.push({
      case: c.name,
      medianMs: Number(median.toFixed(1)),
      p95Ms: Number(p95.toFixed(1)),
      rows: first.rows.length,
      leads: first.total.leads,
    });
    const verdict = median < REPORT_TARGET_MS ? "ok" : "SLOW";
    console.log(
      `${c.name.padEnd(54)} median ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${verdict.padEnd(4)}  (${first.total.leads.toLocaleString("en-US")} leads, ${first.total.won} won, ${first.total.calls} call clicks, ${first.rows.length} rows)`,
    );
  }
  const reportSlow = reportResults[0]!.medianMs >= REPORT_TARGET_MS;

  const slow = results.slice(0, 3).filter((r) => r.medianMs >= TARGET_MS);
  console.log("");
  console.log(
    slow.length === 0
      ? `first page, filtered page and search are under the ${TARGET_MS} ms target`
      : `over the ${TARGET_MS} ms target: ${slow.map((r) => r.case).join("; ")}`,
  );
  console.log(
    reportSlow
      ? `source report (default range) is over the ${REPORT_TARGET_MS} ms target`
      : `source report (default range) is under the ${REPORT_TARGET_MS} ms target`,
  );
  if (process.env.BENCH_RESULTS) {
    writeFileSync(
      path.resolve(process.env.BENCH_RESULTS),
      `${JSON.stringify({ database: kind, leads: LEADS, runs: RUNS, seedSeconds, results, sourceReport: reportResults }, null, 2)}\n`,
    );
  }
  process.exitCode = (slow.length || reportSlow) && process.env.BENCH_STRICT === "1" ? 1 : 0;
} finally {
  await connection.close();
  await drop();
}
