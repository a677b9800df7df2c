// The form-time cookie: when this visitor was last served a page, signed, with a nonce that one lead may use.
//
// Pages are shared: the response cache sends the same body to everyone for a while, so nothing in a page can say
// when this visitor saw it. The cookie rides beside the shared body instead (set on every page answer, from memory
// or rendered, like the attribution cookie), and a lead form's post brings it back without any script.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DbOrTx } from "#db/index.server.ts";
import { consumeRateLimits } from "~/models/rate-limits.server";
import { readCookie } from "~/lib/http/cookies";

export const FORM_SERVED_COOKIE = "ffp_form";

/**
 * How long a browser keeps the cookie, and so the longest a form may stay open: a visitor who leaves the tab open
 * over a weekend, or two, still sends a lead. A bot can fetch a fresh cookie at any time, so a shorter life would
 * stop only people.
 */
export const FORM_SERVED_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const MAX_AGE_MS = FORM_SERVED_MAX_AGE_SECONDS * 1000;

/** The most milliseconds sentAfterMs holds (its column is a 4-byte integer: about 24 days). */
const MAX_SENT_AFTER_MS = 2_147_483_647;

const VALUE = /^(\d{10,15})\.([\w-]{16})\.([\w-]{43})$/;

function sign(payload: string, secret: string) {
  // Its own prefix: no other signed value of the site (a lead or booking token) passes for this one.
  return createHmac("sha256", secret).update(`form-served:${payload}`).digest("base64url");
}

/** The cookie's value: the time served, a nonce and their signature. */
export function issueFormServed(secret: string, now = Date.now()): string {
  const payload = `${now}.${randomBytes(12).toString("base64url")}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** The Set-Cookie header of a fresh form-time cookie: this answer is when the visitor was served the form. */
export function formServedSetCookie(secret: string, secure: boolean, now = Date.now()): string {
  return (
    `${FORM_SERVED_COOKIE}=${issueFormServed(secret, now)}; Max-Age=${FORM_SERVED_MAX_AGE_SECONDS}; Path=/; ` +
    `HttpOnly; ${secure ? "Secure; " : ""}SameSite=Lax`
  );
}

export type FormServed =
  | { kind: "missing" }
  /** Not signed by us, or older than any browser keeps it. */
  | { kind: "forged" }
  | { kind: "genuine"; nonce: string; servedAt: number; sentAfterMs: number };

/**
 * What a post's form-time cookie says: missing, forged, or genuine with how long ago the visitor was served the
 * form. Neither a short nor a long time makes a lead spam: autofill makes real people fast, and the time is kept
 * with the lead for staff to judge.
 */
export function readFormServed(cookieHeader: string | null, secret: string, now = Date.now()): FormServed {
  const value = readCookie(cookieHeader, FORM_SERVED_COOKIE);
  if (!value) return { kind: "missing" };
  const match = VALUE.exec(value);
  if (!match) return { kind: "forged" };
  const [, servedAtText, nonce, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(`${servedAtText}.${nonce}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { kind: "forged" };
  const servedAt = Number(servedAtText);
  if (now - servedAt > MAX_AGE_MS) return { kind: "forged" };
  // Another process's clock may run a little ahead: a cookie from "the future" was used at once.
  return { kind: "genuine", nonce, servedAt, sentAfterMs: Math.min(MAX_SENT_AFTER_MS, Math.max(0, now - servedAt)) };
}

/**
 * Marks the cookie's nonce used, in the database every process shares; false when a lead already used it. The
 * mark sits in a window placed after the cookie's whole life, computed from its serve time alone, so the first
 * use and every replay meet the same row, and the row outlives any cookie a browser still keeps.
 */
export async function firstUseOfFormServed(db: DbOrTx, served: { nonce: string; servedAt: number }): Promise<boolean> {
  const [use] = await consumeRateLimits(db, [
    {
      key: `form-served:${served.nonce}`,
      limit: 1,
      windowMs: 24 * 60 * 60 * 1000,
      now: new Date(served.servedAt + MAX_AGE_MS),
    },
  ]);
  return use!.allowed;
}
