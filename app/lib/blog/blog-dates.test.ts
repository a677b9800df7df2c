import { describe, expect, it } from "vitest";
import { RECENTLY_PUBLISHED, blogDateTimeAttribute, formatBlogDate, parseBlogDate } from "./blog-dates";

describe("formatBlogDate", () => {
  it("prints a long US date in Florida time", () => {
    expect(formatBlogDate("2026-01-12T14:00:00.000Z")).toBe("January 12, 2026");
    expect(formatBlogDate(new Date("2026-10-19T14:00:00.000Z"))).toBe("October 19, 2026");
    // 02:00 UTC is still the previous evening in Florida.
    expect(formatBlogDate("2026-03-10T02:00:00.000Z")).toBe("March 9, 2026");
  });

  it("prints the Spanish date on Spanish pages, and their word for an undated post", () => {
    expect(formatBlogDate("2026-03-14T14:00:00.000Z", "es")).toBe("14 de marzo de 2026");
    expect(formatBlogDate(null, "es", "Publicado recientemente")).toBe("Publicado recientemente");
  });

  it("says 'Recently Published' for a missing or invalid date", () => {
    expect(RECENTLY_PUBLISHED).toBe("Recently Published");
    for (const value of [null, undefined, "", "not a date", "2026-13-45", new Date("nope"), Number.NaN]) {
      expect(formatBlogDate(value)).toBe("Recently Published");
    }
  });
});

describe("parseBlogDate and blogDateTimeAttribute", () => {
  it("read ISO strings, dates and timestamps", () => {
    const iso = "2026-02-09T14:00:00.000Z";
    expect(parseBlogDate(iso)?.toISOString()).toBe(iso);
    expect(parseBlogDate(Date.parse(iso))?.toISOString()).toBe(iso);
    expect(blogDateTimeAttribute(new Date(iso))).toBe(iso);
  });

  it("give nothing for an invalid date", () => {
    expect(parseBlogDate("garbage")).toBeNull();
    expect(blogDateTimeAttribute(null)).toBeUndefined();
  });
});
