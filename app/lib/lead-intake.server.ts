import { createHash } from "node:crypto";
import type { LeadSpamReason } from "#db/schema/enums.ts";
import type { AppContextValue } from "~/context";
import { createLeadWithinLimit } from "~/models/leads.server";
import { ATTRIBUTION_COOKIE, parseAttributionCookie } from "./attribution";
import { readCookie } from "./cookies";
import { checkFormToken } from "./form-token.server";
import { fieldErrors } from "./http.server";
import { listActivePoolsByIds } from "~/models/pools.server";
import type { LeadDesignRecord } from "./design-lead";
import { LeadSubmissionSchema, unknownPoolsMessage } from "./schemas/lead";

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD, RATE_LIMIT_MESSAGE } from "./lead-form-fields";

export type IntakeResult =
  /**
   * Stored. `spam`: stored as spam, to be answered exactly like any other stored lead, except that the lead
   * token given back names no lead (so a bot cannot book consultation times with it).
   */
  | { kind: "stored"; id: number; spam: boolean; nearestBranch: string | null }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export interface SpamSignals {
  honeypot?: unknown;
  formToken?: unknown;
  /**
   * "form": a form post, which always carries the token its page rendered (missing: not sent from our form).
   * "api": POST /api/estimates, whose clients need not have rendered a form (a token sent is still checked).
   */
  from: "form" | "api";
}

/** Whether the field people never see holds anything (a JSON client may send it as any type). */
const honeypotFilled = (value: unknown) =>
  typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;

/** A token as sent: blank counts as none. */
const sentToken = (token: unknown) => (token === undefined || token === null || token === "" ? undefined : token);

/**
 * What the spam signals say about a submission: why it is spam (null: it is not), and how long its form was on
 * screen when its token is genuine. They classify only; a submission is never dropped for them.
 */
export function readSpamSignals(
  spam: SpamSignals,
  secret: string,
  now = Date.now(),
): { spamReason: LeadSpamReason | null; sentAfterMs: number | null } {
  const token = sentToken(spam.formToken);
  const check = typeof token === "string" ? checkFormToken(token, secret, now) : null;
  const sentAfterMs = check?.valid ? check.sentAfterMs : null;
  let spamReason: LeadSpamReason | null = null;
  if (honeypotFilled(spam.honeypot)) spamReason = "honeypot";
  else if (token !== undefined && !check?.valid) spamReason = "form-token-forged";
  else if (token === undefined && spam.from === "form") spamReason = "form-token-missing";
  return { spamReason, sentAfterMs };
}

/** The client's address as a salted hash: enough to count requests, useless to anyone reading the table. */
export function addressKey(clientIp: string, secret: string) {
  return createHash("sha256").update(`${secret}:${clientIp}`).digest("base64url").slice(0, 32);
}

/**
 * Every lead enters here, from a form action or POST /api/estimates:
 * validation, then one transaction that counts the lead against the
 * per-address rate limit and, within it, stores the lead and its
 * notification jobs. The spam signals never change the answer: a
 * submission they flag is validated and counted the same way, and stored
 * with status "spam" and no notification.
 */
export async function takeLead(
  context: AppContextValue,
  request: Request,
  input: unknown,
  spam: SpamSignals,
  /** Stored with the lead in its transaction: the designer's priced design (never read from the request body). */
  extras: { design?: LeadDesignRecord } = {},
): Promise<IntakeResult> {
  const { db, config, logger } = context;
  const parsed = LeadSubmissionSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error) };
  // The pools a lead names must be ones a visitor can see: refused, not dropped, so the caller learns that
  // the list it sent is not the one stored. The forms only offer active pools, so a visitor meets this only
  // when a pool is withdrawn while the form is open; the page then shows the list without it.
  const { interestedPoolIds } = parsed.data;
  if (interestedPoolIds.length) {
    const active = new Set((await listActivePoolsByIds(db, interestedPoolIds)).map((pool) => pool.id));
    const unknown = interestedPoolIds.filter((id) => !active.has(id));
    if (unknown.length) return { kind: "invalid", errors: { interestedPoolIds: unknownPoolsMessage(unknown) } };
  }

  const { spamReason, sentAfterMs } = readSpamSignals(spam, config.sessionSecret);
  const attribution = parseAttributionCookie(readCookie(request.headers.get("cookie"), ATTRIBUTION_COOKIE));
  const lead = await createLeadWithinLimit(
    db,
    parsed.data,
    {
      userAgent: request.headers.get("user-agent"),
      firstTouch: attribution?.first ?? null,
      lastTouch: attribution?.last ?? null,
      design: extras.design ?? null,
      spamReason,
      sentAfterMs,
    },
    {
      key: `lead:${addressKey(context.clientIp, config.sessionSecret)}`,
      limit: config.leadRateLimitPerHour,
      windowMs: 60 * 60 * 1000,
    },
  );
  if (lead.kind === "rate-limited") return { kind: "rate-limited", retryAfterSeconds: lead.retryAfterSeconds };
  logger.info(
    { leadId: lead.id, requestType: parsed.data.requestType, ...(spamReason ? { spamReason } : {}) },
    spamReason ? "lead stored as spam" : "lead stored",
  );
  return { kind: "stored", id: lead.id, spam: spamReason !== null, nearestBranch: lead.nearestBranch };
}
