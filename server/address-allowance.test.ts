import { describe, expect, it } from "vitest";
import { createAddressAllowance } from "./address-allowance";

const HOUR = 3_600_000;

describe("a per-address allowance", () => {
  it("allows each address its limit per window, and again in the next window", () => {
    const allowance = createAddressAllowance({ limit: 3, windowMs: HOUR, maxAddresses: 10 });
    const at = 5 * HOUR + 10;
    expect([1, 2, 3, 4].map(() => allowance.take("203.0.113.7", at))).toEqual([true, true, true, false]);
    expect(allowance.take("203.0.113.8", at)).toBe(true);
    expect(allowance.take("203.0.113.7", 6 * HOUR)).toBe(true);
  });

  it("remembers at most maxAddresses a window: later addresses are not counted until the next one", () => {
    const allowance = createAddressAllowance({ limit: 5, windowMs: HOUR, maxAddresses: 2 });
    expect(allowance.take("a", 0)).toBe(true);
    expect(allowance.take("b", 0)).toBe(true);
    expect(allowance.take("c", 0)).toBe(false);
    expect(allowance.take("a", 0)).toBe(true);
    expect(allowance.take("c", HOUR)).toBe(true);
  });
});
