import { describe, expect, it } from "vitest";
import { emptyEstimateValues, estimateValuesOf, layoutAfterHydration } from "./estimate-values";

const rendered = { ...emptyEstimateValues(), message: "I'm interested in the Milan 10.20.", poolType: "Fiberglass" };

describe("estimateValuesOf", () => {
  it("reads a form's fields as text and the consent box as ticked or not", () => {
    const form = new URLSearchParams({ firstName: "Maria", phone: "(321) 555-0100", consentToContact: "on" });
    expect(estimateValuesOf(form)).toMatchObject({ firstName: "Maria", phone: "(321) 555-0100", email: "" });
    expect(estimateValuesOf(form).consentToContact).toBe(true);
    expect(estimateValuesOf(new URLSearchParams()).consentToContact).toBe(false);
  });

  it("reads the ticked pools, one field per pool", () => {
    expect(estimateValuesOf(new URLSearchParams("interestedPoolIds=3&interestedPoolIds=7")).interestedPoolIds).toEqual([
      "3",
      "7",
    ]);
    expect(estimateValuesOf(new URLSearchParams()).interestedPoolIds).toEqual([]);
  });
});

describe("layoutAfterHydration", () => {
  it("lets the wizard take over an untouched form, or one typed into in step 1 only", () => {
    expect(layoutAfterHydration(rendered, rendered, null, false)).toBe("wizard");
    const typed = { ...rendered, firstName: "Ana", phone: "555" };
    expect(layoutAfterHydration(rendered, typed, "phone", false)).toBe("wizard");
  });

  it("keeps one page when the visitor went beyond step 1, so nothing they touched is hidden", () => {
    expect(layoutAfterHydration(rendered, { ...rendered, budgetRange: "$100,000+" }, null, false)).toBe("one-page");
    expect(layoutAfterHydration(rendered, { ...rendered, message: "Changed" }, null, false)).toBe("one-page");
    expect(layoutAfterHydration(rendered, { ...rendered, consentToContact: true }, null, false)).toBe("one-page");
    expect(layoutAfterHydration(rendered, rendered, "timeframe", false)).toBe("one-page");
    expect(layoutAfterHydration(rendered, rendered, "consentToContact", false)).toBe("one-page");
    const withPools = { ...rendered, interestedPoolIds: ["3", "7"] };
    expect(layoutAfterHydration(withPools, { ...withPools, interestedPoolIds: ["7"] }, null, false)).toBe("one-page");
    expect(layoutAfterHydration(withPools, withPools, "interestedPoolIds", false)).toBe("one-page");
  });

  it("keeps one page for a form the server answered (it was sent before the scripts ran)", () => {
    expect(layoutAfterHydration(rendered, rendered, null, true)).toBe("one-page");
  });
});
