import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_PROFILE } from "./company-profile-defaults";
import { type OpeningHours, buildCompany, formatClockTime, formatOpeningHours } from "./company-profile";
import { openingHoursIn } from "./opening-hours-in";
import { writtenHours } from "./written-hours";

/** The Spanish times' spaces are non-breaking ("9:00 a. m." never breaks before "a. m."). */
const nbsp = (text: string) => text.replace(/(\d|\.) (?=[ap]\.|m\.)/g, "$1\u00a0");

const WEEK: OpeningHours = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "09:00",
  closes: "16:00",
};
const SPLIT: OpeningHours = { days: ["Monday", "Tuesday", "Saturday"], opens: "08:30", closes: "12:00" };
const ONE_DAY: OpeningHours = { days: ["Wednesday"], opens: "13:00", closes: "17:45" };

describe("clock times", () => {
  it("writes English times short and Spanish ones in the Spanish academies' form", () => {
    expect(["09:00", "13:30", "12:00", "00:00"].map((time) => formatClockTime(time))).toEqual([
      "9AM",
      "1:30PM",
      "12PM",
      "12AM",
    ]);
    expect(
      ["09:00", "13:30", "12:00", "00:00"].map((time) => openingHoursIn("es", { ...ONE_DAY, opens: time }, "short")),
    ).toEqual(["9:00 a. m.", "1:30 p. m.", "12:00 p. m.", "12:00 a. m."].map((t) => nbsp(`mié: ${t}-5:45 p. m.`)));
  });
});

describe("opening hours", () => {
  it("keeps the English forms", () => {
    expect(formatOpeningHours(WEEK)).toBe("Mon-Fri: 9AM-4PM");
    expect(formatOpeningHours(WEEK, "long")).toBe("Monday to Friday: 9AM to 4PM");
    expect(openingHoursIn("en", WEEK, "long")).toBe("Monday to Friday: 9AM to 4PM");
    expect(openingHoursIn("en", WEEK, "sentence")).toBe("Monday to Friday: 9AM to 4PM");
    expect(openingHoursIn("en", SPLIT, "short")).toBe("Mon-Tue, Sat: 8:30AM-12PM");
    expect(openingHoursIn("en", SPLIT, "long")).toBe("Monday to Tuesday, Saturday: 8:30AM to 12PM");
  });

  it("writes the Spanish short form for office cards", () => {
    expect(openingHoursIn("es", WEEK, "short")).toBe(nbsp("lun-vie: 9:00 a. m.-4:00 p. m."));
    expect(openingHoursIn("es", SPLIT, "short")).toBe(nbsp("lun-mar, sáb: 8:30 a. m.-12:00 p. m."));
    expect(openingHoursIn("es", ONE_DAY, "short")).toBe(nbsp("mié: 1:00 p. m.-5:45 p. m."));
  });

  it("writes the Spanish long form as a line of its own and inside a sentence", () => {
    expect(openingHoursIn("es", WEEK, "long")).toBe(nbsp("De lunes a viernes, de 9:00 a. m. a 4:00 p. m."));
    expect(openingHoursIn("es", WEEK, "sentence")).toBe(nbsp("de lunes a viernes, de 9:00 a. m. a 4:00 p. m."));
    expect(openingHoursIn("es", SPLIT, "sentence")).toBe(
      nbsp("de lunes a martes y el sábado, de 8:30 a. m. a 12:00 p. m."),
    );
    expect(openingHoursIn("es", ONE_DAY, "long")).toBe(nbsp("El miércoles, de 1:00 p. m. a 5:45 p. m."));
  });

  it("writes a Spanish page's hours on the server; the company shows them, the English one its own", () => {
    expect(writtenHours(DEFAULT_COMPANY_PROFILE, "en")).toBeUndefined();
    const written = writtenHours(DEFAULT_COMPANY_PROFILE, "es")!;
    const english = buildCompany(DEFAULT_COMPANY_PROFILE);
    const spanish = buildCompany(DEFAULT_COMPANY_PROFILE, written);
    expect(buildCompany(DEFAULT_COMPANY_PROFILE)).toBe(english);
    expect(buildCompany(DEFAULT_COMPANY_PROFILE, written)).toBe(spanish);
    expect(english.hours).toBe("Monday to Friday: 9AM to 4PM");
    expect(english.offices.map((office) => office.hours)).toEqual(english.offices.map(() => "Mon-Fri: 9AM-4PM"));
    expect(spanish.hours).toBe(nbsp("De lunes a viernes, de 9:00 a. m. a 4:00 p. m."));
    expect(spanish.offices.map((office) => office.hours)).toEqual(
      spanish.offices.map(() => nbsp("lun-vie: 9:00 a. m.-4:00 p. m.")),
    );
    expect(spanish.offices.map((office) => office.openingHours)).toEqual(
      english.offices.map((office) => office.openingHours),
    );
  });
});
