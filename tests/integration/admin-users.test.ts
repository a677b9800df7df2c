import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSessions, adminUsers } from "#db/schema/index.ts";
import { verifyPassword } from "~/lib/staff/password.server";
import { STAFF_MESSAGES } from "~/lib/schemas/staff";
import { CANNOT_DEACTIVATE_SELF, CANNOT_DEMOTE_SELF } from "~/lib/staff/staff-rules";
import { SIGN_IN_INACTIVE_MESSAGE } from "~/lib/staff/staff-session";
import { getTestApp } from "../setup/test-app.ts";
import {
  clearSignInCounters,
  createTestStaff,
  pageText,
  postSignIn,
  sessionCookieFrom,
  sessionRowOf,
  signedInStaff,
  type SignedInStaff,
  signInAs,
  staffPost,
  staffRequest,
  staffRow,
} from "../support/staff-sessions.ts";

let admin: SignedInStaff;

beforeAll(async () => {
  await clearSignInCounters();
  admin = await signedInStaff("admin");
});

beforeEach(async () => {
  await clearSignInCounters();
});

let counter = 0;
function newUserFields(overrides: Record<string, string> = {}) {
  counter += 1;
  const username = `new-${process.pid}-${Date.now().toString(36)}-${counter}`;
  return {
    username,
    email: `${username}@Example.com`,
    role: "sales",
    officeId: "orlando",
    password: "temporary password 1",
    ...overrides,
  };
}

async function userByUsername(username: string) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
  return row ?? null;
}

async function sessionCount(userId: number) {
  const { db } = await getTestApp();
  return (await db.select().from(adminSessions).where(eq(adminSessions.userId, userId))).length;
}

describe("users list", () => {
  it("lists staff users with role, office and status, never a password hash", async () => {
    const sales = await createTestStaff("sales", { officeId: "ocala" });
    const response = await staffRequest("/admin/users", admin.cookie);
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain(sales.username);
    expect(html).toContain(sales.email);
    expect(html).toContain("Ocala");
    expect(html).not.toContain("$argon2id$");

    const api = await staffRequest("/api/admin/users", admin.cookie);
    const body = (await api.json()) as { users: Record<string, unknown>[] };
    const listed = body.users.find((u) => u.username === sales.username)!;
    expect(listed).toMatchObject({ email: sales.email, role: "sales", officeId: "ocala", isActive: true });
    expect(JSON.stringify(body)).not.toContain("argon2");
  });
});

describe("create", () => {
  it("creates a user with a temporary password that must be changed", async () => {
    const fields = newUserFields();
    const response = await staffPost("/admin/users/new", admin.cookie, fields);
    expect(response.status).toBe(302);
    const row = (await userByUsername(fields.username))!;
    expect(response.headers.get("location")).toBe(`/admin/users/${row.id}`);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("ffp_flash="))).toBe(true);
    expect(row).toMatchObject({ role: "sales", officeId: "orlando", isActive: true, mustChangePassword: true });
    expect(row.email).toBe(fields.email);
    expect(await verifyPassword(row.passwordHash, fields.password)).toBe(true);

    // The first sign-in leads to the password change, and nothing else opens before it.
    const signIn = await postSignIn({ identifier: fields.username, password: fields.password });
    expect(signIn.headers.get("location")).toBe("/admin/account?redirectTo=%2Fadmin-dashboard");
    const cookie = (await sessionCookieFrom(signIn))!;
    expect((await staffRequest("/admin/estimates", cookie)).status).toBe(302);

    const change = await staffPost("/admin/account", cookie, {
      currentPassword: fields.password,
      newPassword: "my very own password",
      confirmPassword: "my very own password",
      redirectTo: "/admin-dashboard",
    });
    expect(change.status).toBe(302);
    expect(change.headers.get("location")).toBe("/admin-dashboard");
    expect((await userByUsername(fields.username))!.mustChangePassword).toBe(false);
    expect((await staffRequest("/admin/estimates", cookie)).status).toBe(200);
  });

  it("shows the rules' messages for bad input", async () => {
    const response = await staffPost(
      "/admin/users/new",
      admin.cookie,
      newUserFields({ username: "ab", email: "not-an-email", role: "owner", password: "short" }),
    );
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [
      STAFF_MESSAGES.username,
      STAFF_MESSAGES.email,
      STAFF_MESSAGES.role,
      STAFF_MESSAGES.passwordTooShort,
    ]) {
      expect(html).toContain(message);
    }
    const long = await staffPost("/admin/users/new", admin.cookie, newUserFields({ username: "x".repeat(51) }));
    expect(await pageText(long)).toContain(STAFF_MESSAGES.username);
    const longEmail = await staffPost(
      "/admin/users/new",
      admin.cookie,
      newUserFields({ email: `${"a".repeat(250)}@example.com` }),
    );
    expect(await pageText(longEmail)).toContain(STAFF_MESSAGES.emailTooLong);
  });

  it("refuses a username or e-mail already in use, whatever the case", async () => {
    const existing = await createTestStaff("sales");
    const email = await staffPost(
      "/admin/users/new",
      admin.cookie,
      newUserFields({ email: existing.email.toUpperCase() }),
    );
    expect(email.status).toBe(409);
    expect(await pageText(email)).toContain(STAFF_MESSAGES.emailTaken);
    const name = await staffPost(
      "/admin/users/new",
      admin.cookie,
      newUserFields({ username: existing.username.toUpperCase() }),
    );
    expect(name.status).toBe(409);
    expect(await pageText(name)).toContain(STAFF_MESSAGES.usernameTaken);

    const api = await staffRequest("/api/admin/users", admin.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: (await getTestApp()).baseUrl },
      body: JSON.stringify({ ...newUserFields(), email: existing.email }),
    });
    expect(api.status).toBe(409);
  });

  it("creates through the JSON API with the same schema", async () => {
    const fields = newUserFields({ role: "operations" });
    const api = await staffRequest("/api/admin/users", admin.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: (await getTestApp()).baseUrl },
      body: JSON.stringify(fields),
    });
    expect(api.status).toBe(201);
    expect((await userByUsername(fields.username))!).toMatchObject({ role: "operations", mustChangePassword: true });
    const bad = await staffRequest("/api/admin/users", admin.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: (await getTestApp()).baseUrl },
      body: JSON.stringify({ ...newUserFields(), role: "owner" }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.role).toBe(STAFF_MESSAGES.role);
  });
});

describe("edit", () => {
  it("changes e-mail, role and office", async () => {
    const user = await createTestStaff("sales");
    const page = await staffRequest(`/admin/users/${user.id}`, admin.cookie);
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain(user.email);

    const response = await staffPost(`/admin/users/${user.id}`, admin.cookie, {
      intent: "update",
      email: `changed-${user.email}`,
      role: "operations",
      officeId: "port-st-lucie",
    });
    expect(response.status).toBe(302);
    expect(await staffRow(user.id)).toMatchObject({
      email: `changed-${user.email}`,
      role: "operations",
      officeId: "port-st-lucie",
    });
    // Role changes apply to open sessions at once (the role is read per request).
    const clear = await staffPost(`/admin/users/${user.id}`, admin.cookie, {
      intent: "update",
      email: `changed-${user.email}`,
      role: "sales",
      officeId: "",
    });
    expect(clear.status).toBe(302);
    expect((await staffRow(user.id)).officeId).toBeNull();
  });

  it("refuses an e-mail another user has", async () => {
    const user = await createTestStaff("sales");
    const other = await createTestStaff("sales");
    const response = await staffPost(`/admin/users/${user.id}`, admin.cookie, {
      intent: "update",
      email: other.email,
      role: "sales",
      officeId: "",
    });
    expect(response.status).toBe(409);
    expect(await pageText(response)).toContain(STAFF_MESSAGES.emailTaken);
    expect((await staffRow(user.id)).email).toBe(user.email);
  });

  it("answers 404 for an unknown user", async () => {
    expect((await staffRequest("/admin/users/999999", admin.cookie)).status).toBe(404);
    expect((await staffRequest("/admin/users/abc", admin.cookie)).status).toBe(404);
  });
});

describe("an admin and their own account", () => {
  it("cannot remove their own admin role", async () => {
    const response = await staffPost(`/admin/users/${admin.id}`, admin.cookie, {
      intent: "update",
      email: admin.email,
      role: "sales",
      officeId: "",
    });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(CANNOT_DEMOTE_SELF);
    expect((await staffRow(admin.id)).role).toBe("admin");
  });

  it("cannot deactivate themselves", async () => {
    const response = await staffPost(`/admin/users/${admin.id}`, admin.cookie, { intent: "deactivate" });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(CANNOT_DEACTIVATE_SELF);
    expect((await staffRow(admin.id)).isActive).toBe(true);
  });

  it("changes their own password on the account page, not with a reset", async () => {
    const response = await staffPost(`/admin/users/${admin.id}`, admin.cookie, {
      intent: "reset-password",
      password: "another temporary pw",
    });
    expect(response.status).toBe(400);
    // The page points to the account page instead.
    expect(await pageText(response)).toContain('href="/admin/account"');
    const row = await staffRow(admin.id);
    expect(row.mustChangePassword).toBe(false);
    expect(await verifyPassword(row.passwordHash, admin.password)).toBe(true);
  });
});

describe("deactivate and reactivate", () => {
  it("ends the user's sessions and refuses their sign-in until reactivated", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    expect(await sessionCount(user.id)).toBe(1);

    const off = await staffPost(`/admin/users/${user.id}`, admin.cookie, { intent: "deactivate" });
    expect(off.status).toBe(302);
    expect((await staffRow(user.id)).isActive).toBe(false);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await staffRequest("/admin-dashboard", cookie)).status).toBe(302);
    expect(await pageText(await postSignIn({ identifier: user.username, password: user.password }))).toContain(
      SIGN_IN_INACTIVE_MESSAGE,
    );

    const on = await staffPost(`/admin/users/${user.id}`, admin.cookie, { intent: "reactivate" });
    expect(on.status).toBe(302);
    expect((await postSignIn({ identifier: user.username, password: user.password })).status).toBe(302);
  });
});

describe("reset password", () => {
  it("sets a temporary password, ends the user's sessions and forces a change", async () => {
    const user = await createTestStaff("operations");
    const cookie = await signInAs(user);
    const response = await staffPost(`/admin/users/${user.id}`, admin.cookie, {
      intent: "reset-password",
      password: "temporary reset pw 1",
    });
    expect(response.status).toBe(302);
    const row = await staffRow(user.id);
    expect(row.mustChangePassword).toBe(true);
    expect(await verifyPassword(row.passwordHash, "temporary reset pw 1")).toBe(true);
    expect(await sessionRowOf(cookie)).toBeNull();
    expect((await postSignIn({ identifier: user.username, password: user.password })).status).toBe(401);

    const signIn = await postSignIn({ identifier: user.username, password: "temporary reset pw 1" });
    expect(signIn.headers.get("location")).toMatch(/^\/admin\/account\?redirectTo=/);
  });

  it("asks for a long enough temporary password", async () => {
    const user = await createTestStaff("sales");
    const response = await staffPost(`/admin/users/${user.id}`, admin.cookie, {
      intent: "reset-password",
      password: "short",
    });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(STAFF_MESSAGES.passwordTooShort);
  });
});

describe("own password (/admin/account)", () => {
  it("needs the current password, a confirmation and 12 characters; keeps this session, ends the others", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    const elsewhere = await signInAs(user);

    const wrong = await staffPost("/admin/account", cookie, {
      currentPassword: "not my password",
      newPassword: "a brand new password",
      confirmPassword: "a brand new password",
    });
    expect(wrong.status).toBe(400);
    expect(await pageText(wrong)).toContain(STAFF_MESSAGES.currentPasswordWrong);

    const mismatch = await staffPost("/admin/account", cookie, {
      currentPassword: user.password,
      newPassword: "a brand new password",
      confirmPassword: "a brand new passwort",
    });
    expect(await pageText(mismatch)).toContain(STAFF_MESSAGES.passwordsDiffer);

    const short = await staffPost("/admin/account", cookie, {
      currentPassword: user.password,
      newPassword: "too short",
      confirmPassword: "too short",
    });
    expect(await pageText(short)).toContain(STAFF_MESSAGES.passwordTooShort);

    const done = await staffPost("/admin/account", cookie, {
      currentPassword: user.password,
      newPassword: "a brand new password",
      confirmPassword: "a brand new password",
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/account");
    expect(await verifyPassword((await staffRow(user.id)).passwordHash, "a brand new password")).toBe(true);
    expect((await staffRequest("/admin-dashboard", cookie)).status).toBe(200);
    expect(await sessionRowOf(elsewhere)).toBeNull();
  });

  it("is open to every role", async () => {
    for (const role of ["sales", "operations", "admin"] as const) {
      const user = await createTestStaff(role);
      const cookie = await signInAs(user);
      const page = await staffRequest("/admin/account", cookie);
      expect(page.status).toBe(200);
      const html = await pageText(page);
      for (const label of ["Current password", "New password", "Confirm new password"]) {
        expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
      }
    }
  });
});
