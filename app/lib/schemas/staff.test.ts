import { describe, expect, it } from "vitest";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";
import {
  ChangeOwnPasswordSchema,
  STAFF_MESSAGES,
  SignInSchema,
  StaffUserCreateSchema,
  StaffUserUpdateSchema,
} from "./staff";

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.success ? {} : firstMessagePerField(result.error!.issues);
}

describe("staff schemas", () => {
  it("checks a new user's username, e-mail and role with their messages", () => {
    const ok = StaffUserCreateSchema.safeParse({
      username: " sam.sales ",
      email: "Sam@Example.com ",
      role: "sales",
      officeId: "ocala",
      password: "twelve chars",
    });
    expect(ok.success && ok.data).toMatchObject({ username: "sam.sales", email: "Sam@Example.com", officeId: "ocala" });

    expect(
      errorsOf(
        StaffUserCreateSchema.safeParse({
          username: "ab",
          email: "nope",
          role: "owner",
          officeId: "x",
          password: "short",
        }),
      ),
    ).toEqual({
      username: STAFF_MESSAGES.username,
      email: STAFF_MESSAGES.email,
      role: STAFF_MESSAGES.role,
      officeId: STAFF_MESSAGES.office,
      password: STAFF_MESSAGES.passwordTooShort,
    });
    expect(errorsOf(StaffUserCreateSchema.safeParse({ username: "x".repeat(51) }))).toMatchObject({
      username: STAFF_MESSAGES.username,
    });
    expect(
      errorsOf(StaffUserUpdateSchema.safeParse({ email: `${"a".repeat(250)}@example.com`, role: "admin" })),
    ).toEqual({ email: STAFF_MESSAGES.emailTooLong });
  });

  it("treats an empty office as none", () => {
    const parsed = StaffUserUpdateSchema.parse({ email: "a@example.com", role: "admin", officeId: "" });
    expect(parsed.officeId).toBeUndefined();
  });

  it("asks for both sign-in fields", () => {
    expect(errorsOf(SignInSchema.safeParse({ identifier: "  ", password: "" }))).toEqual({
      identifier: STAFF_MESSAGES.identifierRequired,
      password: STAFF_MESSAGES.passwordRequired,
    });
  });

  it("checks the own-password form: length, confirmation, a real change", () => {
    const base = {
      currentPassword: "old password 1",
      newPassword: "new password 12",
      confirmPassword: "new password 12",
    };
    expect(ChangeOwnPasswordSchema.safeParse(base).success).toBe(true);
    expect(errorsOf(ChangeOwnPasswordSchema.safeParse({ ...base, confirmPassword: "other" }))).toEqual({
      confirmPassword: STAFF_MESSAGES.passwordsDiffer,
    });
    expect(
      errorsOf(ChangeOwnPasswordSchema.safeParse({ ...base, newPassword: "short", confirmPassword: "short" })),
    ).toEqual({ newPassword: STAFF_MESSAGES.passwordTooShort });
    const spaces = " ".repeat(14);
    expect(
      errorsOf(ChangeOwnPasswordSchema.safeParse({ ...base, newPassword: spaces, confirmPassword: spaces })),
    ).toEqual({ newPassword: STAFF_MESSAGES.passwordTooShort });
    const padded = "   eleven chr   ";
    expect(
      errorsOf(ChangeOwnPasswordSchema.safeParse({ ...base, newPassword: padded, confirmPassword: padded })),
    ).toEqual({ newPassword: STAFF_MESSAGES.passwordTooShort });
    const inner = "correct horse battery";
    expect(ChangeOwnPasswordSchema.safeParse({ ...base, newPassword: inner, confirmPassword: inner }).success).toBe(
      true,
    );
    expect(
      errorsOf(
        ChangeOwnPasswordSchema.safeParse({
          ...base,
          newPassword: base.currentPassword,
          confirmPassword: base.currentPassword,
        }),
      ),
    ).toEqual({ newPassword: STAFF_MESSAGES.passwordUnchanged });
  });
});
