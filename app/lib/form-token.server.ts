import { createHmac, timingSafeEqual } from "node:crypto";
import { formTokenIssuedAt } from "./form-token";

function sign(issuedAt: string, secret: string) {
  return createHmac("sha256", secret).update(`form:${issuedAt}`).digest("base64url");
}

/** A signed "form shown at" time, rendered into each lead form. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(issuedAt, secret)}`;
}

/** The most milliseconds sentAfterMs holds (its column is a 4-byte integer: about 24 days). */
const MAX_SENT_AFTER_MS = 2_147_483_647;

export type FormTokenCheck = { valid: true; sentAfterMs: number } | { valid: false };

/**
 * Checks the token's signature and says how long the form was on screen. Neither a short nor a long time makes a
 * lead spam: autofill makes real people fast, and a visitor who leaves the form open over a weekend and then sends
 * it is a lead. The time is kept with the lead for staff to judge.
 */
export function checkFormToken(token: string, secret: string, now = Date.now()): FormTokenCheck {
  const issuedAt = formTokenIssuedAt(token);
  const signature = token.split(".")[1];
  if (issuedAt === null || !signature) return { valid: false };
  const expected = Buffer.from(sign(String(issuedAt), secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false };
  // Another process's clock may run a little ahead: a token from "the future" was sent at once.
  return { valid: true, sentAfterMs: Math.min(MAX_SENT_AFTER_MS, Math.max(0, now - issuedAt)) };
}
