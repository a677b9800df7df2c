import { describe, expect, it } from "vitest";
import { formatGallons } from "~/lib/catalogue/pool-display";
import { gallonsIn, shapeName, shapeTitle, sizeName } from "./catalogue-words";

const english = { one: "{count} gallon", other: "{count} gallons" };
const spanish = { one: "{count} galón", other: "{count} galones" };

describe("catalogue words in the reader's language", () => {
  it("writes gallons as the English pages always have, and in Spanish with the same figures", () => {
    for (const gallons of [1, 7700, 15300.4]) expect(gallonsIn(english, gallons)).toBe(formatGallons(gallons));
    expect(gallonsIn(spanish, 7700)).toBe("7,700 galones");
    expect(gallonsIn(spanish, 1)).toBe("1 galón");
    expect(gallonsIn(spanish, Number.NaN)).toBe("");
  });

  it("names sizes and shapes from the texts, and shows one the texts do not know as stored", () => {
    const names = { Small: "Pequeña", Rectangle: "rectangular" };
    expect(sizeName(names, "Small")).toBe("Pequeña");
    expect(sizeName(names, "Jumbo")).toBe("Jumbo");
    expect(shapeName(names, "Rectangle")).toBe("rectangular");
    expect(shapeName(names, "L-Shape")).toBe("l-shape");
    expect(shapeTitle(names, "Rectangle")).toBe("Rectangular");
    expect(shapeTitle(names, "L-Shape")).toBe("L-Shape");
  });
});
