import { describe, expect, it } from "vitest";
import { faqItems as seedFaqItems } from "#db/seed/content/faq.ts";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";
import { FAQ_CATEGORIES, FAQ_ITEM_MESSAGES as M, FaqItemSchema, faqItemFormValues } from "./faq-item";

const valid = {
  question: " How warm can the pool get? ",
  answer: "With a heat pump, into the upper 80s.",
  category: "Pool Heating Options",
  tags: "heat, heat pump\nwinter, Heat",
  isActive: "on",
  displayOrder: "7",
};

function errorsOf(input: Record<string, unknown>) {
  const result = FaqItemSchema.safeParse(input);
  return result.success ? {} : firstMessagePerField(result.error.issues);
}

describe("FaqItemSchema", () => {
  it("reads the form: tags by comma or line, repeated tags once", () => {
    expect(FaqItemSchema.parse(valid)).toEqual({
      question: "How warm can the pool get?",
      answer: "With a heat pump, into the upper 80s.",
      category: "Pool Heating Options",
      tags: ["heat", "heat pump", "winter"],
      isActive: true,
      displayOrder: 7,
      tagsEs: [],
    });
    expect(
      FaqItemSchema.parse({ ...valid, categoryEs: " Calefacción ", tagsEs: "calor, bomba de calor\ncalor" }),
    ).toMatchObject({ categoryEs: "Calefacción", tagsEs: ["calor", "bomba de calor"] });
    expect(FaqItemSchema.parse({ ...valid, tags: "", isActive: undefined, displayOrder: "" })).toMatchObject({
      tags: [],
      isActive: false,
      displayOrder: undefined,
    });
  });

  it("has the nine categories the seeded FAQ uses", () => {
    expect(FAQ_CATEGORIES).toHaveLength(9);
    expect(new Set(seedFaqItems.map((item) => item.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it("says what is missing or wrong", () => {
    expect(errorsOf({})).toEqual({
      question: M.questionRequired,
      answer: M.answerRequired,
      category: M.category,
    });
    expect(errorsOf({ ...valid, category: "Pools" })).toEqual({ category: M.category });
    expect(errorsOf({ ...valid, question: "q".repeat(501), answer: "a".repeat(5001) })).toEqual({
      question: M.questionTooLong,
      answer: M.answerTooLong,
    });
    expect(errorsOf({ ...valid, tags: "t".repeat(41) })).toEqual({ tags: M.tagTooLong });
    expect(errorsOf({ ...valid, tags: Array.from({ length: 13 }, (_, i) => `tag${i}`).join(",") })).toEqual({
      tags: M.tagsTooMany,
    });
    expect(errorsOf({ ...valid, displayOrder: "-1" })).toHaveProperty("displayOrder");
    expect(errorsOf({ ...valid, answer: "bad\u0000" })).toHaveProperty("answer");
  });

  it("round-trips a stored item through the form", () => {
    const stored = { ...FaqItemSchema.parse(valid), displayOrder: 7 };
    expect(FaqItemSchema.parse(faqItemFormValues(stored))).toEqual(stored);
  });
});
