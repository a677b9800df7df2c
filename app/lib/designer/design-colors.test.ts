import { describe, expect, it } from "vitest";
import { findFinishColor, finishColorChoices } from "./design-colors";

const latham = [
  { name: "Sapphire Blue", series: "Crystal" },
  { name: "Pearl White", series: "Crystal" },
  { name: "Sapphire Blue", series: "Classic" },
];

describe("finishColorChoices", () => {
  it("names the collection of a color made in several, and leaves a unique name bare", () => {
    expect(finishColorChoices(latham).map((c) => [c.value, c.collection])).toEqual([
      ["Sapphire Blue (Crystal)", "Crystal"],
      ["Pearl White", null],
      ["Sapphire Blue (Classic)", "Classic"],
    ]);
  });
});

describe("findFinishColor", () => {
  const choices = finishColorChoices(latham);
  it("finds a choice by its value, whatever the case", () => {
    expect(findFinishColor(choices, "sapphire blue (classic)")?.series).toBe("Classic");
    expect(findFinishColor(choices, "Pearl White")?.value).toBe("Pearl White");
  });
  it("reads a bare name made in several collections as the first collection's", () => {
    expect(findFinishColor(choices, "Sapphire Blue")?.value).toBe("Sapphire Blue (Crystal)");
  });
  it("finds nothing for a color the manufacturer does not make", () => {
    expect(findFinishColor(choices, "Nope")).toBeUndefined();
    expect(findFinishColor(choices, "Sapphire Blue (Nope)")).toBeUndefined();
  });
});
