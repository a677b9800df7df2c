import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers } from "#db/schema/index.ts";
import { verifyPassword } from "~/lib/staff/password.server";
import { DuplicateStaffUserError, createStaffUser, ensureFirstAdmin } from "~/models/staff.server";
import { getTestApp } from "../setup/test-app.ts";

describe("first admin and staff users", () => {
  it("creates the first admin from ADMIN_* once, with an argon2id hash and no default password", async () => {
    const { db } = await getTestApp();
    await db.delete(adminUsers);
    expect(await ensureFirstAdmin(db, {})).toBe("not-configured");
    expect(await db.select().from(adminUsers)).toHaveLength(0);

    const admin = { username: "owner", email: "owner@example.com", password: "correct horse battery" };
    expect(await ensureFirstAdmin(db, admin)).toBe("created");
    const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, "owner"));
    expect(user).toMatchObject({ role: "admin", isActive: true, testModePreference: true, mustChangePassword: true });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(admin.password);
    expect(await verifyPassword(user!.passwordHash, admin.password)).toBe(true);
    expect(await verifyPassword(user!.passwordHash, "wrong password!")).toBe(false);

    expect(await ensureFirstAdmin(db, { ...admin, username: "second", email: "second@example.com" })).toBe("exists");
    expect(await db.select().from(adminUsers)).toHaveLength(1);
  });

  it("refuses duplicate usernames and e-mails regardless of case", async () => {
    const { db } = await getTestApp();
    await createStaffUser(db, {
      username: "Sam.Sales",
      email: "sam@example.com",
      password: "a-long-password-1",
      role: "sales",
    });
    await expect(
      createStaffUser(db, { username: "sam.sales", email: "other@example.com", password: "a-long-password-1" }),
    ).rejects.toBeInstanceOf(DuplicateStaffUserError);
    await expect(
      createStaffUser(db, { username: "other", email: "SAM@example.com", password: "a-long-password-1" }),
    ).rejects.toBeInstanceOf(DuplicateStaffUserError);
  });

  it("enforces the schema rules: username 3-50, valid e-mail, role of three", async () => {
    const { db } = await getTestApp();
    for (const bad of [
      { username: "ab", email: "a@example.com", password: "a-long-password-1" },
      { username: "x".repeat(51), email: "a@example.com", password: "a-long-password-1" },
      { username: "valid", email: "nope", password: "a-long-password-1" },
      { username: "valid", email: "a@example.com", password: "a-long-password-1", role: "owner" as "admin" },
      { username: "valid", email: "a@example.com", password: "short" },
    ]) {
      await expect(createStaffUser(db, bad)).rejects.toThrow();
    }
  });
});
