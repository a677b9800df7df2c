import { describe, expect, it } from "vitest";
import { FORM_TOKEN_RENEW_MS, formTokenIssuedAt, tokenToSend } from "./form-token";

const token = (at: number) => `${at}.signature`;
const SHOWN = 1_790_000_000_000;

describe("formTokenIssuedAt", () => {
  it("reads the issue time of a token, and nothing from anything else", () => {
    expect(formTokenIssuedAt(token(SHOWN))).toBe(SHOWN);
    expect(formTokenIssuedAt("")).toBeNull();
    expect(formTokenIssuedAt("abc.def")).toBeNull();
    expect(formTokenIssuedAt("12.def")).toBeNull();
  });
});

describe("tokenToSend", () => {
  it("keeps the token of when the form was first shown when the loader issues a newer one", () => {
    expect(tokenToSend(token(SHOWN), token(SHOWN + 1_500))).toBe(token(SHOWN));
    expect(tokenToSend(token(SHOWN), token(SHOWN + FORM_TOKEN_RENEW_MS))).toBe(token(SHOWN));
  });

  it("takes the newer token once the kept one is too old, or when the kept one is not readable", () => {
    expect(tokenToSend(token(SHOWN), token(SHOWN + FORM_TOKEN_RENEW_MS + 1))).toBe(
      token(SHOWN + FORM_TOKEN_RENEW_MS + 1),
    );
    expect(tokenToSend("garbage", token(SHOWN))).toBe(token(SHOWN));
  });
});
