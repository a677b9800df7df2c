import { describe, expect, it } from "vitest";
import { CANNOT_DEACTIVATE_SELF, CANNOT_DEMOTE_SELF, selfChangeError } from "./staff-rules";

const admin = { id: 1, role: "admin" };

describe("selfChangeError", () => {
  it("refuses an admin removing their own admin role or deactivating themselves", () => {
    expect(selfChangeError(admin, 1, { role: "sales" })).toEqual({ field: "role", message: CANNOT_DEMOTE_SELF });
    expect(selfChangeError(admin, 1, { isActive: false })).toEqual({
      field: "isActive",
      message: CANNOT_DEACTIVATE_SELF,
    });
  });

  it("allows keeping the own role and any change to someone else", () => {
    expect(selfChangeError(admin, 1, { role: "admin", isActive: true })).toBeNull();
    expect(selfChangeError(admin, 2, { role: "sales", isActive: false })).toBeNull();
  });
});
