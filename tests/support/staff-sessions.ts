// Staff users, sign-in and signed-in requests for the admin integration tests.
import { eq, like } from "drizzle-orm";
import { beforeAll, beforeEach } from "vitest";
import { adminSessions, adminUsers, rateLimitCounters } from "#db/schema/index.ts";
import { STAFF_ROLES, type StaffRole } from "#db/schema/enums.ts";
import type { OfficeId } from "~/lib/company/offices";
import pino from "pino";
import { hashSessionToken, sessionCookieName, signIn } from "~/services/staff/auth.server";
import { createStaffUser } from "~/models/staff.server";
import { type ExtraApp, getTestApp, startAppWith } from "../setup/test-app.ts";

export interface TestStaff {
  id: number;
  username: string;
  email: string;
  password: string;
  role: StaffRole;
}

let counter = 0;

/** A staff user no other test uses. */
export async function createTestStaff(
  role: StaffRole,
  { mustChangePassword = false, officeId }: { mustChangePassword?: boolean; officeId?: OfficeId } = {},
): Promise<TestStaff> {
  const { db } = await getTestApp();
  counter += 1;
  const username = `t-${role}-${process.pid}-${Date.now().toString(36)}-${counter}`;
  const email = `${username}@example.com`;
  const password = `${role} password ${counter} long enough`;
  const created = await createStaffUser(db, { username, email, password, role, mustChangePassword, officeId });
  return { id: created.id, username, email, password, role };
}

/** The app's session cookie name (tests run with isProduction, so the Secure __Host- name). */
export async function cookieName(): Promise<string> {
  const app = await getTestApp();
  return sessionCookieName(app.config.isProduction);
}

/** "name=value" of the session cookie a response sets, or null. */
export async function sessionCookieFrom(response: Response): Promise<string | null> {
  const name = await cookieName();
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    if (pair?.startsWith(`${name}=`)) return pair;
  }
  return null;
}

/** The Set-Cookie header of the session cookie, whole (attributes included). */
export async function sessionSetCookie(response: Response): Promise<string | null> {
  const name = await cookieName();
  return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`)) ?? null;
}

export async function sameOrigin(): Promise<string> {
  return (await getTestApp()).baseUrl;
}

/** Posts the sign-in form (as a browser on this site would). */
export async function postSignIn(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const app = await getTestApp();
  return app.request("/admin-login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.baseUrl, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A server that takes the client's address from X-Forwarded-For, as behind the proxy: for rules per address. */
export function startProxiedApp(): Promise<ExtraApp> {
  return startAppWith({ trustProxy: true });
}

/** The sign-in form posted to a proxied app (startProxiedApp) from `clientIp`. */
export function postSignInFrom(app: ExtraApp, clientIp: string, fields: Record<string, string>) {
  return app.request("/admin-login", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: app.baseUrl,
      "X-Forwarded-For": clientIp,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * The sign-in check /admin-login makes, from `clientIp` at the moment `now`:
 * what follows a wait is tested without waiting.
 */
export async function signInFromAt(clientIp: string, now: Date, credentials: { identifier: string; password: string }) {
  const { db, config, baseUrl } = await getTestApp();
  const app = {
    db,
    config,
    logger: pino({ level: "silent" }),
    requestId: "test",
    nonce: "",
    clientIp,
    documentRequest: false,
    serverOnly: new Map<string, unknown>(),
    contentChanged: () => {},
  };
  return signIn(app, new Request(`${baseUrl}/admin-login`, { method: "POST" }), credentials, now);
}

/** Signs in and returns the "name=value" session cookie. */
export async function signInAs(user: Pick<TestStaff, "username" | "password">): Promise<string> {
  const response = await postSignIn({ identifier: user.username, password: user.password });
  const cookie = await sessionCookieFrom(response);
  if (response.status !== 302 || !cookie) {
    throw new Error(`sign-in of ${user.username} failed with ${response.status}: ${await response.text()}`);
  }
  return cookie;
}

/** A request carrying a session cookie (null: anonymous). */
export async function staffRequest(path: string, cookie: string | null, init: RequestInit = {}) {
  const app = await getTestApp();
  const headers = new Headers(init.headers);
  if (cookie) headers.set("Cookie", cookie);
  return app.request(path, { ...init, headers });
}

/** A same-site form post with a session cookie. */
export async function staffPost(path: string, cookie: string | null, fields: Record<string, string>, origin?: string) {
  return staffRequest(path, cookie, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin ?? (await sameOrigin()),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The stored session row of a "name=value" cookie. */
export async function sessionRowOf(cookie: string) {
  const { db } = await getTestApp();
  const token = cookie.slice(cookie.indexOf("=") + 1);
  const [row] = await db
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.token, hashSessionToken(token)));
  return row ?? null;
}

export async function staffRow(id: number) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return row!;
}

/** Forgets every sign-in failure (all test requests come from one address). */
export async function clearSignInCounters() {
  const { db } = await getTestApp();
  await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, "signin:%"));
}

/** Page text without React's text separators. */
export async function pageText(response: Response): Promise<string> {
  return (await response.text()).replaceAll("<!-- -->", "");
}

export type SignedInStaff = TestStaff & { cookie: string };

/** A new staff user (createTestStaff), signed in through the sign-in form. */
export async function signedInStaff(
  role: StaffRole,
  options: Parameters<typeof createTestStaff>[1] = {},
): Promise<SignedInStaff> {
  const user = await createTestStaff(role, options);
  return { ...user, cookie: await signInAs(user) };
}

/**
 * One signed-in staff member of each role, made once before the calling file's (or describe block's) tests,
 * with the sign-in counters cleared before each test. The record fills in when the hooks run.
 */
export function signedInStaffOfEveryRole(): Record<StaffRole, SignedInStaff> {
  const staff = {} as Record<StaffRole, SignedInStaff>;
  beforeAll(async () => {
    await clearSignInCounters();
    for (const role of STAFF_ROLES) staff[role] = await signedInStaff(role);
  });
  beforeEach(clearSignInCounters);
  return staff;
}
