import { describe, expect, it } from "vitest";
import { designAddOns as SEEDED } from "#db/seed/content/design-add-ons.ts";
import { calculateFinancingOptions, financedAmount } from "~/lib/financing/financing-calculator";
import { monthlyPayment } from "~/lib/financing/loan-payment";
import {
  DESIGN_FINANCING,
  type DesignAddOn,
  type DesignPool,
  designMonthly,
  normaliseQuantity,
  priceDesign,
} from "./design-price";
import { quantityLabel } from "./design-quantity";
import { designerTexts } from "~/content/texts/designer.server";

const ENGLISH_NOTES = designerTexts.en.notes;

// The seeded Florida set, as the table would hold it (the defaults filled in).
const ADD_ONS: DesignAddOn[] = SEEDED.map((a) => ({
  key: a.key,
  name: a.name,
  pricingKind: a.pricingKind ?? "fixed",
  unitLabel: a.unitLabel ?? null,
  price: a.price,
  choiceGroup: a.choiceGroup ?? null,
  minQuantity: a.minQuantity ?? 1,
  maxQuantity: a.maxQuantity ?? 1,
  defaultQuantity: a.defaultQuantity ?? 1,
  needsLedgeRoom: a.needsLedgeRoom ?? false,
  isActive: true,
}));
const addOn = (key: string) => ADD_ONS.find((a) => a.key === key)!;

const BIG: DesignPool = {
  id: 12,
  name: "Caribbean",
  price: 54_200,
  isActive: true,
  shape: "Rectangle",
  lengthFt: 35,
  widthFt: 16,
  features: [],
};
const PLUNGE: DesignPool = {
  id: 8,
  name: "Cove",
  price: 42_200,
  isActive: true,
  shape: "Plunge",
  lengthFt: 16,
  widthFt: 10,
  features: [],
};

const price = (choices: { key: string; quantity?: number }[], pool: DesignPool | null = BIG, addOns = ADD_ONS) =>
  priceDesign({ poolId: pool?.id ?? null, pool, choices, addOns, noteTexts: ENGLISH_NOTES });

describe("priceDesign: the itemised total", () => {
  it("adds the pool's price and each add-on's line, in the add-on list's order", () => {
    const result = price([
      { key: "paver-deck", quantity: 600 },
      { key: "heat-pump" },
      { key: "led-lights", quantity: 3 },
    ]);
    expect(result.notes).toEqual([]);
    expect(result.lines).toEqual([
      { key: null, name: "Caribbean", quantity: 1, unitLabel: null, unitPrice: 54_200, total: 54_200 },
      { key: "heat-pump", name: "Heat pump", quantity: 1, unitLabel: null, unitPrice: 5_800, total: 5_800 },
      { key: "led-lights", name: "LED pool lights", quantity: 3, unitLabel: "light", unitPrice: 950, total: 2_850 },
      { key: "paver-deck", name: "Paver deck", quantity: 600, unitLabel: "sq ft", unitPrice: 16, total: 9_600 },
    ]);
    expect(result.addOnsTotal).toBe(5_800 + 2_850 + 9_600);
    expect(result.total).toBe(54_200 + 5_800 + 2_850 + 9_600);
    expect(result.choices).toEqual([
      { key: "heat-pump" },
      { key: "led-lights", quantity: 3 },
      { key: "paver-deck", quantity: 600 },
    ]);
  });

  it("gives a per-unit add-on without a count its starting quantity", () => {
    const result = price([{ key: "fence" }]);
    expect(result.lines[1]).toMatchObject({ key: "fence", quantity: 120, total: 120 * 38 });
    expect(result.notes).toEqual([]);
  });

  it("prices the pool alone, and nothing at all without a pool or add-ons", () => {
    expect(price([]).total).toBe(54_200);
    const empty = price([], null);
    expect(empty).toMatchObject({ pool: null, lines: [], total: 0, monthly: null, notes: [] });
  });

  it("prices the add-ons while no pool is chosen, a ledge included (no pool, no verdict on room)", () => {
    const result = price([{ key: "tanning-ledge" }, { key: "salt-system" }], null);
    expect(result.lines.map((l) => l.key)).toEqual(["salt-system", "tanning-ledge"]);
    expect(result.total).toBe(2_200 + 5_900);
    expect(result.notes).toEqual([]);
  });
});

describe("priceDesign: the monthly payment is the calculator's", () => {
  it("uses the calculator's first-ranked option on its default terms, and says which", () => {
    const result = price([{ key: "heat-pump" }]);
    const [best] = calculateFinancingOptions({ ...DESIGN_FINANCING, poolPrice: result.total });
    expect(result.monthly).toEqual({
      lender: best!.name,
      apr: best!.apr,
      termMonths: 120,
      downPaymentPercent: 20,
      downPayment: 12_000,
      financed: 48_000,
      payment: best!.monthlyPayment,
    });
    // HFS Financial, 8.99 % APR over 120 months on $48,000: $607.78 a month, shown as $608.
    expect(result.monthly).toMatchObject({ lender: "HFS Financial Pool Loan", apr: 8.99, payment: 608 });
    expect(monthlyPayment(48_000, 8.99, 120)).toBeCloseTo(607.78, 2);
  });

  it("rounds the payment to whole dollars only at the end, on the exact financed amount", () => {
    // $42,203 with 20 % down finances $33,762.40 (not rounded): $427.505 a month, shown as $428;
    // one dollar less, $42,202, gives $427.495, shown as $427.
    const result = price([], { ...PLUNGE, price: 42_203 });
    expect(result.monthly!.financed).toBeCloseTo(33_762.4, 6);
    expect(result.monthly!.downPayment).toBeCloseTo(8_440.6, 6);
    expect(monthlyPayment(33_762.4, 8.99, 120)).toBeCloseTo(427.505, 3);
    expect(result.monthly!.payment).toBe(428);
    expect(price([], { ...PLUNGE, price: 42_202 }).monthly!.payment).toBe(427);
    expect(designMonthly(42_202)!.payment).toBe(Math.round(monthlyPayment(financedAmount(42_202, 20), 8.99, 120)));
    // Line totals are whole dollars times whole counts: no rounding before the payment.
    expect(price([{ key: "paver-deck", quantity: 333 }]).total).toBe(54_200 + 333 * 16);
  });

  it("follows other calculator terms when given", () => {
    const result = priceDesign({
      noteTexts: ENGLISH_NOTES,
      poolId: BIG.id,
      pool: BIG,
      choices: [],
      addOns: ADD_ONS,
      financing: { downPaymentPercent: 0, termMonths: 60, creditScore: 780 },
    });
    expect(result.monthly).toMatchObject({ lender: "LightStream Home Improvement", apr: 6.99, termMonths: 60 });
    expect(result.monthly!.payment).toBe(Math.round(monthlyPayment(54_200, 6.99, 60)));
  });
});

describe("priceDesign: bad or stale input is corrected, with a note", () => {
  it("drops an unknown add-on and a retired one, naming the retired one", () => {
    const addOns = ADD_ONS.map((a) => (a.key === "screen-enclosure" ? { ...a, isActive: false } : a));
    const result = price([{ key: "hot-tub" }, { key: "screen-enclosure" }, { key: "salt-system" }], BIG, addOns);
    expect(result.lines.map((l) => l.key)).toEqual([null, "salt-system"]);
    expect(result.notes).toEqual([
      { code: "add-on-unknown", key: "hot-tub", message: "An add-on in this design is not offered and was removed." },
      {
        code: "add-on-retired",
        key: "screen-enclosure",
        message: "Screen enclosure is no longer offered and was removed from your design.",
      },
    ]);
  });

  it("raises a count of -3 or 0 to the minimum and lowers one above the maximum", () => {
    const result = price([
      { key: "led-lights", quantity: -3 },
      { key: "paver-deck", quantity: 0 },
      { key: "fence", quantity: 9_999 },
    ]);
    expect(result.choices).toEqual([
      { key: "led-lights", quantity: 1 },
      { key: "paver-deck", quantity: 100 },
      { key: "fence", quantity: 500 },
    ]);
    expect(result.notes.map((n) => [n.code, n.message])).toEqual([
      ["quantity-raised", "The quantity of LED pool lights starts at 1 light, so it is set to 1 light."],
      ["quantity-raised", "The quantity of Paver deck starts at 100 sq ft, so it is set to 100 sq ft."],
      [
        "quantity-lowered",
        "The quantity of Pool safety fence goes up to 500 linear ft, so it is set to 500 linear ft.",
      ],
    ]);
    expect(result.total).toBe(54_200 + 950 + 1_600 + 19_000);
  });

  it("sets an unreadable count to the starting quantity and rounds a fraction without a note", () => {
    const result = price([
      { key: "led-lights", quantity: Number.NaN },
      { key: "paver-deck", quantity: 450.6 },
    ]);
    expect(result.choices).toEqual([
      { key: "led-lights", quantity: 2 },
      { key: "paver-deck", quantity: 451 },
    ]);
    expect(result.notes).toEqual([
      {
        code: "quantity-unreadable",
        key: "led-lights",
        message: "The quantity of LED pool lights could not be read, so it is set to 2 lights.",
      },
    ]);
  });

  it("counts a fixed add-on once, whatever count it carries", () => {
    const result = price([{ key: "safety-cover", quantity: 3 }]);
    expect(result.lines[1]).toMatchObject({ key: "safety-cover", quantity: 1, total: 13_900 });
    expect(result.choices).toEqual([{ key: "safety-cover" }]);
    expect(result.notes).toEqual([]);
  });

  it("keeps the first of two heaters and counts a repeated add-on once", () => {
    const result = price([{ key: "gas-heater" }, { key: "heat-pump" }, { key: "gas-heater" }]);
    expect(result.choices).toEqual([{ key: "gas-heater" }]);
    expect(result.notes.map((n) => [n.code, n.key, n.message])).toEqual([
      ["group-conflict", "heat-pump", "Gas heater and Heat pump do not go together; your design keeps Gas heater."],
      ["add-on-repeated", "gas-heater", "Gas heater was listed twice; it is counted once."],
    ]);
  });

  it("keeps the second heater when the first was retired", () => {
    const addOns = ADD_ONS.map((a) => (a.key === "gas-heater" ? { ...a, isActive: false } : a));
    const result = price([{ key: "gas-heater" }, { key: "heat-pump" }], BIG, addOns);
    expect(result.choices).toEqual([{ key: "heat-pump" }]);
    expect(result.notes.map((n) => n.code)).toEqual(["add-on-retired"]);
  });

  it("drops a tanning ledge on a pool without room, and keeps it where there is room", () => {
    const small = price([{ key: "tanning-ledge" }, { key: "salt-system" }], PLUNGE);
    expect(small.choices).toEqual([{ key: "salt-system" }]);
    expect(small.notes).toEqual([
      {
        code: "no-ledge-room",
        key: "tanning-ledge",
        message: "The Cove has no room for a tanning ledge, so it was removed.",
      },
    ]);
    expect(price([{ key: "tanning-ledge" }], BIG).choices).toEqual([{ key: "tanning-ledge" }]);
  });

  it("drops an inactive pool and an unknown one, keeping the add-ons", () => {
    const inactive = price([{ key: "salt-system" }], { ...BIG, isActive: false });
    expect(inactive.pool).toBeNull();
    expect(inactive.lines.map((l) => l.key)).toEqual(["salt-system"]);
    expect(inactive.total).toBe(2_200);
    expect(inactive.notes).toEqual([
      { code: "pool-inactive", key: null, message: "The Caribbean is no longer offered; choose another model." },
    ]);

    const unknown = priceDesign({
      poolId: 999,
      pool: null,
      choices: [{ key: "salt-system" }],
      addOns: ADD_ONS,
      noteTexts: ENGLISH_NOTES,
    });
    expect(unknown.pool).toBeNull();
    expect(unknown.notes.map((n) => n.code)).toEqual(["pool-unknown"]);
    // A pool record of another id than asked for is not taken for it.
    expect(
      priceDesign({ poolId: 999, pool: BIG, choices: [], addOns: ADD_ONS, noteTexts: ENGLISH_NOTES }).pool,
    ).toBeNull();
  });

  it("keeps a ledge when the pool was dropped (room cannot be judged)", () => {
    const result = price([{ key: "tanning-ledge" }], { ...PLUNGE, isActive: false });
    expect(result.choices).toEqual([{ key: "tanning-ledge" }]);
  });

  it("prices a pool without a price as the add-ons only, and says so", () => {
    const result = price([{ key: "salt-system" }], { ...BIG, price: null });
    expect(result.pool).not.toBeNull();
    expect(result.lines.map((l) => l.key)).toEqual(["salt-system"]);
    expect(result.total).toBe(2_200);
    expect(result.notes).toEqual([
      {
        code: "pool-price-on-request",
        key: null,
        message: "The Caribbean is priced on request, so the total shows the add-ons only.",
      },
    ]);
  });
});

describe("normaliseQuantity and quantityLabel", () => {
  const lights = addOn("led-lights");
  it("clamps, rounds and defaults", () => {
    expect(normaliseQuantity(lights, undefined)).toEqual({ quantity: 2, correction: null });
    expect(normaliseQuantity(lights, 8)).toEqual({ quantity: 8, correction: null });
    expect(normaliseQuantity(lights, 8.4)).toEqual({ quantity: 8, correction: null });
    expect(normaliseQuantity(lights, 8.5)).toEqual({ quantity: 8, correction: "quantity-lowered" });
    expect(normaliseQuantity(lights, 0.4)).toEqual({ quantity: 1, correction: "quantity-raised" });
    expect(normaliseQuantity(lights, Number.POSITIVE_INFINITY)).toEqual({
      quantity: 2,
      correction: "quantity-unreadable",
    });
  });
  it("says counts with their unit", () => {
    expect(quantityLabel(1, "light")).toBe("1 light");
    expect(quantityLabel(4, "light")).toBe("4 lights");
    expect(quantityLabel(600, "sq ft")).toBe("600 sq ft");
    expect(quantityLabel(120, "linear ft")).toBe("120 linear ft");
    expect(quantityLabel(1, null)).toBe("1");
  });
});
