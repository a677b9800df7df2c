import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { addOfficeMinutes } from "./office-minutes";
import { formatOfficeDateTime, officeDateTimeToInstant } from "./office-time";

const hours = DEFAULT_COMPANY_PROFILE.offices.orlando.hours; // Monday to Friday, 9 AM to 4 PM
const at = (date: string, time: string) => officeDateTimeToInstant(date, time);
const later = (date: string, time: string, minutes = 15) =>
  formatOfficeDateTime(addOfficeMinutes(at(date, time), minutes, hours));

describe("addOfficeMinutes", () => {
  it("adds plain minutes inside office hours", () => {
    expect(later("2025-03-12", "10:00")).toBe("Wed, Mar 12, 2025, 10:15 AM");
  });

  it("starts counting at opening time before the office opens", () => {
    expect(later("2025-03-12", "06:30")).toBe("Wed, Mar 12, 2025, 9:15 AM");
  });

  it("carries what is left at closing time over to the next open morning", () => {
    expect(later("2025-03-12", "15:50")).toBe("Thu, Mar 13, 2025, 9:05 AM");
  });

  it("takes a lead that came in at 8 PM on a Friday to 9:15 AM on Monday", () => {
    expect(later("2025-03-14", "20:00")).toBe("Mon, Mar 17, 2025, 9:15 AM");
    expect(later("2025-03-15", "11:00")).toBe("Mon, Mar 17, 2025, 9:15 AM");
  });

  it("lands exactly on closing time when the minutes run out there", () => {
    expect(later("2025-03-12", "15:45")).toBe("Wed, Mar 12, 2025, 4:00 PM");
  });

  it("keeps to the offices' clock across a daylight-saving change (Sunday, March 9, 2025)", () => {
    expect(addOfficeMinutes(at("2025-03-07", "18:00"), 15, hours).toISOString()).toBe("2025-03-10T13:15:00.000Z");
    expect(addOfficeMinutes(at("2025-03-06", "18:00"), 15, hours).toISOString()).toBe("2025-03-07T14:15:00.000Z");
  });

  it("follows an office's own days and hours", () => {
    const saturdays = { days: ["Saturday" as const], opens: "10:00", closes: "12:00" };
    expect(formatOfficeDateTime(addOfficeMinutes(at("2025-03-12", "10:00"), 150, saturdays))).toBe(
      "Sat, Mar 22, 2025, 10:30 AM",
    );
  });
});
