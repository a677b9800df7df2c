import { describe, expect, it } from "vitest";
import {
  LEAD_MERGE_MESSAGES,
  type MergeableLead,
  defaultSurvivorId,
  mergeHistoryNotes,
  mergeRefusal,
  mergedLeadValues,
} from "./lead-merge";

function lead(id: number, values: Partial<MergeableLead> = {}): MergeableLead {
  return {
    id,
    firstName: "Maria",
    lastName: "Lopez",
    email: null,
    address: null,
    zip: null,
    poolType: null,
    budgetRange: null,
    timeframe: null,
    message: null,
    poolId: null,
    interest: null,
    salesRepId: null,
    nearestBranch: null,
    branchDetails: null,
    officeRule: null,
    leadQualification: null,
    consentToContact: false,
    consentAt: null,
    firstTouch: null,
    lastTouch: null,
    firstContactedAt: null,
    lastActivityAt: new Date("2026-10-01T12:00:00Z"),
    status: "new",
    mergedIntoId: null,
    createdAt: new Date("2026-10-01T12:00:00Z"),
    ...values,
  };
}

describe("defaultSurvivorId", () => {
  it("keeps the older lead, or the lower id at the same moment", () => {
    const older = lead(9, { createdAt: new Date("2026-09-01T00:00:00Z") });
    expect(defaultSurvivorId(lead(3), older)).toBe(9);
    expect(defaultSurvivorId(older, lead(3))).toBe(9);
    expect(defaultSurvivorId(lead(5), lead(4))).toBe(4);
  });

  it("keeps a won sale whatever its age", () => {
    const older = lead(1, { createdAt: new Date("2026-01-01T00:00:00Z") });
    expect(defaultSurvivorId(older, lead(2, { status: "won" }))).toBe(2);
  });
});

describe("mergeRefusal", () => {
  it("refuses two won sales, a won lead merged away, a lead into itself and a lead already merged", () => {
    const won = (id: number) => lead(id, { status: "won" });
    expect(mergeRefusal(won(1), won(2))).toBe(LEAD_MERGE_MESSAGES.bothWon);
    expect(mergeRefusal(lead(1), won(2))).toBe(LEAD_MERGE_MESSAGES.wonMustRemain(2));
    expect(mergeRefusal(lead(1), lead(1))).toBe(LEAD_MERGE_MESSAGES.sameLead);
    expect(mergeRefusal(lead(1), lead(2, { mergedIntoId: 7 }))).toBe(LEAD_MERGE_MESSAGES.alreadyMerged(2, 7));
  });

  it("allows a won lead to take in an open or lost one", () => {
    expect(mergeRefusal(lead(1, { status: "won" }), lead(2, { status: "lost" }))).toBeNull();
    expect(mergeRefusal(lead(1, { status: "contacted" }), lead(2))).toBeNull();
  });
});

describe("mergedLeadValues", () => {
  it("fills only what the remaining lead lacks; the office travels with its details and rule", () => {
    const values = mergedLeadValues(
      lead(1, { email: "kept@example.com", message: "" }),
      lead(2, {
        email: "other@example.com",
        message: "A pool, please",
        zip: "34470",
        nearestBranch: "OCALA",
        branchDetails: { id: "ocala" },
        officeRule: "zip",
        consentToContact: true,
        consentAt: new Date("2026-10-02T00:00:00Z"),
      }),
    );
    expect(values).toMatchObject({
      message: "A pool, please",
      zip: "34470",
      nearestBranch: "OCALA",
      branchDetails: { id: "ocala" },
      officeRule: "zip",
      consentToContact: true,
    });
    expect(values).not.toHaveProperty("email");
  });

  it("takes the earliest first touch, the latest last touch and the columns they give", () => {
    const values = mergedLeadValues(
      lead(1, {
        firstTouch: { utmSource: "google", landingPath: "/pools", at: "2026-09-10T00:00:00Z" },
        lastTouch: { gclid: "G1", at: "2026-09-12T00:00:00Z" },
      }),
      lead(2, {
        firstTouch: { utmSource: "meta", landingPath: "/design", at: "2026-09-01T00:00:00Z" },
        lastTouch: { utmSource: "meta", utmMedium: "paid", at: "2026-10-01T00:00:00Z" },
      }),
    );
    expect(values.firstTouch?.landingPath).toBe("/design");
    expect(values.lastTouch?.utmMedium).toBe("paid");
    expect(values).toMatchObject({ landingPath: "/design", utmSource: "meta", utmMedium: "paid", gclid: null });
  });

  it("keeps the stored columns when the remaining lead keeps its own touches", () => {
    const values = mergedLeadValues(lead(1), lead(2));
    expect(values).not.toHaveProperty("landingPath");
    expect(values).toMatchObject({ firstTouch: null, lastTouch: null });
  });

  it("takes the earlier first contact and the later last activity", () => {
    const values = mergedLeadValues(
      lead(1, { firstContactedAt: null, lastActivityAt: new Date("2026-10-05T00:00:00Z") }),
      lead(2, {
        firstContactedAt: new Date("2026-10-03T00:00:00Z"),
        lastActivityAt: new Date("2026-10-04T00:00:00Z"),
      }),
    );
    expect(values.firstContactedAt).toEqual(new Date("2026-10-03T00:00:00Z"));
    expect(values.lastActivityAt).toEqual(new Date("2026-10-05T00:00:00Z"));
  });
});

describe("mergeHistoryNotes", () => {
  it("names the other lead on each side", () => {
    expect(mergeHistoryNotes(lead(7), lead(12, { firstName: "Ana", lastName: null }))).toEqual({
      mergedIn: "Merged lead #12 (Ana) into this lead",
      mergedInto: "Merged into lead #7 (Maria Lopez)",
    });
  });
});
