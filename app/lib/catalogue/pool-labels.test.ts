import { describe, expect, it } from "vitest";
import { poolCardTexts } from "~/content/texts/pool-card.server";
import { depthIn } from "./pool-labels";

describe("depthIn", () => {
  it("writes a pool without a shallow end as its deep end, in the page's language", () => {
    const pool = { id: 1, name: "Bermuda", depth: "Up to 4'10\"" };
    expect(depthIn(poolCardTexts.en, pool)).toBe("Up to 4'10\"");
    expect(depthIn(poolCardTexts.es, pool)).toBe("Hasta 4'10\"");
  });

  it("keeps a range as staff wrote it, and says an unknown depth varies", () => {
    expect(depthIn(poolCardTexts.es, { id: 2, name: "Apollo 14", depth: "3'6\" - 6'1\"" })).toBe("3'6\" - 6'1\"");
    expect(depthIn(poolCardTexts.es, { id: 3, name: "Custom", depth: null })).toBe("Variable");
  });
});
