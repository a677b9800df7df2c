// The proofs of the cluster test: what one app process does, the other sees.
// Client addresses: requests sent straight to a process carry X-Forwarded-For
// (TRUST_PROXY=1 makes it the client address), so each check has a client of
// its own; requests through nginx all come from 127.0.0.1.
import type { Database } from "#db/index.server.ts";
import { NEW_TESTIMONIAL_VALUES } from "~/lib/schemas/testimonial";
import type { AppProcess } from "./app-process.ts";
import type { CheckRun } from "./checks.ts";
import { leadMarker, leadPayload, postLead, storedMarkers } from "./leads.ts";
import type { SmtpSink } from "./smtp-sink.ts";
import { signIn, signOut, staffGet, staffPost } from "./staff-client.ts";

export interface Cluster {
  run: CheckRun;
  db: Database;
  a: AppProcess;
  b: AppProcess;
  nginxUrl: string;
  sink: SmtpSink;
  /** Every lead of this run has an e-mail address starting with it. */
  markerPrefix: string;
  /** Signs in for the session checks; locked out last, alternating A and B. */
  admin: { username: string; password: string };
  /** Locked out on A alone: the count to compare with. */
  baseline: { username: string; password: string };
  leadLimitPerHour: number;
  staffInbox: string;
}

const client = (address: string) => ({ "X-Forwarded-For": address });
let leadNumber = 0;

async function postMarkedLead(cluster: Cluster, baseUrl: string, headers: Record<string, string> = {}) {
  const n = leadNumber++;
  const marker = leadMarker(cluster.markerPrefix, n);
  const response = await postLead(baseUrl, leadPayload(marker, n), headers);
  await response.arrayBuffer();
  return { marker, status: response.status, retryAfter: response.headers.get("retry-after") };
}

function countRequests(app: AppProcess, path: string): number {
  return app
    .log()
    .split("\n")
    .filter((line) => line.includes(`"path":"${path}"`)).length;
}

export async function checkRoundRobin({ run, a, b, nginxUrl }: Cluster) {
  const statuses = [];
  for (let i = 0; i < 8; i++) statuses.push((await fetch(`${nginxUrl}/api/pools?cluster=${i}`)).status);
  // The access-log line is written when the response has finished: give the last one a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [onA, onB] = [countRequests(a, "/api/pools"), countRequests(b, "/api/pools")];
  run.check(
    "nginx spreads requests over both processes",
    statuses.every((s) => s === 200) && onA > 0 && onB > 0,
    `8 GET /api/pools through nginx: ${onA} served by A, ${onB} by B`,
  );
}

/** (b) A session made on one process works on the other, and signing out on one ends it on both. */
export async function checkSharedSession(cluster: Cluster): Promise<string | undefined> {
  const { run, a, b, nginxUrl, admin } = cluster;
  const onA = await signIn(a.baseUrl, admin.username, admin.password, client("10.8.1.1"));
  run.check("staff sign-in on A", onA.status === 302 && !!onA.cookie, `status ${onA.status}`);
  if (!onA.cookie) return undefined;
  const meOnB = await staffGet(b.baseUrl, "/api/admin/me", onA.cookie);
  run.check(
    "a session made on A works on B",
    meOnB.status === 200 && meOnB.text.includes(`"username":"${admin.username}"`),
    `GET B /api/admin/me: ${meOnB.status}`,
  );
  const throughNginx = await signIn(nginxUrl, admin.username, admin.password);
  const pageOnB = throughNginx.cookie ? await staffGet(b.baseUrl, "/admin-dashboard", throughNginx.cookie) : null;
  run.check(
    "a sign-in through nginx (origin check behind the proxy) opens the staff area on B",
    throughNginx.status === 302 && pageOnB?.status === 200,
    `sign-in ${throughNginx.status}, B /admin-dashboard ${pageOnB?.status}`,
  );
  if (throughNginx.cookie) {
    const out = await signOut(b.baseUrl, throughNginx.cookie);
    const afterOnA = await staffGet(a.baseUrl, "/api/admin/me", throughNginx.cookie);
    run.check(
      "signing out on B ends the session on A",
      out.status === 302 && afterOnA.status === 401,
      `sign-out ${out.status}, then A /api/admin/me ${afterOnA.status}`,
    );
  }
  return onA.cookie;
}

/** (a) A lead posted through A is in B's lead list and CSV export, and one through nginx on both. */
export async function checkSharedLeads(cluster: Cluster, cookie: string) {
  const { run, a, b, nginxUrl } = cluster;
  const viaA = await postMarkedLead(cluster, a.baseUrl, client("10.8.2.1"));
  const viaNginx = await postMarkedLead(cluster, nginxUrl);
  run.check("leads accepted by A and through nginx", viaA.status === 201 && viaNginx.status === 201);
  const query = (marker: string) => new URLSearchParams({ q: marker }).toString();
  for (const [marker, via] of [
    [viaA.marker, "A"],
    [viaNginx.marker, "nginx"],
  ] as const) {
    const exportOnB = await staffGet(b.baseUrl, `/api/admin/leads/export?view=all&${query(marker)}`, cookie);
    const exportOnA = await staffGet(a.baseUrl, `/api/admin/leads/export?view=all&${query(marker)}`, cookie);
    run.check(
      `a lead posted through ${via} is in the staff CSV export of B and of A`,
      exportOnB.status === 200 && exportOnB.text.includes(marker) && exportOnA.text.includes(marker),
    );
  }
  const list = await staffGet(b.baseUrl, `/admin/admin-estimates?${query(viaA.marker)}`, cookie);
  run.check(
    "B's staff lead list shows the lead posted through A",
    list.status === 200 && list.text.includes(viaA.marker),
  );
}

/**
 * How long until `page` shows `text`, or -1 after a second. NOTIFY reaches the other process over its own
 * connection: it gets a moment, far less than the caches' 30 s.
 */
async function millisecondsUntilShown(page: () => Promise<string>, text: string): Promise<number> {
  const started = Date.now();
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await page()).includes(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return -1;
}

/**
 * A staff change made on A shows on B's public pages at once: B sends stored
 * pages (server/response-cache.ts), and A's change empties B's store through
 * PostgreSQL NOTIFY.
 */
export async function checkSharedContent(cluster: Cluster, cookie: string) {
  const { run, a, b, markerPrefix } = cluster;
  const page = async () => (await fetch(`${b.baseUrl}/resources`, { headers: { "User-Agent": "Mozilla/5.0" } })).text();
  await page();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const storedOnB = await fetch(`${b.baseUrl}/resources`, { headers: { "User-Agent": "Mozilla/5.0" } });
  await storedOnB.arrayBuffer();
  const title = `${markerPrefix} cluster guide`;
  const created = await staffPost(a.baseUrl, "/admin/resources/new", cookie, {
    title,
    description: "Made by the cluster test.",
    category: "Cluster test",
    type: "guide",
    fileUrl: "/downloads/cluster-guide.pdf",
    pages: "2",
    status: "published",
    displayOrder: "",
  });
  const shownAfterMs = await millisecondsUntilShown(page, title);
  run.check(
    "a resource published on A shows on B's stored /resources page at once",
    storedOnB.headers.get("content-security-policy")?.includes("'sha256-") === true &&
      created === 302 &&
      shownAfterMs >= 0,
    `B sent /resources from its cache; created on A: ${created}; on B after ${shownAfterMs} ms`,
  );
}

/**
 * A catalogue change made on A shows on B at once: B renders its pages from its in-process catalogue cache
 * (app/models/catalogue-cache.server.ts), which A's change empties through PostgreSQL NOTIFY too.
 */
export async function checkSharedCatalogue(cluster: Cluster, cookie: string) {
  const { run, a, b, markerPrefix } = cluster;
  // A campaign visit is never answered from B's response cache: what it shows comes from the catalogue cache.
  const page = async () => (await fetch(`${b.baseUrl}/?utm_source=cluster-test`)).text();
  await page();
  const customerName = `${markerPrefix} Cluster customer`;
  const created = await staffPost(a.baseUrl, "/admin/testimonials/new", cookie, {
    ...NEW_TESTIMONIAL_VALUES,
    customerName,
    city: "Ocala",
    content: "Made by the cluster test.",
    isVerified: "on",
    isFeatured: "on",
  });
  const shownAfterMs = await millisecondsUntilShown(page, customerName);
  run.check(
    "a testimonial added on A shows on B's home page at once (catalogue cache)",
    created === 302 && shownAfterMs >= 0,
    `created on A: ${created}; on B after ${shownAfterMs} ms`,
  );
}

/** Attempt number of the first answer with status 429, or 0 when none came within `max`. */
async function firstRefusal(max: number, attempt: (i: number) => Promise<number>): Promise<number> {
  for (let i = 1; i <= max; i++) if ((await attempt(i)) === 429) return i;
  return 0;
}

/** (c) The sign-in lockout and the lead rate limit count the same whether one process or both answer. */
export async function checkSharedLimits(cluster: Cluster) {
  const { run, a, b, admin, baseline, leadLimitPerHour } = cluster;
  const alternate = (i: number) => (i % 2 === 1 ? a : b).baseUrl;

  const lockoutOnOne = await firstRefusal(
    10,
    async () => (await signIn(a.baseUrl, baseline.username, "wrong password on A only", client("10.8.3.1"))).status,
  );
  const lockoutAlternating = await firstRefusal(
    10,
    async (i) => (await signIn(alternate(i), admin.username, `wrong password ${i}`, client("10.8.3.2"))).status,
  );
  const correctAfter = await Promise.all(
    [a, b].map(async (app) => (await signIn(app.baseUrl, admin.username, admin.password, client("10.8.3.2"))).status),
  );
  const ownerElsewhere = (await signIn(b.baseUrl, admin.username, admin.password, client("10.8.3.3"))).status;
  run.check(
    "the sign-in lockout counts failures across both processes and locks out the guessing address only",
    lockoutOnOne > 0 &&
      lockoutAlternating === lockoutOnOne &&
      correctAfter.every((s) => s === 429) &&
      ownerElsewhere === 302,
    `locked at failure ${lockoutOnOne} on A alone, at ${lockoutAlternating} alternating A/B; then the right password from that address: A ${correctAfter[0]}, B ${correctAfter[1]}; from another address: ${ownerElsewhere}`,
  );

  const leadsOnOne = await firstRefusal(
    leadLimitPerHour + 3,
    async () => (await postMarkedLead(cluster, a.baseUrl, client("10.8.4.1"))).status,
  );
  const leadsAlternating = await firstRefusal(
    leadLimitPerHour + 3,
    async (i) => (await postMarkedLead(cluster, alternate(i), client("10.8.4.2"))).status,
  );
  run.check(
    "the lead rate limit counts across both processes",
    leadsOnOne === leadLimitPerHour + 1 && leadsAlternating === leadsOnOne,
    `limit ${leadLimitPerHour}/hour: refused at lead ${leadsOnOne} on A alone, at ${leadsAlternating} alternating A/B`,
  );
}

/** (d) Every stored lead gets one staff notification and one confirmation, however many runners poll. */
export async function checkEmailsOnce(cluster: Cluster) {
  const { run, a, b, nginxUrl, sink, db, markerPrefix, staffInbox } = cluster;
  const targets = [a.baseUrl, b.baseUrl, nginxUrl];
  const burst = await Promise.all(
    Array.from({ length: 9 }, (_, i) => postMarkedLead(cluster, targets[i % 3]!, client(`10.8.5.${i % 3}`))),
  );
  run.check(
    "a burst of 9 leads over A, B and nginx accepted",
    burst.every((r) => r.status === 201),
  );

  const stored = [...(await storedMarkers(db, markerPrefix)).keys()];
  const expected = stored.length * 2;
  const deadline = Date.now() + 30_000;
  while (sink.messages.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  // Two more polling rounds of both runners: a second send of anything would arrive now.
  await new Promise((r) => setTimeout(r, 4_500));

  let wrong = 0;
  for (const marker of stored) {
    const confirmations = sink.messages.filter((m) => m.to.includes(marker)).length;
    const notices = sink.messages.filter((m) => m.to.includes(staffInbox) && m.raw.includes(marker)).length;
    if (confirmations !== 1 || notices !== 1) wrong++;
  }
  const jobsBy = (app: AppProcess) =>
    app
      .log()
      .split("\n")
      .filter((line) => line.includes('"msg":"job done"')).length;
  run.check(
    "each lead e-mail is sent exactly once",
    stored.length > 0 && wrong === 0 && sink.messages.length === expected,
    `${stored.length} leads, ${sink.messages.length} messages (expected ${expected}); leads with a missing or repeated e-mail: ${wrong}; jobs run by A ${jobsBy(a)}, by B ${jobsBy(b)}`,
  );
}
