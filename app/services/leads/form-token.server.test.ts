import { describe, expect, it } from "vitest";
import { FORM_SERVED_COOKIE, formServedSetCookie, issueFormServed, readFormServed } from "./form-token.server";

const secret = "s".repeat(40);
const served = 1_000_000_000_000;
const DAY = 24 * 60 * 60 * 1000;
const cookie = (value: string) => `ffp_attribution=x; ${FORM_SERVED_COOKIE}=${value}`;

describe("the form-time cookie", () => {
  it("says how long ago the visitor was served the page, and carries a nonce of its own each time", () => {
    const value = issueFormServed(secret, served);
    expect(readFormServed(cookie(value), secret, served + 12_500)).toMatchObject({
      kind: "genuine",
      servedAt: served,
      sentAfterMs: 12_500,
    });
    const nonce = (v: string) => v.split(".")[1];
    expect(nonce(issueFormServed(secret, served))).not.toBe(nonce(value));
  });

  it("is good for a form left open for weeks, within what the lead stores (never below 0, at most ~24 days)", () => {
    const value = issueFormServed(secret, served);
    expect(readFormServed(cookie(value), secret, served - 50)).toMatchObject({ kind: "genuine", sentAfterMs: 0 });
    expect(readFormServed(cookie(value), secret, served + 3 * DAY)).toMatchObject({ sentAfterMs: 3 * DAY });
    expect(readFormServed(cookie(value), secret, served + 29 * DAY)).toMatchObject({ sentAfterMs: 2_147_483_647 });
    // Older than any browser keeps it: a replay.
    expect(readFormServed(cookie(value), secret, served + 31 * DAY)).toEqual({ kind: "forged" });
  });

  it("is missing without the cookie, and forged when not signed with our secret or tampered with", () => {
    const value = issueFormServed(secret, served);
    const later = served + 10_000;
    expect(readFormServed(null, secret, later)).toEqual({ kind: "missing" });
    expect(readFormServed("ffp_attribution=x", secret, later)).toEqual({ kind: "missing" });
    expect(readFormServed(cookie(value), "another-secret-another-secret-12345", later)).toEqual({ kind: "forged" });
    expect(readFormServed(cookie(value.replace(/^\d+/, "999999999999")), secret, later)).toEqual({ kind: "forged" });
    expect(readFormServed(cookie("garbage"), secret, later)).toEqual({ kind: "forged" });
  });

  it("is an HttpOnly first-party cookie for the whole site, Secure on an https site", () => {
    const header = formServedSetCookie(secret, true, served);
    expect(header).toMatch(new RegExp(`^${FORM_SERVED_COOKIE}=${served}\\.[\\w-]{16}\\.[\\w-]{43}; `));
    expect(header).toContain("Path=/;");
    expect(header).toContain("HttpOnly;");
    expect(header).toContain("Secure;");
    expect(header).toContain("SameSite=Lax");
    expect(formServedSetCookie(secret, false, served)).not.toContain("Secure");
  });
});
