import { describe, expect, it } from "vitest";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";
import {
  DESIGN_ADD_ON_MESSAGES as M,
  DesignAddOnSchema,
  NEW_DESIGN_ADD_ON_VALUES,
  addOnPriceLabel,
  designAddOnFormValues,
} from "./design-add-on";

const fixed = {
  ...NEW_DESIGN_ADD_ON_VALUES,
  name: "  Heat pump ",
  description: "Keeps the water warm.",
  imageUrl: "/images/add-ons/heat-pump.svg",
  price: "$5,800",
  choiceGroup: " Heating ",
};

const perUnit = {
  ...NEW_DESIGN_ADD_ON_VALUES,
  name: "Paver deck",
  description: "Pavers around the pool.",
  pricingKind: "per-unit",
  price: "16",
  unitLabel: "sq ft",
  minQuantity: "100",
  maxQuantity: "3000",
  defaultQuantity: "",
};

function errorsOf(input: Record<string, unknown>) {
  const result = DesignAddOnSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
}

describe("DesignAddOnSchema", () => {
  it("reads a fixed-price add-on: counts 1, no unit, the group lowercased", () => {
    expect(DesignAddOnSchema.parse({ ...fixed, minQuantity: "4", maxQuantity: "9" })).toEqual({
      name: "Heat pump",
      description: "Keeps the water warm.",
      imageUrl: "/images/add-ons/heat-pump.svg",
      pricingKind: "fixed",
      price: 5800,
      unitLabel: null,
      choiceGroup: "heating",
      minQuantity: 1,
      maxQuantity: 1,
      defaultQuantity: 1,
      needsLedgeRoom: false,
      isActive: true,
      // No Spanish given: the Spanish designer shows the English words.
      nameEs: null,
      descriptionEs: null,
      unitLabelEs: null,
    });
  });

  it("reads a per-unit add-on; the starting quantity defaults to the minimum", () => {
    expect(DesignAddOnSchema.parse(perUnit)).toMatchObject({
      pricingKind: "per-unit",
      unitLabel: "sq ft",
      price: 16,
      minQuantity: 100,
      maxQuantity: 3000,
      defaultQuantity: 100,
      choiceGroup: null,
      imageUrl: null,
    });
    expect(DesignAddOnSchema.parse({ ...perUnit, minQuantity: "" })).toMatchObject({
      minQuantity: 1,
      defaultQuantity: 1,
    });
  });

  it("puts each complaint beside its field", () => {
    expect(errorsOf({ ...fixed, name: " ", description: "", price: "" })).toEqual({
      name: M.nameRequired,
      description: M.descriptionRequired,
      price: M.priceRequired,
    });
    expect(errorsOf({ ...fixed, price: "-3" })).toEqual({ price: M.price });
    expect(errorsOf({ ...fixed, price: "12.50" })).toEqual({ price: M.price });
    expect(errorsOf({ ...fixed, pricingKind: "per-hour" })).toEqual({ pricingKind: M.pricingKind });
    expect(errorsOf({ ...fixed, imageUrl: "javascript:alert(1)" })).toEqual({ imageUrl: M.imageUrl });
    expect(errorsOf({ ...fixed, imageUrl: "http://example.com/a.png" })).toEqual({ imageUrl: M.imageUrl });
    expect(errorsOf({ ...fixed, choiceGroup: "hot water" })).toEqual({ choiceGroup: M.choiceGroup });
    expect(errorsOf({ ...fixed, unitLabel: "unit" })).toEqual({ unitLabel: M.unitLabelOnFixed });
  });

  it("checks the counts of a per-unit add-on", () => {
    expect(errorsOf({ ...perUnit, unitLabel: "" })).toEqual({ unitLabel: M.unitLabelRequired });
    expect(errorsOf({ ...perUnit, maxQuantity: "" })).toEqual({ maxQuantity: M.maxQuantityRequired });
    expect(errorsOf({ ...perUnit, maxQuantity: "50" })).toEqual({ maxQuantity: M.maxBelowMin });
    expect(errorsOf({ ...perUnit, minQuantity: "-3" })).toEqual({ minQuantity: M.minQuantity });
    expect(errorsOf({ ...perUnit, maxQuantity: "10001" })).toEqual({ maxQuantity: M.maxQuantity });
    expect(errorsOf({ ...perUnit, defaultQuantity: "5000" })).toEqual({ defaultQuantity: M.defaultQuantity });
    expect(errorsOf({ ...perUnit, defaultQuantity: "99" })).toEqual({ defaultQuantity: M.defaultQuantity });
  });

  it("round-trips a stored add-on through the form values", () => {
    const parsed = DesignAddOnSchema.parse(perUnit);
    expect(DesignAddOnSchema.parse(designAddOnFormValues(parsed))).toEqual(parsed);
    const parsedFixed = DesignAddOnSchema.parse(fixed);
    expect(designAddOnFormValues(parsedFixed)).toMatchObject({
      minQuantity: "",
      unitLabel: "",
      choiceGroup: "heating",
    });
    expect(DesignAddOnSchema.parse(designAddOnFormValues(parsedFixed))).toEqual(parsedFixed);
  });

  it("shows prices as staff lists them", () => {
    expect(addOnPriceLabel({ pricingKind: "fixed", price: 17500, unitLabel: null })).toBe("$17,500");
    expect(addOnPriceLabel({ pricingKind: "per-unit", price: 16, unitLabel: "sq ft" })).toBe("$16 per sq ft");
  });
});
