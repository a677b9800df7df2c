import { request } from "node:http";
import { asc, eq } from "drizzle-orm";
import { jobs, leads } from "#db/schema/index.ts";
import { FORM_SERVED_COOKIE, issueFormServed } from "~/lib/form-token.server";
import { TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";

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
 * The Cookie header of a browser that was served a page `agoMs` ago (the form-time cookie every page answer sets):
 * each call is a new serve, good for one lead.
 */
export function servedFormCookie(agoMs = 10_000): string {
  return `${FORM_SERVED_COOKIE}=${issueFormServed(TEST_SESSION_SECRET, Date.now() - agoMs)}`;
}
