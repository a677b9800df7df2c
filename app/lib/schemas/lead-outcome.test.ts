import { describe, expect, it } from "vitest";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";
import { LEAD_LOST_REASONS, LEAD_OUTCOME_MESSAGES, NO_OUTCOME } from "~/lib/leads/lead-outcome";
import { leadOutcomeSchema } from "./lead-outcome";

// A lead that came in on March 10 and is closed on November 20.
const dates = { created: "2026-03-10", today: "2026-11-20" };

const parse = (status: string, values: Record<string, unknown>) => leadOutcomeSchema(status, dates).safeParse(values);
const errorsOf = (status: string, values: Record<string, unknown>) => {
  const result = parse(status, values);
  return result.success ? {} : firstMessagePerField(result.error.issues);
};

describe("the outcome of a won lead", () => {
  it("stores the contract value in cents and the signing date, with a history note in the staff area's words", () => {
    const result = parse("won", { wonValue: "$48,500.50", wonSignedOn: " 2026-11-20 " });
    expect(result.success && result.data).toEqual({
      outcome: { wonValueCents: 4_850_050, wonSignedOn: "2026-11-20", lostReason: null },
      note: "Won: $48,500.50, signed November 20, 2026",
    });
  });

  it.each([[""], ["0"], ["-5"], ["abc"], ["12.345"], ["10000000.01"], [undefined], [48500]])(
    "refuses the contract value %j",
    (wonValue) => {
      expect(errorsOf("won", { wonValue, wonSignedOn: "2026-11-01" })).toEqual({
        wonValue: LEAD_OUTCOME_MESSAGES.wonValue,
      });
    },
  );

  it("accepts the largest value staff may enter", () => {
    const result = parse("won", { wonValue: "10,000,000", wonSignedOn: "2026-11-01" });
    expect(result.success && result.data.outcome.wonValueCents).toBe(1_000_000_000);
  });

  it.each([
    ["the future", "2026-11-21"],
    ["two days before the lead came in", "2026-03-08"],
    ["a day that does not exist", "2026-02-30"],
    ["not a date", "next week"],
    ["nothing", ""],
    ["a missing field", undefined],
  ])("refuses a signing date in %s", (_what, wonSignedOn) => {
    expect(errorsOf("won", { wonValue: "48500", wonSignedOn })).toEqual({
      wonSignedOn: LEAD_OUTCOME_MESSAGES.wonSignedOn,
    });
  });

  it("accepts a signing date from the day before the lead came in (time zones) to today", () => {
    for (const wonSignedOn of ["2026-03-09", "2026-03-10", "2026-11-20"]) {
      expect(parse("won", { wonValue: "48500", wonSignedOn }).success, wonSignedOn).toBe(true);
    }
  });

  it("names both fields when both are missing", () => {
    expect(errorsOf("won", {})).toEqual({
      wonValue: LEAD_OUTCOME_MESSAGES.wonValue,
      wonSignedOn: LEAD_OUTCOME_MESSAGES.wonSignedOn,
    });
  });
});

describe("the outcome of a lost lead", () => {
  it("stores the reason, with its label in the history note", () => {
    const result = parse("lost", { lostReason: "price", wonValue: "48500" });
    expect(result.success && result.data).toEqual({
      outcome: { ...NO_OUTCOME, lostReason: "price" },
      note: "Lost: Price",
    });
  });

  it("takes every reason of the list", () => {
    for (const lostReason of LEAD_LOST_REASONS) expect(parse("lost", { lostReason }).success, lostReason).toBe(true);
  });

  it.each([[""], ["cheaper elsewhere"], [undefined]])("refuses the reason %j", (lostReason) => {
    expect(errorsOf("lost", { lostReason })).toEqual({ lostReason: LEAD_OUTCOME_MESSAGES.lostReason });
  });
});

describe("any other status", () => {
  it("has no outcome, whatever the form sent", () => {
    for (const status of ["new", "contacted", "consultation scheduled"]) {
      const result = parse(status, { wonValue: "48500", wonSignedOn: "2026-11-01", lostReason: "price" });
      expect(result.success && result.data).toEqual({ outcome: NO_OUTCOME, note: null });
    }
  });
});
