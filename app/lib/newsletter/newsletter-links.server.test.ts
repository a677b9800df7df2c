import { describe, expect, it } from "vitest";
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  issueConfirmToken,
  issueUnsubscribeToken,
  listUnsubscribeHeaders,
  newsletterUnsubscribeUrl,
  readConfirmToken,
  readUnsubscribeToken,
} from "./newsletter-links.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

describe("newsletter links", () => {
  const consentAt = new Date("2026-11-29T12:00:00Z");

  it("reads back the subscriber of a confirmation link until it expires", () => {
    const token = issueConfirmToken({ id: 42, consentAt }, SECRET);
    expect(readConfirmToken(token, SECRET, consentAt)).toBe(42);
    const afterExpiry = new Date(consentAt.getTime() + NEWSLETTER_CONFIRM_TTL_MS + 1000);
    expect(readConfirmToken(token, SECRET, afterExpiry)).toBeNull();
  });

  it("refuses a forged, altered or foreign token", () => {
    const token = issueConfirmToken({ id: 42, consentAt }, SECRET);
    expect(readConfirmToken(token, "another-secret-that-is-long-enough-987654", consentAt)).toBeNull();
    expect(readConfirmToken(token.replace(/^42\./, "43."), SECRET, consentAt)).toBeNull();
    // An unsubscribe token is not a confirmation token, nor the other way round.
    expect(readConfirmToken(issueUnsubscribeToken(42, SECRET), SECRET, consentAt)).toBeNull();
    expect(readUnsubscribeToken(token, SECRET)).toBeNull();
    expect(readUnsubscribeToken("x".repeat(300), SECRET)).toBeNull();
    expect(readUnsubscribeToken(undefined, SECRET)).toBeNull();
  });

  it("unsubscribe links never expire and carry the one-click headers", () => {
    const token = issueUnsubscribeToken(7, SECRET);
    expect(readUnsubscribeToken(token, SECRET)).toBe(7);
    const url = newsletterUnsubscribeUrl("https://example.com/", token);
    expect(url).toBe(`https://example.com/newsletter/unsubscribe/${token}`);
    expect(listUnsubscribeHeaders(url)).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
