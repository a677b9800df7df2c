import { createHmac, timingSafeEqual } from "node:crypto";
import { formTokenIssuedAt } from "./form-token";

/** Humans take longer than this to fill in a form; bots usually don't. */
export const MIN_FILL_MS = 2_000;

function sign(issuedAt: string, secret: string) {
  return createHmac("sha256", secret).update(`form:${issuedAt}`).digest("base64url");
}

/** A signed "form shown at" time, rendered into each lead form. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const issuedAt = String(now);
  return `${issuedAt}.${sign(issuedAt, secret)}`;
}

export type FormTokenCheck = "ok" | "too-fast" | "invalid";

/**
 * Checks the token's signature and that the form was on screen at least MIN_FILL_MS. No upper age: a signed token is
 * one this site rendered, and a visitor who leaves the form open over a weekend and then sends it is a lead
 * (decision 005: a lost lead costs more than a stored spam message). A bot could as easily fetch a fresh token, so
 * an age limit stopped nobody but such visitors, who were told "sent" while nothing was stored.
 */
export function checkFormToken(token: string, secret: string, now = Date.now()): FormTokenCheck {
  const issuedAt = formTokenIssuedAt(token);
  const signature = token.split(".")[1];
  if (issuedAt === null || !signature) return "invalid";
  const expected = Buffer.from(sign(String(issuedAt), secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return now - issuedAt < MIN_FILL_MS ? "too-fast" : "ok";
}
