import { describe, expect, it } from "vitest";
import { MIN_FILL_MS, checkFormToken, issueFormToken } from "./form-token.server";

const secret = "s".repeat(40);

describe("form tokens", () => {
  it("accept a form filled in at human speed and refuse one sent at once", () => {
    const token = issueFormToken(secret, 1_000_000_000_000);
    expect(checkFormToken(token, secret, 1_000_000_000_000 + MIN_FILL_MS + 1)).toBe("ok");
    expect(checkFormToken(token, secret, 1_000_000_000_000 + 300)).toBe("too-fast");
  });

  it("accept a form left open for days: a signed token has no upper age", () => {
    const token = issueFormToken(secret, 1_000_000_000_000);
    expect(checkFormToken(token, secret, 1_000_000_000_000 + 3 * 24 * 60 * 60 * 1000)).toBe("ok");
  });

  it("refuse forged, tampered and foreign tokens", () => {
    const token = issueFormToken(secret, 1_000_000_000_000);
    const later = 1_000_000_000_000 + 10_000;
    expect(checkFormToken(token, "another-secret-another-secret-12345", later)).toBe("invalid");
    expect(checkFormToken(token.replace(/^\d+/, "999999999999"), secret, later)).toBe("invalid");
    expect(checkFormToken("garbage", secret, later)).toBe("invalid");
    expect(checkFormToken("", secret, later)).toBe("invalid");
  });
});
