import { describe, expect, it } from "vitest";
import { GALLERY, RESURFACING_VIDEO_PLACES, SERVICE_CARDS, resurfacingLink } from "./resurfacing";
import { resurfacingTexts } from "./texts/resurfacing.server";

const params = (href: string) => {
  const url = new URL(href, "http://x");
  expect(url.pathname).toBe("/estimate");
  return [...url.searchParams];
};

describe("resurfacing estimate links", () => {
  it.each([
    ["hero", "resurfacing"],
    ["problem-identification", "resurfacing"],
    ["video", "resurfacing"],
    ["services-cta", "resurfacing"],
    ["epoxy", "epoxy-resurfacing"],
    ["complete", "complete-resurfacing"],
    ["repair", "crack-repair"],
    ["process", "resurfacing"],
    ["gallery", "resurfacing"],
    ["restoration-video", "resurfacing"],
    ["faq", "resurfacing"],
    ["cta", "resurfacing"],
  ] as const)("%s carries service %s, sourcePage, source and interest, and nothing else", (source, service) => {
    expect(params(resurfacingLink(source))).toEqual([
      ["service", service],
      ["sourcePage", "resurfacing"],
      ["source", source],
      ["interest", "pool-resurfacing"],
    ]);
  });

  it("gives the two videos and the three service cards their own sources", () => {
    expect(RESURFACING_VIDEO_PLACES.map((v) => v.source)).toEqual(["video", "restoration-video"]);
    const names = resurfacingTexts.en.services.cards.map((card) => card.name);
    expect(SERVICE_CARDS.map((card, index) => [names[index], card.source, card.mostPopular])).toEqual([
      ["Epoxy Resurfacing", "epoxy", false],
      ["Complete Resurfacing", "complete", true],
      ["Crack & Blister Repair", "repair", false],
    ]);
  });
});

describe("resurfacing content", () => {
  it("has a 5-question FAQ and three before/after pairs", () => {
    expect(resurfacingTexts.en.faq.items).toHaveLength(5);
    expect(GALLERY).toHaveLength(3);
    for (const language of ["en", "es"] as const) {
      expect(resurfacingTexts[language].gallery.pairs).toHaveLength(GALLERY.length);
      expect(resurfacingTexts[language].services.cards).toHaveLength(SERVICE_CARDS.length);
    }
  });
});
