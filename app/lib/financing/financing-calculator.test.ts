import { describe, expect, it } from "vitest";
import {
  BEST_OPTION_BADGE,
  CREDIT_RANGES,
  DEFAULT_CALCULATOR_INPUT,
  LIMITED_TIME_BADGE,
  calculateFinancingOptions,
  calculatorQuery,
  canCalculate,
  downPaymentAmount,
  financedAmount,
  parseCalculatorQuery,
  parseCreditScore,
  previewPartnersFor,
  priceOption,
  rankFinancingOptions,
  tierOptionsFor,
} from "./financing-calculator";

const names = (options: readonly { name: string }[]) => options.map((o) => o.name);

describe("defaults and inputs", () => {
  it("starts at 45,000 with 20 % down over 120 months and a 650 credit range", () => {
    expect(DEFAULT_CALCULATOR_INPUT).toEqual({
      poolPrice: 45_000,
      downPaymentPercent: 20,
      termMonths: 120,
      creditScore: 650,
    });
    expect(CREDIT_RANGES.map((r) => r.value)).toEqual([780, 720, 650, 580, 500]);
  });

  it("uses 650 for an empty or unknown credit range", () => {
    expect(parseCreditScore("")).toBe(650);
    expect(parseCreditScore(undefined)).toBe(650);
    expect(parseCreditScore("700")).toBe(650);
    expect(parseCreditScore("780")).toBe(780);
    expect(parseCreditScore(500)).toBe(500);
  });

  it("finances price minus down payment", () => {
    expect(financedAmount(45_000, 20)).toBe(36_000);
    expect(downPaymentAmount(45_000, 20)).toBe(9_000);
    expect(financedAmount(45_000, 0)).toBe(45_000);
    expect(financedAmount(0, 20)).toBe(0);
  });

  it("can calculate only with a non-zero price", () => {
    expect(canCalculate(0)).toBe(false);
    expect(canCalculate(Number.NaN)).toBe(false);
    expect(canCalculate(1)).toBe(true);
  });
});

describe("tiers", () => {
  it.each([
    [780, ["LightStream Home Improvement", "Credit Union Pool Loan"]],
    [720, ["LightStream Home Improvement", "Credit Union Pool Loan"]],
    [719, ["HFS Financial Pool Loan", "Personal Loan Option"]],
    [650, ["HFS Financial Pool Loan", "Personal Loan Option"]],
    [580, ["Secured Pool Financing"]],
    [500, ["Secured Pool Financing"]],
  ])("credit %i gets %j", (score, expected) => {
    expect(names(tierOptionsFor(score))).toEqual(expected);
  });

  it("states the secured option's collateral and 580+ score", () => {
    const [secured] = tierOptionsFor(500);
    expect(secured!.apr).toBe(13.99);
    expect(secured!.qualifications).toEqual(expect.arrayContaining(["Collateral required", "Credit score 580+"]));
  });

  it.each([
    [780, ["LightStream", "HFS Financial", "Acorn Finance"]],
    [720, ["LightStream", "HFS Financial", "Acorn Finance"]],
    [650, ["HFS Financial", "Acorn Finance"]],
    [580, ["Acorn Finance"]],
    [500, ["Acorn Finance"]],
  ])("credit %i previews %j", (score, expected) => {
    expect(names(previewPartnersFor(score))).toEqual(expected);
  });

  it("previews LightStream 6.99 % over 7 years, HFS 8.99 % over 10, Acorn 9.99 % over 12", () => {
    expect(previewPartnersFor(780).map((p) => [p.apr, p.termMonths / 12])).toEqual([
      [6.99, 7],
      [8.99, 10],
      [9.99, 12],
    ]);
  });
});

describe("calculateFinancingOptions", () => {
  it("prices the default input: 36,000 financed over 120 months", () => {
    const options = calculateFinancingOptions(DEFAULT_CALCULATOR_INPUT);
    expect(options).toEqual([
      {
        name: "HFS Financial Pool Loan",
        apr: 8.99,
        termMonths: 120,
        monthlyPayment: 456, // 456.04 rounded
        totalPayment: 54_720,
        totalInterest: 18_720,
        qualifications: expect.any(Array),
        badges: [BEST_OPTION_BADGE],
      },
      {
        name: "Personal Loan Option",
        apr: 11.99,
        termMonths: 120,
        monthlyPayment: 516, // 515.99 rounded
        totalPayment: 61_920,
        totalInterest: 25_920,
        qualifications: expect.any(Array),
        badges: [],
      },
    ]);
  });

  it("sorts by ascending APR and marks only the first as Best Option", () => {
    const options = calculateFinancingOptions({ ...DEFAULT_CALCULATOR_INPUT, creditScore: 780 });
    expect(options.map((o) => o.apr)).toEqual([6.99, 7.49]);
    expect(options.map((o) => o.badges)).toEqual([[BEST_OPTION_BADGE], []]);
    // 36,000 at 6.99 % over 120 months is 417.81, rounded to 418.
    expect(options[0]!.monthlyPayment).toBe(418);
  });

  it("rounds the monthly payment to whole dollars and derives totals from it", () => {
    const option = priceOption({ name: "x", apr: 6.99 }, 50_000, 120);
    expect(option.monthlyPayment).toBe(580);
    expect(option.totalPayment).toBe(69_600);
    expect(option.totalInterest).toBe(19_600);
  });

  it("gives a 0 % APR offer the Limited Time badge without dividing by zero", () => {
    const option = priceOption({ name: "Promo", apr: 0 }, 36_000, 120);
    expect(option.monthlyPayment).toBe(300);
    expect(option.totalInterest).toBe(0);
  });

  it("follows down payment and term", () => {
    const [best] = calculateFinancingOptions({
      poolPrice: 60_000,
      downPaymentPercent: 50,
      termMonths: 180,
      creditScore: 500,
    });
    expect(best!.name).toBe("Secured Pool Financing");
    expect(best!.termMonths).toBe(180);
    // 30,000 at 13.99 % over 180 months is 399.32.
    expect(best!.monthlyPayment).toBe(399);
  });

  it("has no options when there is nothing to finance", () => {
    expect(calculateFinancingOptions({ ...DEFAULT_CALCULATOR_INPUT, poolPrice: 0 })).toEqual([]);
    expect(calculateFinancingOptions({ ...DEFAULT_CALCULATOR_INPUT, termMonths: 0 })).toEqual([]);
  });
});

describe("rankFinancingOptions", () => {
  it("sorts by APR, marks the first Best Option and every 0 % APR offer Limited Time", () => {
    const priced = [
      priceOption({ name: "Standard", apr: 8.99 }, 36_000, 120),
      priceOption({ name: "Promo", apr: 0 }, 36_000, 120),
      priceOption({ name: "Prime", apr: 6.99 }, 36_000, 120),
    ];
    const ranked = rankFinancingOptions(priced);
    expect(ranked.map((o) => [o.name, o.badges])).toEqual([
      ["Promo", [BEST_OPTION_BADGE, LIMITED_TIME_BADGE]],
      ["Prime", []],
      ["Standard", []],
    ]);
    expect(ranked[0]!.monthlyPayment).toBe(300);
  });

  it("gives no Limited Time badge to the fixed tiers, which have no 0 % offer", () => {
    for (const creditScore of [780, 650, 500] as const) {
      const options = calculateFinancingOptions({ ...DEFAULT_CALCULATOR_INPUT, creditScore });
      expect(options.flatMap((o) => o.badges)).toEqual([BEST_OPTION_BADGE]);
    }
  });
});

describe("parseCalculatorQuery (the form without JavaScript)", () => {
  const parse = (query: string) => parseCalculatorQuery(new URLSearchParams(query));

  it("uses the defaults and asks for no calculation on a bare visit", () => {
    expect(parse("")).toEqual({ input: DEFAULT_CALCULATOR_INPUT, calculated: false });
  });

  it("reads a submitted form", () => {
    expect(parse("price=60000&down=10&term=84&credit=780")).toEqual({
      input: { poolPrice: 60_000, downPaymentPercent: 10, termMonths: 84, creditScore: 780 },
      calculated: true,
    });
  });

  it("does not calculate at a price of 0, and tolerates $ and commas", () => {
    expect(parse("price=0").calculated).toBe(false);
    expect(parse("price=0").input.poolPrice).toBe(0);
    expect(parse("price=%2452%2C500").input.poolPrice).toBe(52_500);
  });

  it("keeps sliders inside their ranges and on their steps, and an empty credit range at 650", () => {
    expect(parse("price=1&down=99&term=999&credit=").input).toMatchObject({
      downPaymentPercent: 50,
      termMonths: 180,
      creditScore: 650,
    });
    expect(parse("price=1&down=-3&term=1&credit=x").input).toMatchObject({ downPaymentPercent: 0, termMonths: 36 });
    expect(parse("price=1&down=12&term=50").input).toMatchObject({ downPaymentPercent: 10, termMonths: 48 });
  });

  it("reads back the query the browser writes into the address (calculatorQuery)", () => {
    const input = { poolPrice: 61_000, downPaymentPercent: 15, termMonths: 96, creditScore: 720 as const };
    expect(calculatorQuery(input)).toBe("price=61000&down=15&term=96&credit=720");
    expect(parse(calculatorQuery(input))).toEqual({ input, calculated: true });
  });
});
