import { describe, expect, it } from "vitest";
import { issueFormServed } from "~/services/leads/form-token.server";
import {
  LEAD_TOKEN_TTL_MS,
  bookingTokenFits,
  issueBookingToken,
  issueLeadToken,
  issueWithheldLeadToken,
  leadOfIssuedToken,
  leadTokenAllows,
  readBookingToken,
} from "./consultation-links.server";

const SECRET = "a-test-secret-of-forty-characters-or-so-x";
const booking = { id: 42, tokenVersion: 3, slotEnd: new Date("2026-03-09T14:00:00Z"), status: "booked" };
const before = new Date("2026-03-01T12:00:00Z");

describe("booking tokens", () => {
  it("name the booking and its version until the consultation ends", () => {
    const token = issueBookingToken(booking, SECRET);
    expect(token).toMatch(/^42\.3\.\d+\.[\w-]+$/);
    const claim = readBookingToken(token, SECRET, before);
    expect(claim).toEqual({ bookingId: 42, tokenVersion: 3, expiresAt: booking.slotEnd });
    expect(bookingTokenFits(claim!, booking)).toBe(true);
  });

  it("expire at the end of the consultation", () => {
    const token = issueBookingToken(booking, SECRET);
    expect(readBookingToken(token, SECRET, new Date("2026-03-09T13:59:59Z"))).not.toBeNull();
    expect(readBookingToken(token, SECRET, booking.slotEnd)).toBeNull();
    expect(readBookingToken(token, SECRET, new Date("2026-04-01T00:00:00Z"))).toBeNull();
  });

  it("are refused when forged, altered, signed with another secret or malformed", () => {
    const token = issueBookingToken(booking, SECRET);
    const [id, version, expires, signature] = token.split(".");
    // Another booking's id with this signature.
    expect(readBookingToken(`43.${version}.${expires}.${signature}`, SECRET, before)).toBeNull();
    // A later expiry.
    expect(readBookingToken(`${id}.${version}.${Number(expires) + 86_400}.${signature}`, SECRET, before)).toBeNull();
    expect(readBookingToken(`${id}.${version}.${expires}.${signature!.slice(0, -2)}AA`, SECRET, before)).toBeNull();
    expect(
      readBookingToken(issueBookingToken(booking, "another-secret-another-secret-another"), SECRET, before),
    ).toBeNull();
    for (const bad of ["", "42", "42.3.1", "x.3.1.sig", "-1.3.1.sig", "42.3.1.sig.more", "4".repeat(300)]) {
      expect(readBookingToken(bad, SECRET, before)).toBeNull();
    }
  });

  it("stop fitting once the booking is cancelled or moved (its version bumped), or for another booking", () => {
    const claim = readBookingToken(issueBookingToken(booking, SECRET), SECRET, before)!;
    expect(bookingTokenFits(claim, { ...booking, tokenVersion: 4 })).toBe(false);
    expect(bookingTokenFits(claim, { ...booking, status: "cancelled" })).toBe(false);
    expect(bookingTokenFits(claim, { ...booking, id: 43 })).toBe(false);
    expect(bookingTokenFits(claim, undefined)).toBe(false);
  });

  it("are not accepted as lead tokens, nor form tokens as booking tokens", () => {
    const lead = issueLeadToken(42, SECRET, before);
    expect(
      readBookingToken(`${lead.split(".")[0]}.3.${lead.split(".").slice(1).join(".")}`, SECRET, before),
    ).toBeNull();
    expect(readBookingToken(issueFormServed(SECRET, before.getTime()), SECRET, before)).toBeNull();
  });
});

describe("lead tokens", () => {
  it("allow booking for their own lead only, for a week", () => {
    const token = issueLeadToken(7, SECRET, before);
    expect(leadTokenAllows(token, 7, SECRET, before)).toBe(true);
    expect(leadTokenAllows(token, 8, SECRET, before)).toBe(false);
    expect(leadTokenAllows(token, 7, SECRET, new Date(before.getTime() + LEAD_TOKEN_TTL_MS - 1000))).toBe(true);
    expect(leadTokenAllows(token, 7, SECRET, new Date(before.getTime() + LEAD_TOKEN_TTL_MS))).toBe(false);
  });

  it("are refused when forged or taken from a booking token", () => {
    const token = issueLeadToken(7, SECRET, before);
    const [, expires, signature] = token.split(".");
    expect(leadTokenAllows(`8.${expires}.${signature}`, 8, SECRET, before)).toBe(false);
    expect(leadTokenAllows(issueLeadToken(7, "another-secret-another-secret-another", before), 7, SECRET, before)).toBe(
      false,
    );
    const bookingToken = issueBookingToken({ id: 7, tokenVersion: 1, slotEnd: booking.slotEnd }, SECRET);
    expect(leadTokenAllows(bookingToken, 7, SECRET, before)).toBe(false);
    expect(leadTokenAllows("", 7, SECRET, before)).toBe(false);
  });

  it("given for spam have the same form as a bookable one, book nothing, and still name their lead", () => {
    const bookable = issueLeadToken(7, SECRET, before);
    const withheld = issueWithheldLeadToken(7, SECRET, before);
    const shape = (token: string) => token.replace(/[\w-]/g, "x");
    expect(shape(withheld)).toBe(shape(bookable));
    expect(withheld).not.toBe(bookable);
    expect(leadTokenAllows(withheld, 7, SECRET, before)).toBe(false);
    expect(leadOfIssuedToken(withheld, SECRET, before)).toBe(7);
    expect(leadOfIssuedToken(bookable, SECRET, before)).toBe(7);
    expect(leadOfIssuedToken(issueLeadToken(7, "another-secret-another-secret-another", before), SECRET, before)).toBe(
      null,
    );
  });
});
