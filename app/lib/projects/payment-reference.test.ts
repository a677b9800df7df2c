import { describe, expect, it } from "vitest";
import { looksLikeCardNumber } from "./payment-reference";

describe("looksLikeCardNumber", () => {
  it("finds a card number typed plain, in groups or inside other words", () => {
    expect(looksLikeCardNumber("4111111111111111")).toBe(true);
    expect(looksLikeCardNumber("4111 1111 1111 1111")).toBe(true);
    expect(looksLikeCardNumber("5555-5555-5555-4444")).toBe(true);
    expect(looksLikeCardNumber("paid with 378282246310005 by phone")).toBe(true);
  });

  it("lets check numbers and transfer references through", () => {
    expect(looksLikeCardNumber("Check 1042")).toBe(false);
    expect(looksLikeCardNumber("ZELLE-2026-0315-AB12")).toBe(false);
    expect(looksLikeCardNumber("Wire 20260315MMQFMP9X000123")).toBe(false);
    expect(looksLikeCardNumber("1234567890123")).toBe(false);
  });
});
