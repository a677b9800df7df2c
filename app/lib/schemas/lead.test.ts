import { describe, expect, it } from "vitest";
import {
  INTERESTED_POOL_MESSAGES,
  LeadSubmissionSchema,
  MAX_INTERESTED_POOLS,
  lastTenDigits,
  normaliseSourcePage,
  phoneDigits,
} from "./lead";

const valid = { firstName: "Maria", phone: "(561) 555-0152" };

describe("phone helpers", () => {
  it("keeps digits and identifies a number by its last ten", () => {
    expect(phoneDigits("+1 (561) 555-0152")).toBe("15615550152");
    expect(lastTenDigits("+1 (561) 555-0152")).toBe("5615550152");
    expect(lastTenDigits("561.555.0152")).toBe("5615550152");
    expect(lastTenDigits("555-0152")).toBeNull();
  });
});

describe("normaliseSourcePage", () => {
  it("keeps slugs and turns anything else into a harmless slug", () => {
    expect(normaliseSourcePage("pool-detail")).toBe("pool-detail");
    expect(normaliseSourcePage("San Juan Pools")).toBe("san-juan-pools");
    expect(normaliseSourcePage("<script>alert(1)</script>")).toBe("script-alert-1-/script");
    expect(normaliseSourcePage("x".repeat(300))).toHaveLength(100);
  });
});

describe("LeadSubmissionSchema", () => {
  it("accepts the minimum: a name and a phone, defaulting to an estimate without consent", () => {
    const lead = LeadSubmissionSchema.parse(valid);
    expect(lead).toMatchObject({
      firstName: "Maria",
      phone: "(561) 555-0152",
      requestType: "estimate",
      consentToContact: false,
    });
  });

  it("trims text and turns blanks into absent values", () => {
    const lead = LeadSubmissionSchema.parse({
      ...valid,
      firstName: "  Maria ",
      lastName: "  ",
      email: " ",
      address: "",
    });
    expect(lead.firstName).toBe("Maria");
    expect(lead.lastName).toBeUndefined();
    expect(lead.email).toBeUndefined();
    expect(lead.address).toBeUndefined();
  });

  it("answers each bad field with its message", () => {
    const result = LeadSubmissionSchema.safeParse({ firstName: " ", phone: "", email: "nope" });
    expect(result.success).toBe(false);
    // The first message of each field is the one shown (fieldErrors() in lib/http.server).
    const messages: Record<string, string> = {};
    for (const issue of result.error!.issues) messages[issue.path.join(".")] ??= issue.message;
    expect(messages).toEqual({
      firstName: "Name is required",
      phone: "Phone number is required",
      email: "Please enter a valid email address",
    });
  });

  it("accepts the select options of the estimate form exactly", () => {
    const lead = LeadSubmissionSchema.parse({
      ...valid,
      budgetRange: "$100,000+",
      timeframe: "just researching",
      poolType: "Concrete Pool Resurface",
    });
    expect(lead.budgetRange).toBe("$100,000+");
    expect(LeadSubmissionSchema.safeParse({ ...valid, budgetRange: "$100,000" }).success).toBe(false);
  });

  it("knows the offices' branch labels in any case", () => {
    expect(LeadSubmissionSchema.parse({ ...valid, nearestBranch: "west palm beach" }).nearestBranch).toBe(
      "WEST PALM BEACH",
    );
    expect(LeadSubmissionSchema.safeParse({ ...valid, nearestBranch: "TAMPA" }).success).toBe(false);
  });

  it("accepts a numeric poolId sent as text", () => {
    expect(LeadSubmissionSchema.parse({ ...valid, poolId: "8" }).poolId).toBe(8);
    expect(LeadSubmissionSchema.safeParse({ ...valid, poolId: "8; DROP" }).success).toBe(false);
  });
});

describe("interestedPoolIds", () => {
  const parse = (interestedPoolIds: unknown) => LeadSubmissionSchema.safeParse({ ...valid, interestedPoolIds });
  const errorOf = (interestedPoolIds: unknown) => {
    const result = parse(interestedPoolIds);
    expect(result.success).toBe(false);
    return result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("is an empty list when missing or null", () => {
    expect(LeadSubmissionSchema.parse(valid).interestedPoolIds).toEqual([]);
    expect(parse(null).data?.interestedPoolIds).toEqual([]);
  });

  it("takes ids as JSON numbers or as the form's texts, without repeats, in the given order", () => {
    expect(parse([7, 3, 7]).data?.interestedPoolIds).toEqual([7, 3]);
    expect(parse(["3", "7", "3"]).data?.interestedPoolIds).toEqual([3, 7]);
  });

  it("refuses what is not a list of pool ids, under the field's own name", () => {
    expect(errorOf("3,7")).toEqual([["interestedPoolIds", INTERESTED_POOL_MESSAGES.notList]]);
    for (const bad of [["abc"], [-3], [0], [2.5], [3, "7x"], [{ id: 3 }], [2_147_483_648]]) {
      expect(errorOf(bad)).toEqual([["interestedPoolIds", INTERESTED_POOL_MESSAGES.notId]]);
    }
  });

  it(`refuses more than ${MAX_INTERESTED_POOLS} distinct pools, but counts repeats once`, () => {
    const ids = Array.from({ length: 999 }, (_, i) => i + 1);
    expect(errorOf(ids)).toEqual([["interestedPoolIds", INTERESTED_POOL_MESSAGES.tooMany]]);
    const atLimit = ids.slice(0, MAX_INTERESTED_POOLS);
    expect(parse([...atLimit, ...atLimit]).data?.interestedPoolIds).toEqual(atLimit);
  });
});
