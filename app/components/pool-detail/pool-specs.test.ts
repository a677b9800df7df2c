import { describe, expect, it } from "vitest";
import { poolCardTexts } from "~/content/texts/pool-card.server";
import { poolDetailTexts } from "~/content/texts/pool-detail.server";
import { poolSpecRows } from "./pool-specs";

const ENGLISH = { card: poolCardTexts.en, detail: poolDetailTexts.en };
const SPANISH = { card: poolCardTexts.es, detail: poolDetailTexts.es };

const SMALL_PLUNGE = {
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
};

describe("poolSpecRows", () => {
  it("lists every known fact, with the warranty only when there is one", () => {
    const rows = poolSpecRows(SMALL_PLUNGE, ENGLISH);
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
    const rows = Object.fromEntries(
      poolSpecRows({ warranty: "25-year structural" }, ENGLISH).map((r) => [r.label, r.value]),
    );
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

  it("names the facts in Spanish on a Spanish page, figures and names as they are", () => {
    const rows = Object.fromEntries(poolSpecRows(SMALL_PLUNGE, SPANISH, "es").map((r) => [r.label, r.value]));
    expect(rows).toEqual({
      Medidas: "10' x 20'",
      "Tamaño nominal": "10' x 20'",
      Profundidad: `4'10"`,
      Capacidad: "3,900 galones",
      Forma: "De inmersión (plunge)",
      "Spa integrado": "No",
      "Categoría de tamaño": "Pequeña",
      Fabricante: "Latham",
      Serie: "Milan",
      "Material del casco": "Fibra de vidrio",
      "Tiempo de instalación": "3-5 días",
    });
    const fallbacks = Object.fromEntries(poolSpecRows({}, SPANISH, "es").map((r) => [r.label, r.value]));
    expect(fallbacks).toMatchObject({ Medidas: "Medida a pedido", Profundidad: "Variable", Serie: "Serie clásica" });
  });
});
