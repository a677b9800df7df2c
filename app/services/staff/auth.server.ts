// Staff sign-in, sessions and permission checks. The building blocks every
// admin route uses:
//
//   requireStaff(context, "leads.update")   in every admin loader and action
//   getSignedInStaff(request, context)      outside the admin area (drafts preview)
//   signIn / signOut                        /admin-login and /admin-logout
//
// The guard middleware (app/middleware/admin-guard.server.ts) resolves the
// session once per request and puts the staff member into staffContext.
import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Database } from "#db/index.server.ts";
import { type RouterContextProvider, createContext, data } from "react-router";
import { type AppContextValue, type StaffMember, appContext, staffContext } from "~/context";
import { readCookie } from "~/lib/http/cookies";
import { jsonError } from "~/lib/http/http.server";
import { hashPassword, verifyPassword } from "~/lib/staff/password.server";
import type { AdminForbiddenData } from "~/lib/staff/admin-forbidden";
import { shellDataFor } from "~/lib/staff/admin-shell";
import { type Permission, can } from "~/lib/staff/permissions";
import {
  SESSION_TOKEN_BYTES,
  SIGN_IN_ACCOUNT_FAILURES_UNDER_ATTACK,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  SIGN_IN_MAX_FAILURES_PER_IP,
  SIGN_IN_WINDOW_MS,
  type SessionCheck,
  checkSession,
  sessionExpiry,
  signInLockMs,
} from "~/lib/staff/staff-session";
import {
  clearAttempts,
  countAttempt,
  forgiveAttempts,
  holdAttemptsUntil,
  readAttempts,
} from "~/models/rate-limits.server";
import {
  createStaffSession,
  deleteExpiredStaffSessions,
  deleteStaffSession,
  deleteStaffSessionById,
  type StaffSessionRecord,
  findStaffSession,
  touchStaffSession,
} from "~/models/staff-sessions.server";
import { getStaffUserForSignIn, recordStaffSignIn } from "~/models/staff.server";

type ReadonlyContext = Readonly<RouterContextProvider>;

// ---------------------------------------------------------------------------
// Cookie

/** `__Host-` (Secure, Path=/, no Domain: no subdomain can set or read it) when the cookie is Secure. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-ffp_staff" : "ffp_staff";
}

function isSecure(app: Pick<AppContextValue, "config">): boolean {
  return app.config.isProduction;
}

function sessionCookie(app: Pick<AppContextValue, "config">, value: string, maxAgeSeconds: number): string {
  const secure = isSecure(app);
  return [
    `${sessionCookieName(secure)}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Set-Cookie for a session token valid until expiresAt. */
export function serializeSessionCookie(
  app: Pick<AppContextValue, "config">,
  token: string,
  expiresAt: Date,
  now = new Date(),
): string {
  return sessionCookie(app, token, (expiresAt.getTime() - now.getTime()) / 1000);
}

/** Set-Cookie that removes the session cookie. */
export function clearSessionCookie(app: Pick<AppContextValue, "config">): string {
  return sessionCookie(app, "", 0);
}

/**
 * The session token a Cookie header carries: the value of the session cookie under its exact name, in the
 * format of the tokens this app issues. Says nothing about whether the session exists (isLiveSessionToken).
 */
export function sessionTokenIn(cookieHeader: string | null | undefined, secure: boolean): string | undefined {
  const token = readCookie(cookieHeader, sessionCookieName(secure));
  // base64url of 32 bytes is 43 characters; anything else is not ours.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

function readSessionToken(app: Pick<AppContextValue, "config">, request: Request): string | undefined {
  return sessionTokenIn(request.headers.get("cookie"), isSecure(app));
}

/** The stored form of a session token. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

// ---------------------------------------------------------------------------
// Sessions

export interface ResolvedSession {
  staff: StaffMember | null;
  /** A Set-Cookie header the response must carry (renewal or removal), if any. */
  setCookie?: string;
}

/** A stored session lets its holder in while it is valid (not expired, not idle too long) and its user active. */
function opensSession(record: StaffSessionRecord, check: SessionCheck): check is SessionCheck & { valid: true } {
  return check.valid && record.user.isActive;
}

/** Whether a session token opens a session now (read only: nothing is renewed or removed). */
export async function isLiveSessionToken(db: Database, token: string, now = new Date()): Promise<boolean> {
  const record = await findStaffSession(db, hashSessionToken(token));
  return record !== null && opensSession(record, checkSession(record.session, now));
}

/**
 * The staff member a request's session cookie belongs to. An unknown,
 * expired or deactivated session gives null (and a cookie removal). With
 * `write` the session's lastSeenAt is recorded and, past half its idle
 * period, its expiry is renewed (sliding) with a fresh cookie.
 */
export async function resolveStaffSession(
  app: AppContextValue,
  request: Request,
  { write, now = new Date() }: { write: boolean; now?: Date },
): Promise<ResolvedSession> {
  const token = readSessionToken(app, request);
  if (!token) return { staff: null };
  const tokenHash = hashSessionToken(token);
  const record = await findStaffSession(app.db, tokenHash);
  if (!record) return { staff: null, setCookie: clearSessionCookie(app) };
  const check = checkSession(record.session, now);
  if (!opensSession(record, check)) {
    if (write && !check.valid) await deleteStaffSessionById(app.db, record.session.id);
    return { staff: null, setCookie: clearSessionCookie(app) };
  }
  let setCookie: string | undefined;
  if (write && check.touch) {
    await touchStaffSession(app.db, record.session.id, { lastSeenAt: now, expiresAt: check.renewTo });
    if (check.renewTo) setCookie = serializeSessionCookie(app, token, check.renewTo, now);
  }
  const { user } = record;
  return {
    staff: {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      officeId: user.officeId,
      mustChangePassword: user.mustChangePassword,
      testModePreference: user.testModePreference,
      sessionId: record.session.id,
    },
    setCookie,
  };
}

/**
 * The signed-in staff member, or null, for any route: inside the admin area
 * it is the one the guard found; elsewhere (a landing-page preview showing
 * drafts to staff) the session cookie is checked without renewing it.
 */
export async function getSignedInStaff(request: Request, context: ReadonlyContext): Promise<StaffMember | null> {
  const known = context.get(staffContext);
  if (known) return known;
  const { staff } = await resolveStaffSession(context.get(appContext), request, { write: false });
  return staff;
}

// ---------------------------------------------------------------------------
// Permission checks

/** Whether the request is an admin JSON call (set by the guard; decides how refusals are answered). */
export const adminApiContext = createContext<boolean>(false);

export const FORBIDDEN_MESSAGE = "You do not have permission to open this page.";
export const FORBIDDEN_API_MESSAGE = "You do not have permission for this request.";
export const UNAUTHENTICATED_MESSAGE = "Sign in to continue.";

/** A 403 to throw: JSON for admin API calls, the staff area's refusal page otherwise. */
export function forbidden(context: ReadonlyContext, staff: StaffMember | null, message?: string) {
  if (context.get(adminApiContext)) return jsonError(403, message ?? FORBIDDEN_API_MESSAGE);
  return data<AdminForbiddenData>(
    { kind: "admin-forbidden", message: message ?? FORBIDDEN_MESSAGE, shell: staff ? shellDataFor(staff) : null },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The signed-in staff member, after checking `permission` for their role.
 * Call it at the top of every admin loader and action: the guard has already
 * checked the route, this checks the operation (an action may need more than
 * its page, e.g. "leads.bulk" on a list that "leads.view" may open).
 */
export function requireStaff(context: ReadonlyContext, permission?: Permission): StaffMember {
  const staff = context.get(staffContext);
  if (!staff) throw jsonError(401, UNAUTHENTICATED_MESSAGE);
  if (permission && !can(staff.role, permission)) throw forbidden(context, staff);
  return staff;
}

/** Whether the signed-in staff member has permission (for showing or hiding controls). */
export function staffCan(context: ReadonlyContext, permission: Permission): boolean {
  const staff = context.get(staffContext);
  return staff !== null && can(staff.role, permission);
}

// ---------------------------------------------------------------------------
// Cross-site requests

export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

/**
 * Whether a state-changing request comes from another site. Browsers send
 * Origin with every POST; without it, Sec-Fetch-Site tells. Requests with
 * neither (command-line clients) carry no browser cookies by accident.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  return site !== null && site !== "same-origin" && site !== "none";
}

export function isMutation(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

/** Refuses a cross-site POST with 403 (routes outside the guard: sign-in, sign-out). */
export function assertSameSite(request: Request): void {
  if (isMutation(request.method) && isCrossSiteRequest(request)) throw jsonError(403, CROSS_SITE_MESSAGE);
}

// ---------------------------------------------------------------------------
// Sign-in and sign-out

export type SignInResult =
  | { kind: "signed-in"; userId: number; mustChangePassword: boolean; setCookie: string }
  | { kind: "failed" }
  | { kind: "locked"; retryAfterSeconds: number }
  | { kind: "inactive" };

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the user does not exist, so both cases take as long. */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString("base64url"));
  return dummyHash;
}

function keyDigest(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url").slice(0, 32);
}

/** The sign-in counters a request touches. Keys hold the account id or an HMAC of the name or address, nothing else. */
interface SignInKeys {
  /** Failures for the account (or the unknown name) from every address. */
  account: string;
  /** Failures from the client's address, whatever the name. */
  address: string;
  /** Failures for the account from the client's address. */
  accountAtAddress: string;
}

function signInKeys(app: AppContextValue, userId: number | null, identifier: string): SignInKeys {
  const secret = app.config.sessionSecret;
  const account = userId !== null ? `user:${userId}` : `name:${keyDigest(secret, identifier.trim().toLowerCase())}`;
  const address = `signin:ip:${keyDigest(secret, app.clientIp || "unknown")}`;
  return { account: `signin:${account}`, address, accountAtAddress: `${address}:${account}` };
}

const lockKey = (counterKey: string) => `${counterKey}:lock`;

function lockedFor(waitMs: number): SignInResult | null {
  return waitMs > 0 ? { kind: "locked", retryAfterSeconds: Math.ceil(waitMs / 1000) } : null;
}

/** The lock the client's address is under, for this account or for all of them. */
async function currentLock(db: Database, keys: SignInKeys, now: Date): Promise<SignInResult | null> {
  const forAccount = await readAttempts(db, lockKey(keys.accountAtAddress), now);
  const forAddress = await readAttempts(db, lockKey(keys.address), now);
  return lockedFor(Math.max(forAccount.retryAfterSeconds, forAddress.retryAfterSeconds) * 1000);
}

/**
 * Counts a failure and locks the address out when it reaches a limit: out of
 * this account, or of every account. The account's own counter never locks it;
 * it only makes each further failure lock its address.
 */
async function recordFailure(db: Database, keys: SignInKeys, now: Date): Promise<SignInResult> {
  const window = { windowMs: SIGN_IN_WINDOW_MS, now };
  const accountAtAddress = await countAttempt(db, keys.accountAtAddress, window);
  const address = await countAttempt(db, keys.address, window);
  const account = await countAttempt(db, keys.account, window);
  const underAttack = account.count >= SIGN_IN_ACCOUNT_FAILURES_UNDER_ATTACK;
  const locks: Array<[string, number]> = [
    [
      keys.accountAtAddress,
      signInLockMs(accountAtAddress.count, underAttack ? 1 : SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP),
    ],
    [keys.address, signInLockMs(address.count, SIGN_IN_MAX_FAILURES_PER_IP)],
  ];
  let waitMs = 0;
  for (const [key, lockMs] of locks) {
    if (lockMs === 0) continue;
    await holdAttemptsUntil(db, lockKey(key), new Date(now.getTime() + lockMs));
    waitMs = Math.max(waitMs, lockMs);
  }
  return lockedFor(waitMs) ?? { kind: "failed" };
}

/**
 * After the right password: this address's failures on the account are
 * forgiven (in every count they are in); other addresses' are not, so
 * signing in does not hand a guesser a fresh allowance.
 */
async function forgiveFailures(db: Database, keys: SignInKeys, now: Date) {
  const forgiven = await clearAttempts(db, keys.accountAtAddress, now);
  await forgiveAttempts(db, [keys.account, keys.address], forgiven, now);
}

/**
 * Checks a sign-in and opens a session. Lockout, by client address: 5
 * failures for one account (or one unknown name) lock that address out of
 * it, 20 across any names lock the address out of all; each lock is longer
 * (1, 5, 15, then 60 minutes) and refuses every attempt from there, correct
 * or not. Once an account has had 10 failures from all addresses together,
 * every further failure locks its address out of it. An address that has not
 * failed is never refused, so the owner can sign in while someone guesses.
 * Counters live in rate_limit_counters (shared by every process).
 */
export async function signIn(
  app: AppContextValue,
  request: Request,
  { identifier, password }: { identifier: string; password: string },
  now = new Date(),
): Promise<SignInResult> {
  const { db } = app;
  const user = await getStaffUserForSignIn(db, identifier);
  const keys = signInKeys(app, user?.id ?? null, identifier);

  const locked = await currentLock(db, keys, now);
  if (locked) return locked;

  const valid = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
  if (!user || !valid) return recordFailure(db, keys, now);
  if (!user.isActive) return { kind: "inactive" };

  await forgiveFailures(db, keys, now);
  // A session cookie the browser still had is replaced, never reused.
  const previous = readSessionToken(app, request);
  if (previous) await deleteStaffSession(db, hashSessionToken(previous));

  // Housekeeping: sessions nobody used again are removed here (one indexed delete per sign-in).
  await deleteExpiredStaffSessions(db, now);

  const token = randomBytes(SESSION_TOKEN_BYTES).toString("base64url");
  const expiresAt = sessionExpiry(now, now);
  await createStaffSession(db, { userId: user.id, tokenHash: hashSessionToken(token), expiresAt, now });
  await recordStaffSignIn(db, user.id, now);
  return {
    kind: "signed-in",
    userId: user.id,
    mustChangePassword: user.mustChangePassword,
    setCookie: serializeSessionCookie(app, token, expiresAt, now),
  };
}

/** Ends the request's session on the server; returns the Set-Cookie that removes the cookie. */
export async function signOut(app: AppContextValue, request: Request): Promise<string> {
  const token = readSessionToken(app, request);
  if (token) await deleteStaffSession(app.db, hashSessionToken(token));
  return clearSessionCookie(app);
}
