// The sign-in lockout holds back whoever guesses, from the addresses they
// guess from, and never keeps the account's owner out.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimitCounters } from "#db/schema/index.ts";
import type { SignInResult } from "~/services/staff/auth.server";
import { type ExtraApp, getTestApp } from "../setup/test-app.ts";
import {
  type TestStaff,
  clearSignInCounters,
  createTestStaff,
  pageText,
  postSignInFrom,
  sessionCookieFrom,
  signInFromAt,
  startProxiedApp,
} from "../support/staff-sessions.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const ATTACKER = "203.0.113.66";
const OWNER = "198.51.100.7";

const wrong = (user: TestStaff, i = 0) => ({ identifier: user.username, password: `wrong password ${i}` });
const right = (user: TestStaff) => ({ identifier: user.username, password: user.password });

/** A result as a short word: "failed", "signed-in", "inactive", or "locked 60s". */
function outcome(result: SignInResult): string {
  return result.kind === "locked" ? `locked ${result.retryAfterSeconds}s` : result.kind;
}

let proxied: ExtraApp;
let start: Date;
const at = (ms: number) => new Date(start.getTime() + ms);

beforeAll(async () => {
  proxied = await startProxiedApp();
});
afterAll(async () => {
  await proxied.close();
});
beforeEach(async () => {
  await clearSignInCounters();
  start = new Date();
});

/** `times` wrong passwords for user from clientIp at one moment; their outcomes. */
async function guess(user: TestStaff, clientIp: string, now: Date, times: number): Promise<string[]> {
  const outcomes: string[] = [];
  for (let i = 0; i < times; i++) outcomes.push(outcome(await signInFromAt(clientIp, now, wrong(user, i))));
  return outcomes;
}

async function accountFailures(user: TestStaff): Promise<number> {
  const { db } = await getTestApp();
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, `signin:user:${user.id}`));
  return row?.count ?? 0;
}

describe("sign-in lockout", () => {
  it("locks the guessing address out, not the account: its owner signs in from another address at once", async () => {
    const user = await createTestStaff("sales");
    const statuses: number[] = [];
    let last = new Response();
    for (let i = 0; i < 5; i++) {
      last = await postSignInFrom(proxied, ATTACKER, wrong(user, i));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(last.headers.get("retry-after")).toBe("60");
    expect(await pageText(last)).toContain("Too many sign-in attempts. Try again in 1 minute.");

    // From the guessing address even the right password is refused, so a guess cannot be confirmed there.
    const refused = await postSignInFrom(proxied, ATTACKER, right(user));
    expect(refused.status).toBe(429);
    expect(await sessionCookieFrom(refused)).toBeNull();

    const owner = await postSignInFrom(proxied, OWNER, right(user));
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/admin-dashboard");
    expect(await sessionCookieFrom(owner)).not.toBeNull();

    // The counters name neither the person nor the address.
    const { db } = await getTestApp();
    const keys = (await db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, "signin:%")))
      .map((row) => row.key)
      .join(" ");
    for (const personal of [user.username, ATTACKER, OWNER]) expect(keys).not.toContain(personal);
  });

  it("makes one guessing address wait longer each time: a minute after 5 failures, an hour per failure from the 10th", async () => {
    const user = await createTestStaff("sales");
    expect(await guess(user, ATTACKER, start, 5)).toEqual(["failed", "failed", "failed", "failed", "locked 60s"]);
    expect(outcome(await signInFromAt(ATTACKER, at(30 * SECOND), right(user)))).toBe("locked 30s");

    // The account has now had 10 failures: each further one locks its address for the longest step.
    const afterFirstWait = at(61 * SECOND);
    expect(await guess(user, ATTACKER, afterFirstWait, 5)).toEqual([
      "failed",
      "failed",
      "failed",
      "failed",
      "locked 3600s",
    ]);
    const afterSecondWait = new Date(afterFirstWait.getTime() + 60 * MINUTE + SECOND);
    expect(await guess(user, ATTACKER, afterSecondWait, 2)).toEqual(["locked 3600s", "locked 3600s"]);

    // All the while the owner signs in from their own address.
    expect(outcome(await signInFromAt(OWNER, afterFirstWait, right(user)))).toBe("signed-in");
  });

  it("makes an address guessing across names wait 1 minute after 20 failures, then 5, whichever account it then tries", async () => {
    const user = await createTestStaff("admin");
    const spray = async (now: Date, from: number) => {
      const outcomes: string[] = [];
      for (let i = from; i < from + 20; i++) {
        outcomes.push(outcome(await signInFromAt(ATTACKER, now, { identifier: `guess-${i}`, password: "wrong" })));
      }
      return outcomes;
    };
    const first = await spray(start, 0);
    expect(first.slice(0, 19).every((o) => o === "failed")).toBe(true);
    expect(first[19]).toBe("locked 60s");
    expect(outcome(await signInFromAt(ATTACKER, at(59 * SECOND), right(user)))).toBe("locked 1s");

    const second = await spray(at(61 * SECOND), 20);
    expect(second[19]).toBe("locked 300s");
    expect(outcome(await signInFromAt(ATTACKER, at(5 * MINUTE), right(user)))).toBe("locked 61s");
    expect(outcome(await signInFromAt(OWNER, at(5 * MINUTE), right(user)))).toBe("signed-in");
    expect(outcome(await signInFromAt(ATTACKER, at(6 * MINUTE + 2 * SECOND), right(user)))).toBe("signed-in");
  });

  it("bounds a guess spread over many addresses: after the account's 10th failure each address gets one guess, then waits", async () => {
    const user = await createTestStaff("operations");
    const addresses = Array.from({ length: 12 }, (_, i) => `192.0.2.${i + 1}`);
    const round = async (now: Date, n: number) => {
      const outcomes: string[] = [];
      for (const address of addresses) outcomes.push(outcome(await signInFromAt(address, now, wrong(user, n))));
      return outcomes;
    };
    // The first 9 failures, 1 per address, are ordinary; the 10th and every later one locks its address out
    // of the account, for 1, 5, 15, then 60 minutes by how often that address has failed on it.
    expect(await round(start, 0)).toEqual([...Array(9).fill("failed"), ...Array(3).fill("locked 60s")]);
    expect(await round(at(SECOND), 1)).toEqual([...Array(9).fill("locked 300s"), ...Array(3).fill("locked 59s")]);
    expect(await round(at(2 * SECOND), 2)).toEqual([...Array(9).fill("locked 299s"), ...Array(3).fill("locked 58s")]);
    // So 12 addresses got 21 guesses in the first minute: 9 before the account counted as under attack, plus one
    // per address.
    expect(await accountFailures(user)).toBe(9 + addresses.length);

    const later = at(5 * MINUTE + 2 * SECOND);
    expect(outcome(await signInFromAt(addresses[0]!, later, wrong(user)))).toBe("locked 900s");
    for (const address of addresses) {
      expect(outcome(await signInFromAt(address, at(3 * SECOND), right(user))), address).toMatch(/^locked /);
    }
    expect(outcome(await signInFromAt(OWNER, at(3 * SECOND), right(user)))).toBe("signed-in");
  });

  it("forgives the owner's own failures when they sign in, never another address's", async () => {
    const user = await createTestStaff("sales");
    expect(await guess(user, ATTACKER, start, 4)).toEqual(Array(4).fill("failed"));
    expect(await guess(user, OWNER, start, 4)).toEqual(Array(4).fill("failed"));
    expect(outcome(await signInFromAt(OWNER, start, right(user)))).toBe("signed-in");

    // The owner's address starts again; the guesser's count goes on.
    expect(await guess(user, OWNER, start, 4)).toEqual(Array(4).fill("failed"));
    expect(await guess(user, ATTACKER, start, 1)).toEqual(["locked 60s"]);

    // Typing errors the owner then corrects never add up to an account under attack.
    for (let day = 0; day < 3; day++) {
      expect(outcome(await signInFromAt(OWNER, start, right(user)))).toBe("signed-in");
      await guess(user, OWNER, start, 4);
    }
    expect(outcome(await signInFromAt(OWNER, start, right(user)))).toBe("signed-in");
    expect(await accountFailures(user)).toBe(5);
    expect(await guess(user, "192.0.2.200", start, 1)).toEqual(["failed"]);
  });

  it("treats an unknown name like an account, so the answers do not tell them apart", async () => {
    const user = await createTestStaff("sales");
    const unknown = { ...user, username: `not-${user.username}` };
    const forAccount = await guess(user, ATTACKER, start, 6);
    expect(forAccount).toEqual(["failed", "failed", "failed", "failed", "locked 60s", "locked 60s"]);
    expect(await guess(unknown, OWNER, start, 6)).toEqual(forAccount);
  });
});
