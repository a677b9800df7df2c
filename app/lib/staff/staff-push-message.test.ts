import { describe, expect, it } from "vitest";
import { type LeadForPush, leadPushMessage } from "./staff-push-message";

const lead: LeadForPush = {
  id: 42,
  firstName: "Ana",
  address: null,
  zip: null,
  requestType: "estimate",
  poolType: null,
  nearestBranch: "ORLANDO",
};

describe("leadPushMessage", () => {
  it("says who, where, what and links the lead's page", () => {
    expect(leadPushMessage({ kind: "new-lead" }, { ...lead, poolName: "Milan 10.20" }, "Orlando")).toEqual({
      title: "New lead: Ana, Orlando",
      body: "Estimate request · Milan 10.20",
      url: "/admin/leads/42",
      tag: "lead-42",
    });
  });

  it("leaves the town out when none is known", () => {
    expect(leadPushMessage({ kind: "uncontacted" }, { ...lead, requestType: "contact" }, null).title).toBe(
      "Not contacted yet: Ana",
    );
  });
});
