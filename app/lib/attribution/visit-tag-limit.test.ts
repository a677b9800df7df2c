import { describe, expect, it } from "vitest";
import { groupOf } from "./source-report";
import {
  type DayPageVisits,
  OTHER_TAGS,
  OTHER_TAGS_LABEL,
  TAG_SETS_PER_DAY,
  countedTags,
  withinTagLimit,
} from "./visit-tag-limit";

const campaign = (name: string) => ({ utmSource: "google", utmMedium: "cpc", utmCampaign: name });
const NONE = { utmSource: "", utmMedium: "", utmCampaign: "" };

function visits(day: string, landingPath: string, tags: typeof NONE, count = 1): DayPageVisits {
  return { day, landingPath, ...tags, visits: count };
}

describe("the day's limit of tag sets per landing page", () => {
  it("counts the first sets under their own names and every later one as other", () => {
    const seen = new Set<string>();
    const counted = Array.from({ length: 5 }, (_, i) => countedTags(seen, campaign(`c${i}`), 3));
    expect(counted).toEqual([campaign("c0"), campaign("c1"), campaign("c2"), OTHER_TAGS, OTHER_TAGS]);
    // A set already counted keeps its name after the limit is reached.
    expect(countedTags(seen, campaign("c1"), 3)).toEqual(campaign("c1"));
  });

  it("never uses a place for untagged visits or the other row", () => {
    const seen = new Set<string>();
    expect(countedTags(seen, NONE, 1)).toEqual(NONE);
    expect(countedTags(seen, OTHER_TAGS, 1)).toEqual(OTHER_TAGS);
    expect(countedTags(seen, campaign("real"), 1)).toEqual(campaign("real"));
    expect(countedTags(seen, NONE, 1)).toEqual(NONE);
  });

  it("merges a flood of made-up tags into one other row per day and page, keeping every visit", () => {
    const rows = [
      visits("2026-05-01", "/ocala", NONE, 7),
      ...Array.from({ length: 300 }, (_, i) => visits("2026-05-01", "/ocala", campaign(`fake-${i}`))),
      visits("2026-05-01", "/naples", campaign("fake-299"), 2),
    ];
    const bounded = withinTagLimit(rows, []);
    const ocala = bounded.filter((row) => row.landingPath === "/ocala");
    expect(ocala).toHaveLength(TAG_SETS_PER_DAY + 2);
    expect(ocala.find((row) => row.utmCampaign === OTHER_TAGS.utmCampaign)?.visits).toBe(300 - TAG_SETS_PER_DAY);
    expect(ocala.find((row) => row.utmCampaign === "fake-0")?.visits).toBe(1);
    expect(ocala.reduce((sum, row) => sum + row.visits, 0)).toBe(307);
    // Another page, and another day, have places of their own.
    expect(bounded.filter((row) => row.landingPath === "/naples")).toEqual([
      visits("2026-05-01", "/naples", campaign("fake-299"), 2),
    ]);
    expect(withinTagLimit([visits("2026-05-02", "/ocala", campaign("fake-299"))], rows)).toEqual([
      visits("2026-05-02", "/ocala", campaign("fake-299")),
    ]);
  });

  it("counts what is stored already: new sets only fill the places left", () => {
    const stored = [NONE, OTHER_TAGS, campaign("a"), campaign("b")].map((tags) => ({
      day: "2026-05-01",
      landingPath: "/ocala",
      ...tags,
    }));
    const rows = ["b", "c", "d", "e"].map((name) => visits("2026-05-01", "/ocala", campaign(name)));
    expect(withinTagLimit(rows, stored, 3)).toEqual([
      visits("2026-05-01", "/ocala", campaign("b")),
      visits("2026-05-01", "/ocala", campaign("c")),
      visits("2026-05-01", "/ocala", OTHER_TAGS, 2),
    ]);
  });

  it("is named readably in the source report", () => {
    const other = { k1: OTHER_TAGS.utmSource, k2: OTHER_TAGS.utmMedium, k3: OTHER_TAGS.utmCampaign };
    expect(groupOf("campaign", other).label).toBe(OTHER_TAGS_LABEL);
    expect(OTHER_TAGS_LABEL).toBe("Other tags (past 20 a day on one landing page)");
  });
});
