import { describe, expect, it } from "vitest";
import { formTokenIssuedAt, tokenToSend } from "./form-token";

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
  it("keeps the token of when the form was first shown when the loader issues a newer one, however much later", () => {
    expect(tokenToSend(token(SHOWN), token(SHOWN + 1_500))).toBe(token(SHOWN));
    expect(tokenToSend(token(SHOWN), token(SHOWN + 3 * 24 * 60 * 60 * 1000))).toBe(token(SHOWN));
  });

  it("takes the newer token when the kept one is not readable", () => {
    expect(tokenToSend("garbage", token(SHOWN))).toBe(token(SHOWN));
  });
});
