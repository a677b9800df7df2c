import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_PROFILE } from "~/content/company-profile-defaults";
import { buildCompany } from "./company-profile";
import { type LeadForPush, leadPushMessage, leadTown } from "./staff-push-message";

const company = buildCompany(DEFAULT_COMPANY_PROFILE);
const towns: Record<string, string> = { "32789": "Winter Park", "34996": "Stuart" };
const townOfZip = (zip: string) => towns[zip] ?? null;

const lead: LeadForPush = {
  id: 42,
  firstName: "Ana",
  address: null,
  zip: null,
  requestType: "estimate",
  poolType: null,
  nearestBranch: "ORLANDO",
};

describe("leadTown", () => {
  it("reads the ZIP code first, then one written in the address", () => {
    expect(leadTown({ ...lead, zip: "34996" }, company, townOfZip)).toBe("Stuart");
    expect(leadTown({ ...lead, address: "10410 Lake Dr, Winter Park FL 32789" }, company, townOfZip)).toBe(
      "Winter Park",
    );
  });

  it("takes a town the offices serve named in the address, the longest name first", () => {
    expect(leadTown({ ...lead, address: "5 Ocean Ave, West Palm Beach" }, company, townOfZip)).toBe("West Palm Beach");
    expect(leadTown({ ...lead, address: "5 Ocean Ave, jupiter" }, company, townOfZip)).toBe("Jupiter");
  });

  it("falls back to the lead's office, or to nothing", () => {
    expect(leadTown({ ...lead, address: "12 Unknown Rd" }, company, townOfZip)).toBe("Orlando");
    expect(leadTown({ ...lead, nearestBranch: null }, company, townOfZip)).toBeNull();
  });
});

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
