import { describe, expect, it } from "vitest";
import { YARD_FIT_MESSAGES as M, parseYardFit } from "./yard-fit";

const parse = (query: string) => parseYardFit(new URLSearchParams(query));

describe("the yard in the address", () => {
  it("is absent when neither size is given: the catalogue shows every pool", () => {
    expect(parse("")).toEqual({ yard: null, errors: {} });
    expect(parse("shape=Rectangle&deck=2")).toEqual({ yard: null, errors: {} });
  });

  it("takes the sizes and fills the distances the visitor left out with the defaults", () => {
    expect(parse("yardWidth=30&yardDepth=40")).toEqual({
      yard: { width: 30, depth: 40, houseSetback: 5, lineSetback: 5, deck: 3 },
      errors: {},
    });
    expect(parse("yardWidth=30.5&yardDepth=40 ft&houseSetback=0&lineSetback=7&deck=&").yard).toEqual({
      width: 30.5,
      depth: 40,
      houseSetback: 0,
      lineSetback: 7,
      deck: 3,
    });
  });

  it("puts a clear message beside each wrong field: empty, zero, negative, text, over 500 ft", () => {
    expect(parse("yardWidth=&yardDepth=40").errors).toEqual({ yardWidth: M.widthRequired });
    expect(parse("yardWidth=30").errors).toEqual({ yardDepth: M.depthRequired });
    expect(parse("yardWidth=0&yardDepth=-4").errors).toEqual({ yardWidth: M.sizePositive, yardDepth: M.sizePositive });
    expect(parse("yardWidth=thirty&yardDepth=40").errors).toEqual({ yardWidth: M.notANumber });
    expect(parse("yardWidth=501&yardDepth=40").errors).toEqual({ yardWidth: M.tooLarge });
    expect(parse("yardWidth=30&yardDepth=40&houseSetback=-1&deck=abc&lineSetback=600").errors).toEqual({
      houseSetback: M.distanceNotNegative,
      deck: M.notANumber,
      lineSetback: M.tooLarge,
    });
    expect(parse("yardWidth=<script>&yardDepth=1e3").errors).toEqual({
      yardWidth: M.notANumber,
      yardDepth: M.notANumber,
    });
    expect(parse("yardWidth=30&yardDepth=40&deck=abc").yard).toBeNull();
  });

  it("accepts exactly 500 ft", () => {
    expect(parse("yardWidth=500&yardDepth=500").yard?.width).toBe(500);
  });
});
