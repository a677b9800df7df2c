import { describe, expect, it } from "vitest";
import { POOL_DATA, buildPoolRows } from "./pools.ts";

describe("the seeded pools in Spanish", () => {
  const rows = buildPoolRows();

  it("give every model a Spanish description and its features in Spanish", () => {
    const untranslated = rows.filter(
      (row) => !row.descriptionEs || (row.featuresEs?.length ?? 0) !== (row.features?.length ?? 0),
    );
    expect(untranslated.map((row) => row.model)).toEqual([]);
    expect(rows).toHaveLength(POOL_DATA.length);
  });

  it("describe a model from the same figures as the English description", () => {
    const apollo = rows.find((row) => row.model === "Apollo 14")!;
    expect(apollo.description).toBe(
      "The Apollo 14 is a rectangle fiberglass pool by Latham, 13'10\" x 32' with depths from 3'6\" to 6'1\" and " +
        "about 7,700 gallons. It comes with built-in entry steps and bench.",
    );
    expect(apollo.descriptionEs).toBe(
      "El modelo Apollo 14 es una piscina de fibra de vidrio rectangular de Latham, de 13'10\" x 32', con una " +
        "profundidad de 3'6\" a 6'1\" y unos 7,700 galones. Incluye escalones de entrada y banca integrados.",
    );
    expect(apollo.featuresEs).toEqual(["escalones de entrada y banca integrados"]);
  });

  it("say a model without a shallow end has a maximum depth, and join several features as Spanish does", () => {
    const withoutShallowEnd = rows.find((row) => row.shallowDepthFt === null && (row.features?.length ?? 0) > 1)!;
    expect(withoutShallowEnd.descriptionEs).toMatch(
      /con una profundidad máxima de \d+'(\d+")? y unos [\d,]+ galones\./,
    );
    expect(withoutShallowEnd.descriptionEs).toMatch(/ Incluye [^.]+ y [^.]+\.$/);
  });
});
