// Staff sign-in and session rules (pure; the database work is in
// app/services/staff/auth.server.ts and app/models/staff-sessions.server.ts).

/** A session ends after 8 hours without a request (an office day with breaks). */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** ...and 7 days after sign-in at the latest, however busy the tab is. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most every 5 minutes per session. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;
/** Random bytes of a session token (256 bits). */
export const SESSION_TOKEN_BYTES = 32;

// Sign-in lockout. Failures lock out the address they come from, never the
// account itself: the account's owner signing in from anywhere else is not
// slowed by someone guessing at it, while a guesser waits longer each time.

/** Failures are remembered this long from the first one, so the locks can grow. */
export const SIGN_IN_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Failures for one account (or one unknown name) from one address that lock that address out of it. */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
/** Failures from one address, whatever the names, that lock that address out of every account. */
export const SIGN_IN_MAX_FAILURES_PER_IP = 20;
/**
 * Failures for one account from all addresses together past which it is taken
 * to be under a spread-out guess: from then on each failure locks its address
 * out of that account.
 */
export const SIGN_IN_ACCOUNT_FAILURES_UNDER_ATTACK = 10;
/** How long the 1st, 2nd, 3rd... lock lasts; the last step repeats. */
export const SIGN_IN_LOCK_STEPS_MS = [1, 5, 15, 60].map((minutes) => minutes * 60 * 1000);

/**
 * The lock a failure starts when it is failure number `failures` of its kind
 * and every `limit`-th failure locks: 0 between locks, else the lock's step.
 */
export function signInLockMs(failures: number, limit: number): number {
  if (failures < limit || failures % limit !== 0) return 0;
  const step = Math.min(failures / limit, SIGN_IN_LOCK_STEPS_MS.length) - 1;
  return SIGN_IN_LOCK_STEPS_MS[step]!;
}

export const SIGN_IN_FAILED_MESSAGE = "Incorrect username or password.";
export const SIGN_IN_INACTIVE_MESSAGE = "This account has been deactivated. Ask an administrator to reactivate it.";
export const SIGNED_OUT_MESSAGE = "You have been signed out.";

export function lockoutMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** When a session that starts (or is renewed) now ends. */
export function sessionExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_MAX_AGE_MS));
}

export interface SessionTimes {
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
}

export type SessionCheck =
  | { valid: false }
  | {
      valid: true;
      /** New expiry when the session is renewed by this request (sliding), else undefined. */
      renewTo: Date | undefined;
      /** Whether lastSeenAt (and renewTo) should be written now. */
      touch: boolean;
    };

/**
 * Sliding expiry: a session is renewed to a full idle period once less than
 * half of it remains, so an active user stays signed in while the database
 * is written at most every few hours for the expiry and every few minutes
 * for lastSeenAt.
 */
export function checkSession(session: SessionTimes, now: Date): SessionCheck {
  if (session.expiresAt.getTime() <= now.getTime()) return { valid: false };
  if (now.getTime() - session.createdAt.getTime() >= SESSION_MAX_AGE_MS) return { valid: false };
  const remaining = session.expiresAt.getTime() - now.getTime();
  let renewTo: Date | undefined;
  if (remaining < SESSION_IDLE_MS / 2) {
    const next = sessionExpiry(session.createdAt, now);
    if (next.getTime() > session.expiresAt.getTime()) renewTo = next;
  }
  const touch = renewTo !== undefined || now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS;
  return { valid: true, renewTo, touch };
}
