import { describe, expect, it } from "vitest";
import { leadTown, townFromAddress } from "./lead-town.server";

describe("townFromAddress", () => {
  it("reads the town before the state", () => {
    expect(townFromAddress("55 Lake Shore Dr, Orlando, FL")).toBe("Orlando");
    expect(townFromAddress("123 Palm Way, Wellington, FL 33414")).toBe("Wellington");
    expect(townFromAddress("9 Ocean Blvd, Stuart, Florida")).toBe("Stuart");
    expect(townFromAddress("Orlando, FL")).toBe("Orlando");
    expect(townFromAddress("12 Elm St, Port St. Lucie")).toBe("Port St. Lucie");
  });

  it("finds no town in a street alone", () => {
    expect(townFromAddress("123 Palm Way")).toBeNull();
    expect(townFromAddress("123 Palm Way, FL")).toBeNull();
    expect(townFromAddress("")).toBeNull();
    expect(townFromAddress(null)).toBeNull();
  });
});

describe("leadTown", () => {
  it("falls back to the ZIP code's town", async () => {
    expect(await leadTown({ address: "123 Palm Way", zip: "32801" })).toBe("Orlando");
    expect(await leadTown({ address: "1 Main St, Stuart, FL", zip: "32801" })).toBe("Stuart");
    expect(await leadTown({ address: null, zip: null })).toBeNull();
  });
});
