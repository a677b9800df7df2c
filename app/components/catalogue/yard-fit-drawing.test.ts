import { describe, expect, it } from "vitest";
import { YARD_DEFAULTS, poolFit } from "~/lib/catalogue/yard-fit";
import { plotGeometry } from "./yard-fit-drawing";

const yard = (width: number, depth: number, distances = {}) => ({ width, depth, ...YARD_DEFAULTS, ...distances });

describe("the yard drawing's geometry", () => {
  it("draws the yard to scale, its longer side the plot's size", () => {
    const wide = yard(50, 40);
    const geometry = plotGeometry(poolFit({ length: 26, width: 12 }, wide)!, wide);
    expect(geometry.width).toBe("5.5rem");
    expect(geometry.height).toBe("4.4rem");
  });

  it("puts the setback line and the pool with its deck where the fit says, the spare feet on each side", () => {
    // 50 × 40 ft yard, 5 ft setbacks: room 40 × 30. The 26 × 12 pool with a 3 ft deck is 32 × 18 along the house,
    // 4 ft spare left and right, 6 ft at the house and at the back.
    const wide = yard(50, 40);
    const geometry = plotGeometry(poolFit({ length: 26, width: 12 }, wide)!, wide);
    expect(geometry.room).toBe("12.5% 10% 12.5% 10%");
    // Top 5 + 6 = 11 of 40 ft; left and right 5 + 4 = 9 of 50; bottom 40 − 11 − 18 = 11.
    expect(geometry.at).toBe("27.5% 18% 27.5% 18%");
    // The water, 3 ft inside the 32 × 18 ft deck.
    expect(geometry.water).toBe("16.67% 9.38% 16.67% 9.38%");
  });

  it("fills the room exactly when the fit is exact, and draws no water border without a deck", () => {
    const exact = yard(26, 12, { houseSetback: 0, lineSetback: 0, deck: 0 });
    const geometry = plotGeometry(poolFit({ length: 26, width: 12 }, exact)!, exact);
    expect(geometry.at).toBe("0% 0% 0% 0%");
    expect(geometry.water).toBe("0% 0% 0% 0%");
  });

  it("keeps a very long, narrow yard visible", () => {
    const long = yard(500, 30, { houseSetback: 0, lineSetback: 0, deck: 0 });
    expect(plotGeometry(poolFit({ length: 14, width: 8 }, long)!, long).height).toBe("1rem");
  });
});
