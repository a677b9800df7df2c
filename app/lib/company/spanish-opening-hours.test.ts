import { describe, expect, it } from "vitest";
import { spanishOpeningHours } from "./spanish-opening-hours";

const nbsp = (text: string) => text.replace(/ (?=[ap]\.|m\.)/g, "\u00a0").replace(/(\d) (?=[ap]\.)/g, "$1\u00a0");

describe("opening hours in Spanish", () => {
  it("names a run of weekdays and the times as the Spanish academies write them", () => {
    expect(
      spanishOpeningHours({
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "16:00",
      }),
    ).toBe(nbsp("de lunes a viernes, de 9:00 a. m. a 4:00 p. m."));
  });

  it("joins separate runs with y and names a single day", () => {
    expect(spanishOpeningHours({ days: ["Monday", "Tuesday", "Saturday"], opens: "08:30", closes: "12:00" })).toBe(
      nbsp("de lunes a martes y el sábado, de 8:30 a. m. a 12:00 p. m."),
    );
  });
});
