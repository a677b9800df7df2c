import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it.each([
    ["Apollo 14", "apollo-14"],
    ["Caesar's Palace", "caesars-palace"],
    ["Caesar’s Palace", "caesars-palace"],
    ["Milan 10.20", "milan-10-20"],
    ["Rock & Roll", "rock-and-roll"],
    ["R&D", "r-and-d"],
    ["Crème Brûlée", "creme-brulee"],
    ["Señor Piñata", "senor-pinata"],
    ["Straße Ærø", "strasse-aero"],
    ["  --Hello,   World!--  ", "hello-world"],
    ["UPPER lower", "upper-lower"],
    ["Freeform, built-in spa", "freeform-built-in-spa"],
    ["a/b\\c_d", "a-b-c-d"],
    ["日本語", ""],
    ["", ""],
    ["   ", ""],
    ["!!!", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("produces only lowercase ascii letters, digits and single dashes", () => {
    const slug = slugify("  Ünïcödé — Test ~~ 123 ");
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug).toBe("unicode-test-123");
  });

  it("caps the length at 255 characters without a trailing dash", () => {
    const long = slugify("word ".repeat(200));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith("-")).toBe(false);
    expect(slugify("a".repeat(400))).toBe("a".repeat(255));
  });

  it("is idempotent", () => {
    for (const s of ["Caesar's Palace", "Rock & Roll", "Milan 10.20"]) {
      expect(slugify(slugify(s))).toBe(slugify(s));
    }
  });
});

describe("uniqueSlug", () => {
  it("returns the base when free", () => {
    expect(uniqueSlug("apollo-14", new Set())).toBe("apollo-14");
    expect(uniqueSlug("apollo-14", new Set(["other"]))).toBe("apollo-14");
  });

  it("appends -2, -3 … until free", () => {
    expect(uniqueSlug("apollo", new Set(["apollo"]))).toBe("apollo-2");
    expect(uniqueSlug("apollo", new Set(["apollo", "apollo-2"]))).toBe("apollo-3");
    expect(uniqueSlug("apollo", new Set(["apollo", "apollo-2", "apollo-3", "apollo-5"]))).toBe("apollo-4");
  });

  it("keeps suffixed slugs within the length cap", () => {
    const base = "a".repeat(255);
    const result = uniqueSlug(base, new Set([base]));
    expect(result.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(result.endsWith("-2")).toBe(true);
  });

  it("handles an empty base", () => {
    expect(uniqueSlug("", new Set())).toBe("");
    expect(uniqueSlug("", new Set([""]))).toBe("2");
  });
});
