import { describe, expect, it } from "vitest";
import { StaleLeadSettingsSchema } from "~/lib/schemas/site-settings";
import { DEFAULT_STALE_LIMITS, staleCutoffs } from "./stale-leads";

describe("staleCutoffs", () => {
  it("puts each stage's cutoff its limit in 24-hour days before now, across a daylight-saving change", () => {
    const now = new Date("2026-03-10T14:00:00Z"); // two days after clocks went forward
    expect(staleCutoffs(DEFAULT_STALE_LIMITS, now)).toEqual({
      contacted: new Date("2026-03-07T14:00:00Z"),
      qualified: new Date("2026-03-03T14:00:00Z"),
      "consultation scheduled": new Date("2026-03-08T14:00:00Z"),
      "proposal sent": new Date("2026-03-03T14:00:00Z"),
    });
  });
});

describe("StaleLeadSettingsSchema", () => {
  const form = { contacted: "3", qualified: "7", consultationScheduled: "2", proposalSent: "7" };

  it("reads whole days typed in the form, and the stored numbers", () => {
    expect(StaleLeadSettingsSchema.parse({ ...form, contacted: " 4 " })).toEqual({
      ...DEFAULT_STALE_LIMITS,
      contacted: 4,
    });
    expect(StaleLeadSettingsSchema.parse(DEFAULT_STALE_LIMITS)).toEqual(DEFAULT_STALE_LIMITS);
  });

  it("refuses anything but a whole number of days from 1 to 365", () => {
    for (const bad of ["0", "366", "2.5", "-1", "three", "", "1e2"]) {
      const result = StaleLeadSettingsSchema.safeParse({ ...form, qualified: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Enter a whole number of days from 1 to 365 for Qualified");
    }
  });
});
