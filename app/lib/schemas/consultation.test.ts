import { describe, expect, it } from "vitest";
import { OFFICE_IDS } from "~/lib/company/offices";
import { ConsultationBookingSchema, parseBookingForm } from "./consultation";

const lead = { leadId: 42, leadToken: "signed.token" };
const start = "2026-11-20T15:00:00.000Z";

describe("the booking page's form, read with the API's schema", () => {
  it("books the chosen office and time for the lead of the token, as the API would", () => {
    const result = parseBookingForm(lead, { office: "ocala", start });
    expect(result).toEqual({
      success: true,
      data: { leadId: 42, leadToken: "signed.token", officeId: "ocala", start },
    });
    expect(ConsultationBookingSchema.parse({ ...lead, officeId: "ocala", start })).toEqual(
      result.success && result.data,
    );
  });

  it("takes every office", () => {
    for (const office of OFFICE_IDS) expect(parseBookingForm(lead, { office, start }).success, office).toBe(true);
  });

  it.each([["miami"], [""], [null]])("refuses the office %j, before looking at the time", (office) => {
    expect(parseBookingForm(lead, { office, start: null })).toEqual({ success: false, refusal: "unknown-office" });
  });

  it.each([[null], [""]])("asks for a time when none was chosen (%j)", (missing) => {
    expect(parseBookingForm(lead, { office: "ocala", start: missing })).toEqual({ success: false, refusal: "no-time" });
  });

  it.each([["x"], ["2026-11-20 15:00"], ["2026-11-20"]])("refuses a time that is not a slot's start (%j)", (bad) => {
    expect(parseBookingForm(lead, { office: "ocala", start: bad })).toEqual({
      success: false,
      refusal: "unreadable-time",
    });
  });
});
