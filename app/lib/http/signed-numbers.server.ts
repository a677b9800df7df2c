// Signed links made of numbers ("41.2.1900000000.<signature>"): the consultation's and the newsletter's. HMAC-SHA256
// with the server's SESSION_SECRET over "<kind>:<numbers>", so a token of one kind never passes for another.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The signature of `payload` ("41.2.1900000000") as a token of `kind`. */
export function signPayload(kind: string, payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`${kind}:${payload}`).digest("base64url");
}

/** Whether `given` is `expected`, compared in constant time. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const POSITIVE = /^[1-9]\d{0,9}$/;

/** Splits "n.n.signature" into its `count` positive numbers, the payload they form and the signature, or null. */
export function splitSignedNumbers(
  token: unknown,
  count: number,
): { numbers: number[]; payload: string; signature: string } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const pieces = token.split(".");
  if (pieces.length !== count + 1) return null;
  const signature = pieces.pop()!;
  if (!pieces.every((piece) => POSITIVE.test(piece))) return null;
  return { numbers: pieces.map(Number), payload: pieces.join("."), signature };
}
