import { describe, expect, it } from "vitest";
import { POOL_DATA } from "#db/seed/pools.ts";
import { hasLedgeRoom } from "./design-ledge";

const pool = (shape: string, lengthFt: number | null, widthFt: number | null, features: string[] = []) => ({
  shape,
  lengthFt,
  widthFt,
  features,
});

describe("hasLedgeRoom", () => {
  it("has room where the model's features name a ledge or shelf, whatever its size", () => {
    expect(hasLedgeRoom(pool("Freeform", 21.08, 12.58, ["tanning ledge"]))).toBe(true);
    expect(hasLedgeRoom(pool("Freeform", 40.17, 16, ["optional add-on side tanning ledge"]))).toBe(true);
    expect(hasLedgeRoom(pool("Rectangle", 37, 16.17, ["tanning shelves and lounging areas in the corners"]))).toBe(
      true,
    );
  });

  it("has room from 30 ft by 14 ft, but never in a lap, plunge or spool pool", () => {
    expect(hasLedgeRoom(pool("Rectangle", 30, 14))).toBe(true);
    expect(hasLedgeRoom(pool("Rectangle, built-in spa", 33.75, 16))).toBe(true);
    expect(hasLedgeRoom(pool("Rectangle", 29.99, 16))).toBe(false);
    expect(hasLedgeRoom(pool("Rectangle", 40, 13.83))).toBe(false);
    expect(hasLedgeRoom(pool("Lap", 40, 14))).toBe(false);
    expect(hasLedgeRoom(pool("Plunge", 30, 14))).toBe(false);
    expect(hasLedgeRoom(pool("Spool", 30, 14))).toBe(false);
  });

  it("has no room when the size is unknown", () => {
    expect(hasLedgeRoom({ shape: null, lengthFt: null, widthFt: null, features: null })).toBe(false);
  });

  it("offers a ledge on about half of the seeded catalogue", () => {
    const withRoom = POOL_DATA.filter((p) => hasLedgeRoom(p)).length;
    expect(withRoom).toBeGreaterThan(20);
    expect(withRoom).toBeLessThan(POOL_DATA.length - 20);
  });
});
