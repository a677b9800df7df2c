import { request } from "node:http";
import { connect } from "node:net";
import { Writable } from "node:stream";
import { asc, eq, like } from "drizzle-orm";
import pino from "pino";
import { jobs, leads, rateLimitCounters } from "#db/schema/index.ts";
import { FORM_SERVED_COOKIE, issueFormServed } from "~/services/leads/form-token.server";
import { type ExtraApp, TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";

/** A person's browser: the server answers crawlers differently (the whole document at once, a cache copy of their own). */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** A page's bytes as the server sent them, read without fetch, which would undo the compression. */
export function rawAnswer(
  baseUrl: string,
  path: string,
  acceptEncoding: string,
): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(
      `${baseUrl}${path}`,
      { headers: { "Accept-Encoding": acceptEncoding, "User-Agent": BROWSER_USER_AGENT } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
      },
    )
      .on("error", reject)
      .end();
  });
}

export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const app = await getTestApp();
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function getJson<T = unknown>(path: string, headers: Record<string, string> = {}) {
  const app = await getTestApp();
  const response = await app.request(path, { headers: { Accept: "application/json", ...headers } });
  const body = response.status === 304 ? null : ((await response.json()) as T);
  return { response, body: body as T };
}

/**
 * What a lead's arrival queues, sorted as jobKindsOfLead gives them: the staff alert, the visitor's confirmation
 * (with an e-mail address) and the reminder to the rep's phone if nobody has contacted the lead by then.
 */
export const ARRIVAL_JOB_KINDS = ["lead.confirm-visitor", "lead.notify-staff", "lead.uncontacted-alert"];
export const ARRIVAL_JOB_KINDS_WITHOUT_EMAIL = ["lead.notify-staff", "lead.uncontacted-alert"];

/** The kinds of the outbox jobs a lead queued, sorted (what its arrival will send). */
export async function jobKindsOfLead(leadId: number): Promise<string[]> {
  const { db } = await getTestApp();
  const rows = await db.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.leadId, leadId)).orderBy(asc(jobs.kind));
  return rows.map((row) => row.kind);
}

/** The stored leads with this phone number as typed (tests give each lead its own number). */
export async function leadsWithPhone(phone: string) {
  const { db } = await getTestApp();
  return db.select().from(leads).where(eq(leads.phone, phone));
}

/**
 * A form posted as a browser without scripts sends it, filled at human speed (the page served ten seconds ago) with
 * the honeypot empty, to the worker's app or to `app`. Answers the response and the page's HTML, React's text
 * separators removed.
 */
export async function postForm(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  app: Pick<ExtraApp, "request"> | null = null,
) {
  const response = await (app ?? (await getTestApp())).request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: servedFormCookie(), ...headers },
    body: new URLSearchParams({
      website: "",
      ...fields,
    }).toString(),
  });
  return { response, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** One line a pino logger wrote, parsed (level 30 info, 40 warn, 50 error). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export const LOG_LEVELS = { info: 30, warn: 40, error: 50 } as const;

/** A logger that keeps what it writes, for a test to read (pass it to startAppWith or a job runner). */
export function captureLogs() {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return {
    logger: pino({ level: "trace" }, destination),
    lines,
    text: () => lines.map((line) => JSON.stringify(line)).join("\n"),
  };
}

/**
 * Sends `text` as it is over a new connection and answers what came back, up to the server closing the
 * connection (send "Connection: close", or HTTP/1.0): for requests fetch() will not send (no Host, a broken Host,
 * TRACE).
 */
export function rawHttp(baseUrl: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/** Empties the rate-limit counters whose keys start with `prefix`, so a test starts with none counted. */
export async function clearRateLimits(prefix: string) {
  const { db } = await getTestApp();
  await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, `${prefix}%`));
}

/**
 * The Cookie header of a browser that was served a page `agoMs` ago (the form-time cookie every page answer sets):
 * each call is a new serve, good for one lead.
 */
export function servedFormCookie(agoMs = 10_000): string {
  return `${FORM_SERVED_COOKIE}=${issueFormServed(TEST_SESSION_SECRET, Date.now() - agoMs)}`;
}
