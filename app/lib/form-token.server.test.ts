import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken } from "./form-token.server";

const secret = "s".repeat(40);
const shown = 1_000_000_000_000;

describe("form tokens", () => {
  it("accept a form sent at once and say how long it was on screen", () => {
    const token = issueFormToken(secret, shown);
    expect(checkFormToken(token, secret, shown + 200)).toEqual({ valid: true, sentAfterMs: 200 });
    expect(checkFormToken(token, secret, shown + 12_500)).toEqual({ valid: true, sentAfterMs: 12_500 });
  });

  it("accept a form left open for days: a signed token has no upper age", () => {
    const token = issueFormToken(secret, shown);
    expect(checkFormToken(token, secret, shown + 3 * 24 * 60 * 60 * 1000)).toEqual({
      valid: true,
      sentAfterMs: 3 * 24 * 60 * 60 * 1000,
    });
  });

  it("keep the time within what the lead stores: never below 0, at most about 24 days", () => {
    const token = issueFormToken(secret, shown);
    expect(checkFormToken(token, secret, shown - 50)).toEqual({ valid: true, sentAfterMs: 0 });
    expect(checkFormToken(token, secret, shown + 90 * 24 * 60 * 60 * 1000)).toEqual({
      valid: true,
      sentAfterMs: 2_147_483_647,
    });
  });

  it("refuse forged, tampered and foreign tokens", () => {
    const token = issueFormToken(secret, shown);
    const later = shown + 10_000;
    expect(checkFormToken(token, "another-secret-another-secret-12345", later)).toEqual({ valid: false });
    expect(checkFormToken(token.replace(/^\d+/, "999999999999"), secret, later)).toEqual({ valid: false });
    expect(checkFormToken("garbage", secret, later)).toEqual({ valid: false });
    expect(checkFormToken("", secret, later)).toEqual({ valid: false });
  });
});
