// Signed links for consultation booking (decision 031), no account needed:
//
// - A booking token names one booking (id) at one version and expires when
//   the consultation ends. Cancelling or moving bumps the booking's version
//   (app/models/consultations.server.ts), so every link sent before dies; the
//   id is signed, so a token is useless for any other booking.
// - A lead token proves the caller created the lead it names (returned with
//   the lead, it lets the success screen book a slot for that lead only).
//
// HMAC-SHA256 with the server's SESSION_SECRET; each kind signs its own
// prefix, so one kind of token never passes for another (nor for a form token).
import { signPayload, signatureMatches, splitSignedNumbers } from "~/lib/http/signed-numbers.server";

/** A lead token stays good this long: time to pick a slot, or come back to it. */
export const LEAD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface BookingClaim {
  bookingId: number;
  tokenVersion: number;
  expiresAt: Date;
}

/** The cancel/move token of a booking at its current version; it expires at the consultation's end. */
export function issueBookingToken(
  booking: { id: number; tokenVersion: number; slotEnd: Date },
  secret: string,
): string {
  const payload = `${booking.id}.${booking.tokenVersion}.${Math.floor(booking.slotEnd.getTime() / 1000)}`;
  return `${payload}.${signPayload("consultation", payload, secret)}`;
}

/**
 * What a booking token claims, if it is genuine and not yet expired. The
 * caller must still compare the claim with the stored booking
 * (bookingTokenFits): the version is what makes a used link die.
 */
export function readBookingToken(token: string, secret: string, now = new Date()): BookingClaim | null {
  const claim = readIssuedBookingToken(token, secret);
  return claim && claim.expiresAt.getTime() > now.getTime() ? claim : null;
}

/**
 * What a booking token claims when we signed it, expired or not. Only for sending a booking's current link to
 * the booking's own address: a link of an earlier time that is over still names its booking, and nothing is
 * shown or changed through it. A forged token names nothing.
 */
export function readIssuedBookingToken(token: string, secret: string): BookingClaim | null {
  const parsed = splitSignedNumbers(token, 3);
  if (!parsed || !signatureMatches(signPayload("consultation", parsed.payload, secret), parsed.signature)) return null;
  const [bookingId, tokenVersion, expires] = parsed.numbers as [number, number, number];
  return { bookingId, tokenVersion, expiresAt: new Date(expires * 1000) };
}

/** Whether a claim still names the booking as stored: same booking, same version, still booked. */
export function bookingTokenFits(
  claim: BookingClaim,
  booking: { id: number; tokenVersion: number; status: string } | undefined,
): boolean {
  return (
    booking !== undefined &&
    booking.id === claim.bookingId &&
    booking.tokenVersion === claim.tokenVersion &&
    booking.status === "booked"
  );
}

/** Proof that whoever holds it created lead `leadId` (given back with the stored lead). */
export function issueLeadToken(leadId: number, secret: string, now = new Date()): string {
  const payload = `${leadId}.${Math.floor((now.getTime() + LEAD_TOKEN_TTL_MS) / 1000)}`;
  return `${payload}.${signPayload("lead-booking", payload, secret)}`;
}

/**
 * A lead token for a lead stored as spam: the same form as issueLeadToken's (its id, expiry and a signature of the
 * same length), signed for another purpose, so it books nothing (leadTokenAllows refuses it) and only the server
 * can tell it from a bookable one.
 */
export function issueWithheldLeadToken(leadId: number, secret: string, now = new Date()): string {
  const payload = `${leadId}.${Math.floor((now.getTime() + LEAD_TOKEN_TTL_MS) / 1000)}`;
  return `${payload}.${signPayload("lead-withheld", payload, secret)}`;
}

/** The lead a token from issueLeadToken or issueWithheldLeadToken names, if it is one of ours and unexpired. */
export function leadOfIssuedToken(token: string, secret: string, now = new Date()): number | null {
  const parsed = splitSignedNumbers(token, 2);
  if (!parsed) return null;
  const signed = (kind: string) => signatureMatches(signPayload(kind, parsed.payload, secret), parsed.signature);
  if (!signed("lead-booking") && !signed("lead-withheld")) return null;
  const [id, expires] = parsed.numbers as [number, number];
  return expires * 1000 > now.getTime() ? id : null;
}

/** The lead a lead token names, if genuine, unexpired and for `leadId`. */
export function leadTokenAllows(token: string, leadId: number, secret: string, now = new Date()): boolean {
  const parsed = splitSignedNumbers(token, 2);
  if (!parsed || !signatureMatches(signPayload("lead-booking", parsed.payload, secret), parsed.signature)) return false;
  const [id, expires] = parsed.numbers as [number, number];
  return id === leadId && expires * 1000 > now.getTime();
}
