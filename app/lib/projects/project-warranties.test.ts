import { describe, expect, it } from "vitest";
import { warrantyEndDates, warrantyEndsOn } from "./project-warranties";

describe("warranty end dates", () => {
  it("ends the day before the anniversary", () => {
    expect(warrantyEndsOn("2026-05-04", 1)).toBe("2027-05-03");
    expect(warrantyEndsOn("2026-01-01", 30)).toBe("2055-12-31");
    expect(warrantyEndsOn("2028-02-29", 1)).toBe("2029-02-28");
  });

  it("lists the structural, package and workmanship warranties from the handover", () => {
    expect(warrantyEndDates("2026-05-04")).toEqual([
      { id: "structural", years: 25, endsOn: "2051-05-03" },
      { id: "package", years: 30, endsOn: "2056-05-03" },
      { id: "workmanship", years: 1, endsOn: "2027-05-03" },
    ]);
  });
});
