import { describe, expect, it } from "vitest";
import { OFFICE_AREA_CODES, OFFICE_IDS } from "~/lib/company/offices";
import {
  areaCodeOf,
  chooseLeadOffice,
  isOfficeMoveNote,
  officeMoveNote,
  officeOfAreaCode,
  officeRuleText,
} from "./lead-office-routing";
import { officeOfZip } from "~/lib/company/zip-codes.server";

const noZip = () => undefined;

describe("areaCodeOf", () => {
  it.each([
    ["(407) 555-0100", "407"],
    ["+1 561 555 0152", "561"],
    ["1-772-555-0100", "772"],
    ["561.555.0152 ext 9", "561"],
    ["(772) 555-0100 #2", "772"],
    ["555-0100", null],
  ])("%s → %s", (phone, code) => {
    expect(areaCodeOf(phone)).toBe(code);
  });
});

describe("the offices' area codes", () => {
  it("name each office's codes and overlays, each code once", () => {
    expect(officeOfAreaCode("407")).toBe("orlando");
    expect(officeOfAreaCode("321")).toBe("orlando");
    expect(officeOfAreaCode("689")).toBe("orlando");
    expect(officeOfAreaCode("561")).toBe("west-palm-beach");
    expect(officeOfAreaCode("728")).toBe("west-palm-beach");
    expect(officeOfAreaCode("772")).toBe("port-st-lucie");
    expect(officeOfAreaCode("352")).toBe("ocala");
    expect(officeOfAreaCode("305")).toBeUndefined();
    const all = OFFICE_IDS.flatMap((id) => OFFICE_AREA_CODES[id]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("officeOfZip (the zipcodes table, nearest office by great-circle distance)", () => {
  it.each([
    ["32801", "orlando"], // Orlando
    ["32940", "orlando"], // Melbourne
    ["33401", "west-palm-beach"], // West Palm Beach
    ["33432", "west-palm-beach"], // Boca Raton
    ["34994", "port-st-lucie"], // Stuart
    ["32960", "port-st-lucie"], // Vero Beach
    ["34470", "ocala"], // Ocala
    ["32601", "ocala"], // Gainesville
  ])("%s → %s", (zip, office) => {
    expect(officeOfZip(zip)).toBe(office);
  });

  it("knows no office for a ZIP code that does not exist or is not five digits", () => {
    expect(officeOfZip("00000")).toBeUndefined();
    expect(officeOfZip("3280")).toBeUndefined();
    expect(officeOfZip("abcde")).toBeUndefined();
  });
});

describe("chooseLeadOffice", () => {
  const orlandoZipWpbPhone = { zip: "32801", phone: "(561) 555-0100", nearestBranch: "OCALA" };

  it("takes the ZIP code first, over the phone and the page", () => {
    expect(chooseLeadOffice(orlandoZipWpbPhone, officeOfZip)).toEqual({ officeId: "orlando", rule: "zip" });
  });

  it("takes the phone's area code when there is no ZIP code, or one the table does not know", () => {
    expect(chooseLeadOffice({ ...orlandoZipWpbPhone, zip: undefined }, officeOfZip)).toEqual({
      officeId: "west-palm-beach",
      rule: "area-code",
    });
    expect(chooseLeadOffice({ ...orlandoZipWpbPhone, zip: "00000" }, officeOfZip)).toEqual({
      officeId: "west-palm-beach",
      rule: "area-code",
    });
  });

  it("takes the browser's location when the phone's area code is none of the offices'", () => {
    expect(
      chooseLeadOffice(
        { phone: "(305) 555-0100", nearestBranch: "PORT ST. LUCIE", nearestBranchSource: "location" },
        noZip,
      ),
    ).toEqual({ officeId: "port-st-lucie", rule: "location" });
  });

  it("takes the page's office last, also when the form did not say where its office came from", () => {
    expect(
      chooseLeadOffice({ phone: "(305) 555-0100", nearestBranch: "OCALA", nearestBranchSource: "page" }, noZip),
    ).toEqual({ officeId: "ocala", rule: "page" });
    expect(chooseLeadOffice({ phone: "(305) 555-0100", nearestBranch: "ocala" }, noZip)).toEqual({
      officeId: "ocala",
      rule: "page",
    });
  });

  it("chooses nothing when nothing names an office", () => {
    expect(chooseLeadOffice({ phone: "(305) 555-0100" }, noZip)).toBeNull();
  });
});

describe("what the lead page says", () => {
  const lead = { zip: "32801", phone: "(407) 555-0100" };
  it.each([
    ["zip", "chosen by ZIP code 32801"],
    ["area-code", "chosen by phone area code 407"],
    ["location", "chosen by the visitor's location"],
    ["page", "chosen by the page the form was on"],
    [null, null],
  ])("rule %s → %s", (rule, text) => {
    expect(officeRuleText(rule, lead)).toBe(text);
  });

  it("names who moved the lead", () => {
    expect(officeRuleText("staff", lead, "Jane")).toBe("changed by Jane");
    const note = officeMoveNote("Orlando", { name: "jane", kept: false });
    expect(note).toBe("Moved to the Orlando office; assigned to jane");
    expect(isOfficeMoveNote(note)).toBe(true);
    expect(isOfficeMoveNote("Won: $48,500, signed 2026-11-20")).toBe(false);
    expect(officeMoveNote("Ocala", null)).toBe("Moved to the Ocala office; unassigned");
  });
});
