import { describe, expect, it } from "vitest";
import {
  ALL_FAQ_CATEGORIES,
  FAQ_SUGGESTION_LIMIT,
  type FaqEntry,
  faqCategoryCounts,
  faqMatches,
  faqSuggestions,
  filterFaq,
} from "./faq-search";

const item = (id: number, fields: Partial<FaqEntry> = {}): FaqEntry => ({
  id,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
  category: "General",
  tags: [],
  ...fields,
});

const items: FaqEntry[] = [
  item(1, { question: "How long does installation take?", category: "Installation & Timeline", tags: ["schedule"] }),
  item(2, { answer: "A heat pump keeps the water warm.", category: "Pool Heating Options", tags: ["heat"] }),
  item(3, { question: "What does a pool cost?", category: "Cost & Estimates", tags: ["cost", "price"] }),
  item(4, { answer: "Permits take a few weeks before installation.", category: "Permits & Regulations" }),
  item(5, { category: "Permits & Regulations", tags: ["permits"] }),
];

describe("faqMatches", () => {
  it("matches the question, the answer, a tag and the category", () => {
    expect(faqMatches(items[0]!, "installation take")).toBe(true);
    expect(faqMatches(items[1]!, "heat pump")).toBe(true);
    expect(faqMatches(items[2]!, "price")).toBe(true);
    expect(faqMatches(items[4]!, "regulations")).toBe(true);
    expect(faqMatches(items[2]!, "hurricane")).toBe(false);
  });

  it("ignores case and surrounding spaces", () => {
    expect(faqMatches(items[0]!, "  HOW LONG  ")).toBe(true);
    expect(faqMatches(items[1]!, "\tHeAt\n")).toBe(true);
  });

  it("lets an empty or blank query match everything", () => {
    expect(items.every((i) => faqMatches(i, ""))).toBe(true);
    expect(items.every((i) => faqMatches(i, "   "))).toBe(true);
  });
});

describe("filterFaq", () => {
  it("keeps display order and combines the category with the query", () => {
    expect(filterFaq(items, { query: "installation", category: ALL_FAQ_CATEGORIES }).map((i) => i.id)).toEqual([1, 4]);
    expect(filterFaq(items, { query: "installation", category: "Permits & Regulations" }).map((i) => i.id)).toEqual([
      4,
    ]);
    expect(filterFaq(items, { query: "", category: "Permits & Regulations" }).map((i) => i.id)).toEqual([4, 5]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterFaq(items, { query: "zzz", category: ALL_FAQ_CATEGORIES })).toEqual([]);
  });
});

describe("faqSuggestions", () => {
  it("suggests nothing below 3 characters of trimmed text", () => {
    expect(faqSuggestions(items, "co")).toEqual({ items: [], moreCount: 0 });
    expect(faqSuggestions(items, "  co  ")).toEqual({ items: [], moreCount: 0 });
    expect(faqSuggestions(items, "cos").items.map((i) => i.id)).toEqual([3]);
  });

  it("puts question matches first, then tags, category and answer, each in display order", () => {
    expect(faqSuggestions(items, "installation").items.map((i) => i.id)).toEqual([1, 4]);
    expect(faqSuggestions(items, "permit").items.map((i) => i.id)).toEqual([5, 4]);
  });

  it(`lists at most ${FAQ_SUGGESTION_LIMIT} and counts the rest`, () => {
    const many = Array.from({ length: 8 }, (_, i) => item(i + 1, { question: `Pool question ${i + 1}?` }));
    const result = faqSuggestions(many, "pool");
    expect(result.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.moreCount).toBe(3);
    expect(faqSuggestions(many.slice(0, 5), "pool").moreCount).toBe(0);
  });

  it("searches every category", () => {
    expect(faqSuggestions(items, "question").items.map((i) => i.id)).toEqual([2, 4, 5]);
  });
});

describe("faqCategoryCounts", () => {
  it("counts every item under All, then each category in first-seen order", () => {
    expect(faqCategoryCounts(items)).toEqual([
      { category: ALL_FAQ_CATEGORIES, name: ALL_FAQ_CATEGORIES, count: 5 },
      { category: "Installation & Timeline", name: "Installation & Timeline", count: 1 },
      { category: "Pool Heating Options", name: "Pool Heating Options", count: 1 },
      { category: "Cost & Estimates", name: "Cost & Estimates", count: 1 },
      { category: "Permits & Regulations", name: "Permits & Regulations", count: 2 },
    ]);
  });

  it("has only All, at zero, without items", () => {
    expect(faqCategoryCounts([])).toEqual([{ category: ALL_FAQ_CATEGORIES, name: ALL_FAQ_CATEGORIES, count: 0 }]);
  });
});

describe("a category the page names in Spanish", () => {
  const spanish = [
    item(1, { category: "Calefacción", storedCategory: "Pool Heating Options", tags: ["calefacción"] }),
    item(2, { category: "Calefacción", storedCategory: "Pool Heating Options" }),
    item(3, { category: "Maintenance" }),
  ];

  it("is filtered by its stored English value and shown, searched and counted under its Spanish name", () => {
    expect(filterFaq(spanish, { query: "", category: "Pool Heating Options" }).map((i) => i.id)).toEqual([1, 2]);
    expect(filterFaq(spanish, { query: "", category: "Calefacción" })).toEqual([]);
    expect(faqSuggestions(spanish, "calefac").items.map((i) => i.id)).toEqual([1, 2]);
    expect(faqCategoryCounts(spanish)).toEqual([
      { category: ALL_FAQ_CATEGORIES, name: ALL_FAQ_CATEGORIES, count: 3 },
      { category: "Pool Heating Options", name: "Calefacción", count: 2 },
      { category: "Maintenance", name: "Maintenance", count: 1 },
    ]);
  });
});
