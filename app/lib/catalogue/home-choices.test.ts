import { describe, expect, it } from "vitest";
import { carouselPosition, readHomeChoices } from "./home-choices";

describe("readHomeChoices", () => {
  it("starts with Medium, the first colour, the tier's first pool and All Pools", () => {
    expect(readHomeChoices(new URLSearchParams())).toEqual({
      tier: "Medium",
      colorId: null,
      poolId: null,
      gallery: "All Pools",
    });
  });

  it("takes the last value of a name: the pressed button comes after the form's hidden current choices", () => {
    const params = new URLSearchParams("size=Medium&pool=7&gallery=Kidney&color=3&size=Large");
    expect(readHomeChoices(params)).toEqual({ tier: "Large", colorId: 3, poolId: 7, gallery: "Kidney" });
  });

  it("ignores an unknown size and ids that are not positive whole numbers", () => {
    const params = new URLSearchParams("size=Huge&color=-2&pool=1e3");
    expect(readHomeChoices(params)).toMatchObject({ tier: "Medium", colorId: null, poolId: null });
  });
});

describe("carouselPosition", () => {
  const pools = [{ id: 4 }, { id: 9 }, { id: 2 }];

  it("shows the chosen pool with its neighbours, wrapping at both ends", () => {
    expect(carouselPosition(pools, 4)).toEqual({ index: 0, previous: { id: 2 }, current: { id: 4 }, next: { id: 9 } });
    expect(carouselPosition(pools, 2)).toEqual({ index: 2, previous: { id: 9 }, current: { id: 2 }, next: { id: 4 } });
  });

  it("starts at the first pool when the chosen one is not of this tier", () => {
    expect(carouselPosition(pools, 77).index).toBe(0);
    expect(carouselPosition(pools, null).current).toEqual({ id: 4 });
  });

  it("has nothing to show without pools", () => {
    expect(carouselPosition([], 4)).toEqual({ index: 0, previous: null, current: null, next: null });
  });
});
