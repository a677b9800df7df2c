import { afterEach, describe, expect, it, vi } from "vitest";
import { trackLead } from "./analytics";

// GA4 events carry what kind of lead and from where, never who (decision 033).
describe("trackLead", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends generate_lead with the request type and source page only", () => {
    const gtag = vi.fn();
    vi.stubGlobal("window", { gtag });
    trackLead("estimate", "pools");
    expect(gtag).toHaveBeenCalledWith("event", "generate_lead", { request_type: "estimate", source_page: "pools" });
    const params = gtag.mock.calls[0]![2] as Record<string, unknown>;
    expect(Object.keys(params).sort()).toEqual(["request_type", "source_page"]);
  });

  it("does nothing when analytics is off (no measurement id: no gtag)", () => {
    vi.stubGlobal("window", {});
    expect(() => trackLead("contact")).not.toThrow();
  });
});
