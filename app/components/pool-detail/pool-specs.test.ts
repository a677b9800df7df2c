import { describe, expect, it } from "vitest";
import { poolSpecRows } from "./pool-specs";

describe("poolSpecRows", () => {
  it("lists every known fact, with the warranty only when there is one", () => {
    const rows = poolSpecRows({
      manufacturer: "Latham",
      series: "Milan",
      shape: "Plunge",
      size: "10' x 20'",
      sizeCategory: "Small",
      dimensions: "10' x 20'",
      depth: `4'10"`,
      volume: 3900,
      builtInSpa: "No",
      material: "Fiberglass",
      warranty: null,
      installationTime: "3-5 days",
    });
    expect(Object.fromEntries(rows.map((r) => [r.label, r.value]))).toEqual({
      Dimensions: "10' x 20'",
      "Nominal size": "10' x 20'",
      "Depth range": `4'10"`,
      Capacity: "3,900 gallons",
      Shape: "Plunge",
      "Built-in spa": "No",
      "Size category": "Small",
      Manufacturer: "Latham",
      Series: "Milan",
      Material: "Fiberglass",
      "Installation time": "3-5 days",
    });
  });

  it("applies the display fallbacks for missing values", () => {
    const rows = Object.fromEntries(poolSpecRows({ warranty: "25-year structural" }).map((r) => [r.label, r.value]));
    expect(rows).toMatchObject({
      Dimensions: "Custom Size",
      "Nominal size": "Custom Size",
      "Depth range": "Varies",
      Series: "Classic Series",
      "Built-in spa": "No",
      Warranty: "25-year structural",
    });
    expect(rows).not.toHaveProperty("Capacity");
  });
});
