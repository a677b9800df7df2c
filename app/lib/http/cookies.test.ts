import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds one cookie among several", () => {
    expect(readCookie("a=1; ffp_attribution=%7B%7D; b=2", "ffp_attribution")).toBe("%7B%7D");
    expect(readCookie("ffp_attribution=x", "ffp_attribution")).toBe("x");
  });
  it("is undefined when absent or the header is missing", () => {
    expect(readCookie("xffp_attribution=1", "ffp_attribution")).toBeUndefined();
    expect(readCookie(undefined, "a")).toBeUndefined();
    expect(readCookie("", "a")).toBeUndefined();
  });
});
