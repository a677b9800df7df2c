import { describe, expect, it } from "vitest";
import { maskedEmail } from "./masked-email";

describe("maskedEmail", () => {
  it("keeps the first letter and the domain", () => {
    expect(maskedEmail("jane.doe@example.com")).toBe("j•••@example.com");
    expect(maskedEmail("j@example.com")).toBe("j•••@example.com");
  });

  it("shows nothing of an address without a name or an @", () => {
    expect(maskedEmail("@example.com")).toBe("•••");
    expect(maskedEmail("nobody")).toBe("•••");
  });
});
