import { describe, expect, it } from "vitest";
import {
  YARD_DEFAULTS,
  nearestPools,
  nearestSizes,
  poolFit,
  poolsThatFit,
  readYardQuery,
  shortfall,
  yardNeeded,
  yardToFit,
  type Yard,
} from "./yard-fit";

const yard = (width: number, depth: number, distances: Partial<Yard> = {}): Yard => ({
  width,
  depth,
  ...YARD_DEFAULTS,
  ...distances,
});

// A 12 × 26 ft pool with the default 3 ft deck is 18 × 32 ft; with 5 ft to the lines on both sides and 5 ft to the
// house and the back line, it needs a yard 42 ft wide and 28 ft deep along the house, or 28 × 42 turned.
const cape = { length: 26, width: 12 };

describe("poolFit", () => {
  it("fits a pool along the house when the yard is wide, with the spare feet split evenly", () => {
    const fit = poolFit(cape, yard(50, 40));
    expect(fit).toEqual({
      orientation: "along",
      footprint: { width: 32, depth: 18 },
      spare: { house: 6, back: 6, left: 4, right: 4 },
    });
  });

  it("turns the pool when only the other way fits", () => {
    const fit = poolFit(cape, yard(30, 50));
    expect(fit?.orientation).toBe("across");
    expect(fit?.footprint).toEqual({ width: 18, depth: 32 });
    expect(fit?.spare).toEqual({ house: 4, back: 4, left: 1, right: 1 });
  });

  it("takes the way that leaves the most room on the tightest side", () => {
    // Room inside the setbacks 34 × 40. Along (32 × 18): 1 ft each side, 11 ft front and back. Across (18 × 32):
    // 8 ft each side, 4 ft front and back: its tightest side has more room.
    expect(poolFit(cape, yard(44, 50))?.orientation).toBe("across");
    // Room 34 × 34: both ways leave 1 ft on the tightest side; along the house wins the tie.
    expect(poolFit(cape, yard(44, 44))?.orientation).toBe("along");
  });

  it("fits exactly at the edge, with no spare foot, and not a tenth of a foot less", () => {
    expect(poolFit(cape, yard(42, 28))).toEqual({
      orientation: "along",
      footprint: { width: 32, depth: 18 },
      spare: { house: 0, back: 0, left: 0, right: 0 },
    });
    expect(poolFit(cape, yard(41.9, 28))).toBeNull();
    expect(poolFit(cape, yard(42, 27.9))).toBeNull();
  });

  it("counts the setbacks and the deck the visitor set, zero included", () => {
    expect(poolFit(cape, yard(26, 12, { houseSetback: 0, lineSetback: 0, deck: 0 }))?.spare).toEqual({
      house: 0,
      back: 0,
      left: 0,
      right: 0,
    });
    expect(poolFit(cape, yard(42, 28, { deck: 4 }))).toBeNull();
    expect(poolFit(cape, yard(42, 28, { houseSetback: 10 }))).toBeNull();
  });

  it("keeps an exact fit in fractional feet exact, whatever the floating-point sums give", () => {
    // 20.2 + 2 × 0.1 and 20.1 + 0.3 are both 20.4 on paper, not in floating point.
    const pool = { length: 20.2, width: 12.1 };
    const fit = poolFit(pool, yard(20.1 + 0.3, 12.3, { houseSetback: 0, lineSetback: 0, deck: 0.1 }));
    expect(fit?.spare).toEqual({ house: 0, back: 0, left: 0, right: 0 });
  });
});

describe("shortfall, yardNeeded and the nearest pools", () => {
  it("measures how many feet the yard lacks, the better way round", () => {
    expect(shortfall(cape, yard(42, 28))).toBe(0);
    expect(shortfall(cape, yard(40, 27))).toBe(3);
    expect(shortfall(cape, yard(20, 20))).toBe(30);
  });

  it("names the smallest yard a pool needs", () => {
    expect(yardNeeded(cape, YARD_DEFAULTS)).toEqual({ width: 42, depth: 28 });
    expect(yardNeeded({ length: 14, width: 8 }, { houseSetback: 0, lineSetback: 0, deck: 0 })).toEqual({
      width: 14,
      depth: 8,
    });
  });

  it("lists the pools that fit, in order, and the nearest ones when none does", () => {
    const plunge = { id: 1, length: 14, width: 8 };
    const family = { id: 2, length: 40, width: 16 };
    const medium = { id: 3, length: 32, width: 14 };
    const pools = [family, plunge, medium];
    expect(poolsThatFit(pools, yard(60, 40)).map(({ pool }) => pool.id)).toEqual([2, 1, 3]);
    expect(poolsThatFit(pools, yard(34, 25)).map(({ pool }) => pool.id)).toEqual([1]);
    expect(poolsThatFit(pools, yard(20, 20))).toEqual([]);
    expect(nearestPools(pools, yard(20, 20), 2).map((pool) => pool.id)).toEqual([1, 3]);
  });
});

describe("what a yard that does not fit would need", () => {
  it("names the smallest enlargement of the visitor's yard that fits the pool, turned the way that asks least", () => {
    // Room 30 × 17: along the house (32 × 18) it lacks 2 ft of width and 1 ft of depth; turned, 15 ft of depth.
    expect(yardToFit(cape, yard(40, 27))).toEqual({ width: 42, depth: 28 });
    // A wide, shallow yard: only depth is missing.
    expect(yardToFit(cape, yard(60, 20))).toEqual({ width: 60, depth: 28 });
    // A yard that fits needs nothing more.
    expect(yardToFit(cape, yard(50, 40))).toEqual({ width: 50, depth: 40 });
  });

  it("suggests one pool of each nearest size, with the yard it needs", () => {
    const pools = [
      { id: 1, length: 14, width: 8 },
      { id: 2, length: 14, width: 8 },
      { id: 3, length: 32, width: 14 },
      { id: 4, length: 40, width: 16 },
    ];
    expect(nearestSizes(pools, yard(20, 20), 2)).toEqual([
      { pool: pools[0], needs: { width: 30, depth: 24 } },
      { pool: pools[2], needs: { width: 48, depth: 30 } },
    ]);
    expect(nearestSizes(pools, yard(20, 20)).map(({ pool }) => pool.id)).toEqual([1, 3, 4]);
  });
});

describe("the yard's fields in the address, as typed", () => {
  it("keeps what is there, text and blanks included, and nothing else", () => {
    expect(readYardQuery(new URLSearchParams("yardWidth=thirty&yardDepth=40&deck=&shape=Freeform"))).toEqual({
      yardWidth: "thirty",
      yardDepth: "40",
      deck: "",
    });
    expect(readYardQuery(new URLSearchParams("page=2"))).toEqual({});
  });
});
