import { eq, like, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { adminSessions, adminUsers, rateLimitCounters } from "#db/schema/index.ts";
import {
  SESSION_IDLE_MS,
  SIGNED_OUT_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_INACTIVE_MESSAGE,
} from "~/lib/staff/staff-session";
import { getTestApp } from "../setup/test-app.ts";
import {
  clearSignInCounters,
  createTestStaff,
  pageText,
  postSignIn,
  sessionCookieFrom,
  sessionRowOf,
  sessionSetCookie,
  signInAs,
  staffPost,
  staffRequest,
  staffRow,
} from "../support/staff-sessions.ts";

const LOCKOUT = /Too many sign-in attempts\. Try again in (\d+) minutes?\./;

beforeEach(async () => {
  await clearSignInCounters();
});

describe("sign-in", () => {
  it("shows the sign-in page, noindex and not cached", async () => {
    const response = await staffRequest("/admin-login", null);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const html = await pageText(response);
    expect(html).toContain("Staff sign-in");
    expect(html).toMatch(/<label[^>]*>Username or e-mail<\/label>/);
    expect(html).toMatch(/<label[^>]*>Password<\/label>/);
    expect(html).toContain('name="robots" content="noindex, nofollow"');
  });

  it("signs in with the username or the e-mail: hashed token in the database, HttpOnly SameSite=Lax Secure cookie", async () => {
    const user = await createTestStaff("sales");
    for (const identifier of [user.username, user.email.toUpperCase()]) {
      const before = Date.now();
      const response = await postSignIn({ identifier, password: user.password });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin-dashboard");
      const setCookie = (await sessionSetCookie(response))!;
      expect(setCookie).toMatch(/^__Host-ffp_staff=[A-Za-z0-9_-]{43}; /);
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Lax");
      expect(setCookie).toContain("Secure");
      expect(setCookie).toContain("Path=/");
      expect(setCookie).toContain(`Max-Age=${SESSION_IDLE_MS / 1000}`);

      const cookie = (await sessionCookieFrom(response))!;
      const token = cookie.split("=")[1]!;
      const row = (await sessionRowOf(cookie))!;
      expect(row.userId).toBe(user.id);
      expect(row.token).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token).not.toContain(token);
      expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_IDLE_MS - 1000);
      expect((await staffRow(user.id)).lastLoginAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

      const dashboard = await staffRequest("/admin-dashboard", cookie);
      expect(dashboard.status).toBe(200);
      expect(await pageText(dashboard)).toContain(user.username);
    }
  });

  it("answers a wrong password and an unknown user with the same message", async () => {
    const user = await createTestStaff("sales");
    const wrong = await postSignIn({ identifier: user.username, password: "not the password" });
    const unknown = await postSignIn({ identifier: "nobody-here", password: "not the password" });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(await sessionCookieFrom(response)).toBeNull();
      const html = await pageText(response);
      expect(html).toContain(SIGN_IN_FAILED_MESSAGE);
      expect(html).not.toContain(user.password);
    }
  });

  it("asks for both fields", async () => {
    const response = await postSignIn({ identifier: "", password: "" });
    expect(response.status).toBe(400);
    const html = await pageText(response);
    expect(html).toContain("Enter your username or e-mail");
    expect(html).toContain("Enter your password");
  });

  it("refuses an inactive user, and their open sessions stop working at once", async () => {
    const user = await createTestStaff("operations");
    const cookie = await signInAs(user);
    expect((await staffRequest("/admin-dashboard", cookie)).status).toBe(200);

    const { db } = await getTestApp();
    await db.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, user.id));

    const open = await staffRequest("/admin-dashboard", cookie);
    expect(open.status).toBe(302);
    expect(open.headers.get("location")).toBe("/admin-login");
    const api = await staffRequest("/api/admin/me", cookie);
    expect(api.status).toBe(401);

    const again = await postSignIn({ identifier: user.username, password: user.password });
    expect(again.status).toBe(403);
    expect(await sessionCookieFrom(again)).toBeNull();
    expect(await pageText(again)).toContain(SIGN_IN_INACTIVE_MESSAGE);
    // A wrong password for an inactive account is an ordinary failure.
    const wrong = await postSignIn({ identifier: user.username, password: "wrong password" });
    expect(await pageText(wrong)).toContain(SIGN_IN_FAILED_MESSAGE);
  });

  it("sends a signed-in visitor of /admin-login straight on", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    const response = await staffRequest("/admin-login?redirectTo=%2Fadmin%2Fcontacts", cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/contacts");
    const plain = await staffRequest("/admin-login", cookie);
    expect(plain.headers.get("location")).toBe("/admin-dashboard");
    // A path whose dot segments resolve to another host goes to the dashboard, not to that host.
    for (const redirectTo of ["/.//evil.example/phish", "/%2e//evil.example/", "/x/..//evil.example"]) {
      const tricked = await staffRequest(`/admin-login?redirectTo=${encodeURIComponent(redirectTo)}`, cookie);
      expect(tricked.headers.get("location"), redirectTo).toBe("/admin-dashboard");
    }
  });
});

describe("redirectTo", () => {
  it("returns to the page first asked for", async () => {
    const anonymous = await staffRequest("/admin/estimates?status=new", null);
    expect(anonymous.status).toBe(302);
    const location = anonymous.headers.get("location")!;
    expect(location).toBe("/admin-login?redirectTo=%2Fadmin%2Festimates%3Fstatus%3Dnew");

    const login = await pageText(await staffRequest(location, null));
    expect(login).toContain('name="redirectTo" value="/admin/estimates?status=new"');

    const user = await createTestStaff("sales");
    const response = await postSignIn({
      identifier: user.username,
      password: user.password,
      redirectTo: "/admin/estimates?status=new",
    });
    expect(response.headers.get("location")).toBe("/admin/estimates?status=new");
  });

  it("only follows same-site paths", async () => {
    const user = await createTestStaff("sales");
    for (const redirectTo of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "/admin-logout",
    ]) {
      const response = await postSignIn({ identifier: user.username, password: user.password, redirectTo });
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("location"), redirectTo).toBe("/admin-dashboard");
    }
  });
});

describe("lockout", () => {
  async function failFor(identifier: string, times: number) {
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < times; i++) {
      const response = await postSignIn({ identifier, password: `wrong password ${i}` });
      statuses.push(response.status);
      last = await pageText(response);
    }
    return { statuses, last };
  }

  it("refuses an account from the address of 5 failures, even with the right password, until the lock ends", async () => {
    const user = await createTestStaff("sales");
    const { statuses, last } = await failFor(user.username, 5);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(last).toMatch(LOCKOUT);
    expect(Number(LOCKOUT.exec(last)![1])).toBe(1);

    // Username and e-mail count for the same account.
    const right = await postSignIn({ identifier: user.email, password: user.password });
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await sessionCookieFrom(right)).toBeNull();
    expect(await pageText(right)).toMatch(LOCKOUT);

    // Another account is not affected.
    const other = await createTestStaff("sales");
    expect((await postSignIn({ identifier: other.username, password: other.password })).status).toBe(302);

    // The counters are in the database with no personal data in their keys.
    const { db } = await getTestApp();
    const keys = (await db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, "signin:%"))).map(
      (r) => r.key,
    );
    expect(keys).toContain(`signin:user:${user.id}`);
    expect(keys.join(" ")).not.toContain(user.username);
    expect(keys.join(" ")).not.toContain("127.0.0.1");

    // A minute later (the lock's end moved into the past) the right password works again.
    await db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitCounters.key, "signin:%"));
    const later = await postSignIn({ identifier: user.username, password: user.password });
    expect(later.status).toBe(302);
  });

  it("counts an unknown name like an account (no way to tell them apart)", async () => {
    const { statuses } = await failFor("no-such-user", 6);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it("refuses one address after 20 failures across names", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await postSignIn({ identifier: `guess-${i}`, password: "wrong password" })).status);
    }
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    const user = await createTestStaff("admin");
    const blocked = await postSignIn({ identifier: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect(await pageText(blocked)).toMatch(LOCKOUT);

    const { db } = await getTestApp();
    await db
      .update(rateLimitCounters)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitCounters.key, "signin:ip:%"));
    expect((await postSignIn({ identifier: user.username, password: user.password })).status).toBe(302);
  });

  it("clears an account's failures after a successful sign-in", async () => {
    const user = await createTestStaff("sales");
    await failFor(user.username, 4);
    await signInAs(user);
    const { statuses } = await failFor(user.username, 4);
    expect(statuses).toEqual([401, 401, 401, 401]);
  });
});

describe("sessions", () => {
  it("end when they expire", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    const row = (await sessionRowOf(cookie))!;
    const { db } = await getTestApp();
    await db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.id, row.id));

    const response = await staffRequest("/admin/contacts", cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin-login?redirectTo=%2Fadmin%2Fcontacts");
    expect(await sessionSetCookie(response)).toMatch(/Max-Age=0/);
    expect(await sessionRowOf(cookie)).toBeNull();
    expect((await staffRequest("/api/admin/me", cookie)).status).toBe(401);
  });

  it("end 7 days after sign-in however active", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    const row = (await sessionRowOf(cookie))!;
    const { db } = await getTestApp();
    await db
      .update(adminSessions)
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 3600_000 - 1000) })
      .where(eq(adminSessions.id, row.id));
    expect((await staffRequest("/admin-dashboard", cookie)).status).toBe(302);
  });

  it("are renewed (sliding) once less than half of the 8 idle hours remain, and not before", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    const row = (await sessionRowOf(cookie))!;
    const { db } = await getTestApp();

    const fresh = await staffRequest("/admin-dashboard", cookie);
    expect(fresh.status).toBe(200);
    expect(await sessionSetCookie(fresh)).toBeNull();

    await db
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(adminSessions.id, row.id));
    const before = Date.now();
    const renewed = await staffRequest("/api/admin/me", cookie);
    expect(renewed.status).toBe(200);
    const setCookie = (await sessionSetCookie(renewed))!;
    expect(setCookie).toContain(cookie);
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookie)![1]);
    expect(maxAge).toBeGreaterThan(SESSION_IDLE_MS / 1000 - 60);
    const after = (await sessionRowOf(cookie))!;
    expect(after.expiresAt.getTime()).toBeGreaterThanOrEqual(before + SESSION_IDLE_MS - 2000);
    expect(after.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("sign-out ends the session on the server and removes the cookie", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    const other = await signInAs(user);

    const response = await staffPost("/admin-logout", cookie, {});
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin-login?signedOut=1");
    expect(await sessionSetCookie(response)).toMatch(/^__Host-ffp_staff=; .*Max-Age=0/);
    expect(await sessionRowOf(cookie)).toBeNull();

    // The old cookie no longer opens anything, even if a copy was kept.
    expect((await staffRequest("/admin-dashboard", cookie)).status).toBe(302);
    // Only that session ended.
    expect((await staffRequest("/admin-dashboard", other)).status).toBe(200);

    const page = await pageText(await staffRequest("/admin-login?signedOut=1", null));
    expect(page).toContain(SIGNED_OUT_MESSAGE);
  });

  it("a GET of /admin-logout signs nobody out", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    const response = await staffRequest("/admin-logout", cookie);
    expect(response.status).toBe(302);
    expect(await sessionRowOf(cookie)).not.toBeNull();
  });

  it("a new sign-in replaces the session cookie the browser still had", async () => {
    const user = await createTestStaff("sales");
    const first = await signInAs(user);
    const response = await postSignIn({ identifier: user.username, password: user.password }, { Cookie: first });
    const second = (await sessionCookieFrom(response))!;
    expect(second).not.toBe(first);
    expect(await sessionRowOf(first)).toBeNull();
    expect(await sessionRowOf(second)).not.toBeNull();
  });

  it("ignores a forged or malformed cookie", async () => {
    const name = "__Host-ffp_staff";
    for (const value of ["x", "A".repeat(43), "' or 1=1 --"]) {
      const response = await staffRequest("/admin-dashboard", `${name}=${value}`);
      expect(response.status).toBe(302);
    }
  });
});

describe("cross-site posts", () => {
  it("refuses a sign-in posted from another site", async () => {
    const user = await createTestStaff("sales");
    const response = await postSignIn(
      { identifier: user.username, password: user.password },
      { Origin: "https://evil.example" },
    );
    expect([400, 403]).toContain(response.status);
    expect(await sessionCookieFrom(response)).toBeNull();
  });

  it("refuses a sign-out posted from another site", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    const response = await staffPost("/admin-logout", cookie, {}, "https://evil.example");
    expect(response.status).toBe(403);
    expect(await sessionRowOf(cookie)).not.toBeNull();
  });
});
