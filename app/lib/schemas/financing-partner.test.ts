import { describe, expect, it } from "vitest";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";
import {
  FINANCING_PARTNER_MESSAGES as M,
  FinancingPartnerSchema,
  NEW_FINANCING_PARTNER_VALUES,
  financingPartnerFormValues,
} from "./financing-partner";

const valid = {
  name: "  Sunshine Credit Union ",
  lender: "",
  description: "A local credit union.",
  apr: "6.49",
  interestRate: "",
  minAmount: "$5,000",
  maxAmount: "100000",
  termMonths: "180",
  features: "Fixed rate\r\n\n  No prepayment penalty  \n",
  requirements: "Member in good standing",
  creditScoreRequired: "680+",
  applicationUrl: "https://example.com/apply",
  promoted: "on",
  displayOrder: "",
};

function errorsOf(input: Record<string, unknown>) {
  const result = FinancingPartnerSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
}

describe("FinancingPartnerSchema", () => {
  it("reads the form's text into typed values", () => {
    expect(FinancingPartnerSchema.parse(valid)).toEqual({
      name: "Sunshine Credit Union",
      lender: undefined,
      description: "A local credit union.",
      apr: 6.49,
      interestRate: undefined,
      minAmount: 5000,
      maxAmount: 100000,
      termMonths: 180,
      features: ["Fixed rate", "No prepayment penalty"],
      requirements: ["Member in good standing"],
      // No Spanish given: the Spanish financing page shows the English lists.
      featuresEs: [],
      requirementsEs: [],
      creditScoreRequired: "680+",
      applicationUrl: "https://example.com/apply",
      promoted: true,
      isActive: false,
      displayOrder: undefined,
    });
  });

  it("accepts what a JSON client sends", () => {
    const parsed = FinancingPartnerSchema.parse({
      ...valid,
      apr: 0,
      interestRate: 99.99,
      minAmount: 0,
      maxAmount: 0.5e6,
      termMonths: 12,
      features: [" a ", "", "b"],
      isActive: true,
      displayOrder: 3,
    });
    expect(parsed).toMatchObject({
      apr: 0,
      interestRate: 99.99,
      features: ["a", "b"],
      isActive: true,
      displayOrder: 3,
    });
    expect(FinancingPartnerSchema.parse({ ...valid, apr: "7.5%", termMonths: "360" })).toMatchObject({
      apr: 7.5,
      termMonths: 360,
    });
  });

  it("says what is missing", () => {
    expect(errorsOf({})).toEqual({
      name: M.nameRequired,
      apr: M.aprRequired,
      minAmount: M.minAmountRequired,
      maxAmount: M.maxAmountRequired,
      termMonths: M.termRequired,
    });
  });

  it("keeps rates within 0 to 99.99 with two decimals", () => {
    for (const apr of ["100", "-1", "6.999", "abc", "6,99", "1e2"]) {
      expect(errorsOf({ ...valid, apr }), apr).toEqual({ apr: M.apr });
    }
    expect(errorsOf({ ...valid, interestRate: "120" })).toEqual({ interestRate: M.interestRate });
    expect(FinancingPartnerSchema.parse({ ...valid, apr: "99.99" }).apr).toBe(99.99);
  });

  it("checks amounts, the term and that the minimum is not above the maximum", () => {
    expect(errorsOf({ ...valid, termMonths: "11" })).toEqual({ termMonths: M.term });
    expect(errorsOf({ ...valid, termMonths: "361" })).toEqual({ termMonths: M.term });
    expect(errorsOf({ ...valid, termMonths: "120.5" })).toEqual({ termMonths: M.term });
    expect(errorsOf({ ...valid, minAmount: "-5" })).toEqual({ minAmount: M.minAmount });
    expect(errorsOf({ ...valid, maxAmount: "6000000" })).toEqual({ maxAmount: M.maxAmount });
    expect(errorsOf({ ...valid, minAmount: "50000", maxAmount: "40000" })).toEqual({ maxAmount: M.maxBelowMin });
    expect(FinancingPartnerSchema.safeParse({ ...valid, minAmount: "40000", maxAmount: "40000" }).success).toBe(true);
  });

  it("allows only https application links", () => {
    for (const url of ["http://example.com", "javascript:alert(1)", "example.com", "https://", "https://a b.com"]) {
      expect(errorsOf({ ...valid, applicationUrl: url }), url).toEqual({ applicationUrl: M.applicationUrl });
    }
    expect(errorsOf({ ...valid, applicationUrl: `https://example.com/${"a".repeat(1000)}` })).toEqual({
      applicationUrl: M.applicationUrl,
    });
  });

  it("limits the card lists and the text lengths", () => {
    expect(errorsOf({ ...valid, features: Array.from({ length: 13 }, (_, i) => `f${i}`).join("\n") })).toEqual({
      features: M.featuresTooMany,
    });
    expect(errorsOf({ ...valid, requirements: "x".repeat(201) })).toEqual({ requirements: M.requirementTooLong });
    expect(errorsOf({ ...valid, name: "x".repeat(101) })).toEqual({ name: M.nameTooLong });
    expect(errorsOf({ ...valid, creditScoreRequired: "x".repeat(21) })).toEqual({
      creditScoreRequired: M.creditScoreTooLong,
    });
    expect(errorsOf({ ...valid, name: "Bad\u0000name" })).toHaveProperty("name");
    expect(errorsOf({ ...valid, features: "ok\nbad\u0000" })).toHaveProperty("features");
  });

  it("round-trips a stored partner through the form", () => {
    const stored = {
      name: "LightStream",
      lender: null,
      description: null,
      apr: 7.9,
      interestRate: 7.5,
      minAmount: 5000,
      maxAmount: 100000,
      loanTermMonths: 144,
      features: ["One", "Two"],
      requirements: [],
      creditScoreRequired: null,
      url: "https://www.lightstream.com",
      promoted: false,
      isActive: true,
      displayOrder: 2,
    };
    const values = financingPartnerFormValues(stored);
    expect(values).toMatchObject({
      apr: "7.90",
      interestRate: "7.50",
      features: "One\nTwo",
      isActive: "on",
      promoted: "",
    });
    expect(FinancingPartnerSchema.parse(values)).toMatchObject({
      name: "LightStream",
      apr: 7.9,
      interestRate: 7.5,
      termMonths: 144,
      features: ["One", "Two"],
      requirements: [],
      applicationUrl: "https://www.lightstream.com",
      isActive: true,
      promoted: false,
      displayOrder: 2,
    });
    expect(NEW_FINANCING_PARTNER_VALUES.isActive).toBe("on");
  });
});
