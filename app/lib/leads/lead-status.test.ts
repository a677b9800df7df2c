import { describe, expect, it } from "vitest";
import {
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LEAD_STATUS_OPTIONS,
  movesToConsultationScheduled,
  LEAD_STATUS_PILL_CLASSES,
  SAME_STATUS_MESSAGE,
  isLeadStatus,
  leadStatusLabel,
  leadStatusRank,
  marksFirstContact,
  statusChangeError,
} from "./lead-status";

describe("lead statuses", () => {
  it("are eight, in pipeline order, each with a label and a pill", () => {
    expect(LEAD_STATUSES).toEqual([
      "new",
      "contacted",
      "qualified",
      "consultation scheduled",
      "proposal sent",
      "won",
      "lost",
      "spam",
    ]);
    expect(LEAD_STATUS_OPTIONS.map((o) => o.label)).toEqual([
      "New",
      "Contacted",
      "Qualified",
      "Consultation scheduled",
      "Proposal sent",
      "Won",
      "Lost",
      "Spam",
    ]);
    for (const status of LEAD_STATUSES) {
      expect(LEAD_STATUS_LABELS[status]).toBeTruthy();
      expect(LEAD_STATUS_PILL_CLASSES[status]).toMatch(/bg-\w+-\d+ text-\w+-\d+/);
    }
  });

  it("allows any change to another status and refuses only a change to the same one", () => {
    for (const from of LEAD_STATUSES) {
      for (const to of LEAD_STATUSES) {
        expect(statusChangeError(from, to)).toBe(from === to ? SAME_STATUS_MESSAGE : null);
      }
    }
  });

  it("counts the first move to a worked status as the first contact, not spam or new", () => {
    expect(marksFirstContact("contacted")).toBe(true);
    expect(marksFirstContact("won")).toBe(true);
    expect(marksFirstContact("lost")).toBe(true);
    expect(marksFirstContact("spam")).toBe(false);
    expect(marksFirstContact("new")).toBe(false);
  });

  it("labels and ranks stored values, unknown ones last", () => {
    expect(leadStatusLabel("proposal sent")).toBe("Proposal sent");
    expect(leadStatusLabel("archived")).toBe("archived");
    expect(isLeadStatus("won")).toBe(true);
    expect(isLeadStatus("Won")).toBe(false);
    expect(leadStatusRank("new")).toBe(0);
    expect(leadStatusRank("spam")).toBe(7);
    expect(leadStatusRank("archived")).toBe(8);
  });
});

describe("movesToConsultationScheduled", () => {
  it("moves only a lead not yet past the consultation stage", () => {
    expect(LEAD_STATUSES.filter(movesToConsultationScheduled)).toEqual(["new", "contacted", "qualified"]);
  });
});
