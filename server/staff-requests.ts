import type { IncomingMessage } from "node:http";
import type { Database } from "#db/index.server.ts";
import { isLiveSessionToken, sessionTokenIn } from "~/services/staff/auth.server";

/**
 * Whether a request carries a staff session cookie: the session cookie under its exact name, holding a value
 * in the format of the tokens the app issues. Not checked against the stored sessions: enough to leave a
 * request out of what visitors do (a forged cookie only hides its sender's own visit), not to trust it.
 */
export function carriesStaffSession(req: IncomingMessage, secure: boolean): boolean {
  return sessionTokenIn(req.headers.cookie, secure) !== undefined;
}

/** How long a token's answer is remembered. A session ended meanwhile still bypasses the cache until then: harmless. */
const REMEMBER_MS = 60_000;
/** Most tokens remembered: beyond it the memo starts over (a flood of made-up tokens costs look-ups, not memory). */
const MAX_REMEMBERED = 1_000;

/**
 * Whether a request comes from a signed-in staff member: a well-formed session token that opens a live session.
 * Anyone can send a well-formed token, so it is looked up once (by its hash, like a sign-in check) and the
 * answer remembered for a minute: a staff member's requests and a repeated forged token cost a Map lookup.
 * A token is random and new at each sign-in, so a "no" cannot turn into a "yes" while remembered.
 * Answers a promise while the look-up runs; a failed look-up answers true and is not remembered, so the
 * request is handled as a staff member's would be (rendered, never stored).
 */
export function createSignedInStaffCheck(options: { db: Database; secure: boolean }) {
  const remembered = new Map<string, { answer: boolean | Promise<boolean>; until: number }>();

  return function isSignedInStaff(req: IncomingMessage): boolean | Promise<boolean> {
    const token = sessionTokenIn(req.headers.cookie, options.secure);
    if (!token) return false;
    const now = Date.now();
    const known = remembered.get(token);
    if (known && known.until > now) return known.answer;
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    const entry = {
      answer: isLiveSessionToken(options.db, token).then(
        (live) => {
          entry.answer = live;
          return live;
        },
        () => {
          if (remembered.get(token) === entry) remembered.delete(token);
          return true;
        },
      ) as boolean | Promise<boolean>,
      until: now + REMEMBER_MS,
    };
    remembered.set(token, entry);
    return entry.answer;
  };
}
