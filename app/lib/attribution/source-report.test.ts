import { describe, expect, it } from "vitest";
import {
  SOURCE_REPORT_MESSAGES,
  defaultSourceReportQuery,
  formatRate,
  groupOf,
  mergeReportRows,
  parseSourceReportQuery,
  reportPeriod,
  reportWeeks,
  sortReportRows,
  sourceReportCsvRow,
  sourceReportSearch,
  totalRow,
  withSort,
} from "./source-report";

// 10:30 in Florida on Thursday, November 26, 2026 (EST).
const NOW = new Date("2026-11-26T15:30:00Z");
const parse = (search: string) => parseSourceReportQuery(new URLSearchParams(search), NOW);

describe("the report's address", () => {
  it("defaults to the last 90 days (today included), by source / medium / campaign, most leads first", () => {
    expect(parse("")).toEqual({
      query: { from: "2026-08-29", to: "2026-11-26", grouping: "campaign", sort: "leads", dir: "desc" },
      messages: [],
    });
  });

  it("reads a range, a grouping and a sort", () => {
    expect(parse("from=2026-01-01&to=2026-03-31&group=office&sort=group&dir=desc").query).toEqual({
      from: "2026-01-01",
      to: "2026-03-31",
      grouping: "office",
      sort: "group",
      dir: "desc",
    });
    expect(parse("sort=group").query.dir, "names sort A to Z first").toBe("asc");
    expect(parse("from=2026-11-01").query.to, "a missing end is today").toBe("2026-11-26");
  });

  it("names what is wrong and shows the default instead", () => {
    const defaults = defaultSourceReportQuery(NOW);
    for (const [search, message] of [
      ["from=2026-02-30&to=2026-03-01", SOURCE_REPORT_MESSAGES.badDate],
      ["from=yesterday", SOURCE_REPORT_MESSAGES.badDate],
      ["from=2026-05-01&to=2026-04-30", SOURCE_REPORT_MESSAGES.endBeforeStart],
      ["from=2024-01-01&to=2026-01-02", SOURCE_REPORT_MESSAGES.tooLong],
      ["group=city", SOURCE_REPORT_MESSAGES.badGrouping],
      ["sort=profit", SOURCE_REPORT_MESSAGES.badSort],
    ] as const) {
      const { query, messages } = parse(search);
      expect(messages, search).toEqual([message]);
      expect(query, search).toEqual(defaults);
    }
    expect(parse("from=2024-01-01&to=2025-12-31").messages, "exactly two years is allowed").toEqual([]);
  });

  it("round-trips through its address, and a header flips the active column", () => {
    const query = parse("from=2026-01-01&to=2026-03-31&group=landing&sort=won&dir=asc").query;
    expect(parse(sourceReportSearch(query).slice(1)).query).toEqual(query);
    expect(withSort(query, "won").dir).toBe("desc");
    expect(withSort(query, "group")).toMatchObject({ sort: "group", dir: "asc" });
  });

  it("covers whole Florida days, across the DST change", () => {
    const period = reportPeriod({ from: "2026-03-01", to: "2026-03-31" });
    expect(period.from.toISOString()).toBe("2026-03-01T05:00:00.000Z");
    expect(period.to.toISOString()).toBe("2026-04-01T04:00:00.000Z");
  });

  it("lists the Monday of every week the range touches", () => {
    expect(reportWeeks({ from: "2026-11-04", to: "2026-11-26" })).toEqual([
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
  });
});

describe("rows", () => {
  const none = { k2: "", k3: "" };
  it("names groups, offices spelled either way as one", () => {
    expect(groupOf("campaign", { k1: "google", k2: "cpc", k3: "" })).toEqual({
      key: "google\u0000cpc\u0000",
      label: "google / cpc / (none)",
    });
    expect(groupOf("campaign", { k1: "", k2: "", k3: "" }).label).toBe("Direct or untagged");
    expect(groupOf("office", { k1: "ORLANDO", ...none })).toEqual(groupOf("office", { k1: "orlando", ...none }));
    expect(groupOf("office", { k1: "", ...none }).label).toBe("No office");
    expect(groupOf("landing", { k1: "/pool-services-tampa-fl", ...none }).label).toBe("/pool-services-tampa-fl");
  });

  it("merges every figure into its group, computes the rate from the same rows, and totals", () => {
    const rows = mergeReportRows("office", {
      visits: [{ k1: "anything", ...none, count: 50 }],
      leads: [
        { k1: "ORLANDO", ...none, count: 8 },
        { k1: "OCALA", ...none, count: 2 },
      ],
      consultations: [{ k1: "ORLANDO", ...none, count: 3 }],
      won: [{ k1: "ORLANDO", ...none, count: 2, cents: 9_000_000 }],
      calls: [
        { k1: "orlando", ...none, count: 4 },
        { k1: "", ...none, count: 1 },
      ],
    });
    const orlando = rows.find((row) => row.key === "orlando")!;
    expect(orlando).toMatchObject({
      visits: null,
      leads: 8,
      consultations: 3,
      won: 2,
      revenueCents: 9_000_000,
      calls: 4,
    });
    expect(orlando.rate).toBe(0.25);
    expect(rows.find((row) => row.key === "")).toMatchObject({ label: "No office", leads: 0, calls: 1, rate: null });
    const total = totalRow("office", rows);
    expect(total).toMatchObject({ visits: null, leads: 10, won: 2, calls: 5, rate: 0.2 });
    expect(formatRate(total.rate)).toBe("20.0%");
    expect(sourceReportCsvRow(orlando)).toEqual(["Orlando", null, 8, 3, 2, "90000.00", "25.0", 4]);
  });

  it("sorts by any column, empty figures last, ties by name", () => {
    const rows = mergeReportRows("campaign", {
      visits: [],
      leads: [
        { k1: "b", k2: "", k3: "", count: 5 },
        { k1: "a", k2: "", k3: "", count: 5 },
        { k1: "c", k2: "", k3: "", count: 1 },
      ],
      consultations: [],
      won: [{ k1: "c", k2: "", k3: "", count: 1, cents: 100 }],
      calls: [{ k1: "d", k2: "", k3: "", count: 9 }],
    });
    const labels = (sort: Parameters<typeof sortReportRows>[1], dir: "asc" | "desc") =>
      sortReportRows(rows, sort, dir).map((row) => row.label.split(" ")[0]);
    expect(labels("leads", "desc")).toEqual(["a", "b", "c", "d"]);
    expect(labels("rate", "desc")).toEqual(["c", "a", "b", "d"]);
    expect(labels("rate", "asc")).toEqual(["a", "b", "c", "d"]);
    expect(labels("group", "desc")).toEqual(["d", "c", "b", "a"]);
    expect(labels("calls", "desc")).toEqual(["d", "a", "b", "c"]);
  });
});
