// Leads with a unique marker each (the e-mail address), the bench/leads-style
// load that posts them, and the count of what the database kept.
import { count, like } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { leads } from "#db/schema/index.ts";
import { type Answer, type Load, isSuccess, startLoad, timed } from "./load.ts";

/** The marker of lead `n` of a run: its e-mail address, unique per request. */
export function leadMarker(prefix: string, n: number): string {
  return `${prefix}${n}@example.com`;
}

export function leadPayload(marker: string, n: number) {
  return {
    firstName: "Drill",
    lastName: `Lead ${n}`,
    email: marker,
    phone: `(407) 555-${String(n % 10_000).padStart(4, "0")}`,
    message: `Operations test lead ${marker}`,
    requestType: n % 3 === 0 ? "contact" : "estimate",
    sourcePage: "ops-test",
    consentToContact: true,
  };
}

/** POST /api/estimates with JSON; extra headers e.g. X-Forwarded-For for a client address behind the proxy. */
export function postLead(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/api/estimates`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

export type LeadAnswer = Answer & { marker: string };

/** bench/leads-style load: `concurrency` clients posting leads back to back, each with its own marker. */
export function startLeadLoad(baseUrl: string, prefix: string, concurrency: number): Load<LeadAnswer> {
  return startLoad(concurrency, async (n) => {
    const marker = leadMarker(prefix, n);
    return { marker, ...(await timed(() => postLead(baseUrl, leadPayload(marker, n)))) };
  });
}

/** How many times each marker of a run is stored. */
export async function storedMarkers(db: Database, prefix: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ email: leads.email, n: count() })
    .from(leads)
    .where(like(leads.email, `${prefix}%`))
    .groupBy(leads.email);
  return new Map(rows.map((row) => [row.email ?? "", row.n]));
}

export interface LeadTally {
  posted: number;
  acknowledged: number;
  /** Acknowledged leads found in the database. */
  stored: number;
  /** Markers stored more than once. */
  duplicates: number;
  /** Acknowledged leads not in the database. */
  missing: number;
  /** Leads stored although their request got no 2xx (in flight when the server died): allowed. */
  storedUnacknowledged: number;
}

export function tallyLeads(attempts: LeadAnswer[], stored: Map<string, number>): LeadTally {
  const acknowledged = new Set(attempts.filter(isSuccess).map((a) => a.marker));
  let found = 0;
  for (const marker of acknowledged) if (stored.has(marker)) found++;
  return {
    posted: attempts.length,
    acknowledged: acknowledged.size,
    stored: found,
    duplicates: [...stored.values()].filter((n) => n > 1).length,
    missing: acknowledged.size - found,
    storedUnacknowledged: [...stored.keys()].filter((marker) => !acknowledged.has(marker)).length,
  };
}
