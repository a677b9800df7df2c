import { describe, expect, it } from "vitest";
import {
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  checkSession,
  lockoutMessage,
  sessionExpiry,
  signInLockMs,
} from "./staff-session";

const HOUR = 60 * 60 * 1000;
const start = new Date("2025-03-03T13:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("session expiry", () => {
  it("starts with the idle period, capped by the maximum age", () => {
    expect(sessionExpiry(start, start)).toEqual(at(SESSION_IDLE_MS));
    expect(sessionExpiry(start, at(SESSION_MAX_AGE_MS - HOUR))).toEqual(at(SESSION_MAX_AGE_MS));
  });

  it("is valid before expiresAt and not after", () => {
    const session = { createdAt: start, expiresAt: at(8 * HOUR), lastSeenAt: start };
    expect(checkSession(session, at(8 * HOUR - 1)).valid).toBe(true);
    expect(checkSession(session, at(8 * HOUR)).valid).toBe(false);
  });

  it("renews only when less than half the idle period remains", () => {
    const session = { createdAt: start, expiresAt: at(8 * HOUR), lastSeenAt: start };
    expect(checkSession(session, at(3 * HOUR))).toEqual({ valid: true, renewTo: undefined, touch: true });
    expect(checkSession(session, at(60_000))).toEqual({ valid: true, renewTo: undefined, touch: false });
    expect(checkSession(session, at(5 * HOUR))).toEqual({ valid: true, renewTo: at(13 * HOUR), touch: true });
  });

  it("never renews past the maximum age and ends there", () => {
    const created = at(-SESSION_MAX_AGE_MS + 2 * HOUR);
    const session = { createdAt: created, expiresAt: at(3 * HOUR), lastSeenAt: start };
    const check = checkSession(session, start);
    expect(check).toEqual({ valid: true, renewTo: undefined, touch: false });
    expect(checkSession(session, at(2 * HOUR)).valid).toBe(false);
  });
});

describe("lockoutMessage", () => {
  it("rounds up to whole minutes", () => {
    expect(lockoutMessage(1)).toBe("Too many sign-in attempts. Try again in 1 minute.");
    expect(lockoutMessage(61)).toBe("Too many sign-in attempts. Try again in 2 minutes.");
    expect(lockoutMessage(900)).toBe("Too many sign-in attempts. Try again in 15 minutes.");
  });
});

describe("signInLockMs", () => {
  const MINUTE = 60_000;
  it("locks at every limit-th failure, longer each time, the last step repeating", () => {
    const locks = Array.from({ length: 30 }, (_, i) => signInLockMs(i + 1, 5));
    expect(locks.filter((ms) => ms > 0)).toEqual([1, 5, 15, 60, 60, 60].map((m) => m * MINUTE));
    expect(locks.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(signInLockMs(6, 5)).toBe(0);
  });

  it("with a limit of 1, locks after every failure", () => {
    expect([1, 2, 3, 4, 5].map((n) => signInLockMs(n, 1))).toEqual([1, 5, 15, 60, 60].map((m) => m * MINUTE));
    expect(signInLockMs(0, 1)).toBe(0);
  });
});
