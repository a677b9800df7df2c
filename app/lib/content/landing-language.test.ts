import { describe, expect, it } from "vitest";
import { landingServiceIn } from "./landing-language";

const SPANISH = { "Pool Resurfacing": "Renovación de piscinas" };

describe("a landing page's service in the page's language", () => {
  it("names a listed service in Spanish, whatever its case, and keeps it on an English page", () => {
    expect(landingServiceIn("es", SPANISH, "Pool Resurfacing")).toBe("Renovación de piscinas");
    expect(landingServiceIn("es", SPANISH, "pool resurfacing")).toBe("Renovación de piscinas");
    expect(landingServiceIn("en", { "Pool Resurfacing": "Pool Resurfacing" }, "Pool Resurfacing")).toBe(
      "Pool Resurfacing",
    );
    expect(landingServiceIn("en", {}, "Dock Building")).toBe("Dock Building");
  });

  it("leaves out, on a Spanish page, a service it has no Spanish name for, and an empty one", () => {
    expect(landingServiceIn("es", SPANISH, "Dock Building")).toBeNull();
    expect(landingServiceIn("es", SPANISH, null)).toBeNull();
  });
});
