import { createHash } from "node:crypto";
import type { DbOrTx } from "#db/index.server.ts";
import type { LeadSpamReason } from "#db/schema/enums.ts";
import type { AppContextValue } from "~/context";
import { createLeadWithinLimit } from "~/models/leads.server";
import { ATTRIBUTION_COOKIE, parseAttributionCookie } from "~/lib/attribution/attribution";
import { readCookie } from "~/lib/http/cookies";
import { firstUseOfFormServed, formServedSetCookie, readFormServed } from "./form-token.server";
import { fieldErrors } from "~/lib/http/http.server";
import { listActivePoolsByIds } from "~/models/pools.server";
import type { LeadDesignRecord } from "~/lib/designer/design-lead";
import { LeadSubmissionSchema, unknownPoolsMessage } from "~/lib/schemas/lead";
import { leadFormNewsletterConsent } from "~/services/newsletter/newsletter-consent.server";

export { HONEYPOT_FIELD, RATE_LIMIT_MESSAGE } from "~/lib/leads/lead-form-fields";

export type IntakeResult =
  /**
   * Stored. `spam`: stored as spam, to be answered exactly like any other stored lead, with a lead token of the
   * same form that books nothing (offeredLeadToken), so a bot cannot take consultation times with it.
   * `formCookie` (here and when rate-limited, the two answers that used the form-time cookie): a fresh one for the
   * answer, so that the form, shown again, sends its next lead with a serve of its own.
   */
  | { kind: "stored"; id: number; spam: boolean; nearestBranch: string | null; formCookie: string }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "rate-limited"; retryAfterSeconds: number; formCookie: string };

export interface SpamSignals {
  honeypot?: unknown;
  /**
   * "form": a form post, which always comes from a page the visitor was served (no form-time cookie: not from one).
   * "api": POST /api/estimates, whose clients need not have been served a page (a cookie sent is still checked).
   */
  from: "form" | "api";
}

/** Whether the field people never see holds anything (a JSON client may send it as any type). */
const honeypotFilled = (value: unknown) =>
  typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;

/**
 * What the spam signals say about a submission: why it is spam (null: it is not), and how long ago the visitor
 * was served the form when the form-time cookie is genuine and its first use. They classify only; a submission is
 * never dropped for them. A genuine cookie is marked used here, so one serve makes one lead.
 */
export async function readSpamSignals(
  db: DbOrTx,
  spam: SpamSignals,
  cookieHeader: string | null,
  secret: string,
  now = Date.now(),
): Promise<{ spamReason: LeadSpamReason | null; sentAfterMs: number | null; reused: boolean }> {
  const served = readFormServed(cookieHeader, secret, now);
  const reused = served.kind === "genuine" && !(await firstUseOfFormServed(db, served));
  const sentAfterMs = served.kind === "genuine" && !reused ? served.sentAfterMs : null;
  let spamReason: LeadSpamReason | null = null;
  if (honeypotFilled(spam.honeypot)) spamReason = "honeypot";
  // A replayed cookie is filed with the forged ones: the reason's values are fixed by a database check.
  else if (served.kind === "forged" || reused) spamReason = "form-token-forged";
  else if (served.kind === "missing" && spam.from === "form") spamReason = "form-token-missing";
  return { spamReason, sentAfterMs, reused };
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

  const cookies = request.headers.get("cookie");
  const { spamReason, sentAfterMs, reused } = await readSpamSignals(db, spam, cookies, config.sessionSecret);
  // The form is shown again (emptied, or to try later): the next lead from it gets a serve of its own.
  const formCookie = formServedSetCookie(config.sessionSecret, config.publicSiteUrl.startsWith("https://"));
  const attribution = parseAttributionCookie(readCookie(cookies, ATTRIBUTION_COOKIE));
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
      newsletter:
        parsed.data.newsletter && parsed.data.email
          ? leadFormNewsletterConsent(request, parsed.data.email, config.publicSiteUrl, parsed.data.language)
          : null,
    },
    {
      key: `lead:${addressKey(context.clientIp, config.sessionSecret)}`,
      limit: config.leadRateLimitPerHour,
      windowMs: 60 * 60 * 1000,
    },
  );
  if (lead.kind === "rate-limited") {
    return { kind: "rate-limited", retryAfterSeconds: lead.retryAfterSeconds, formCookie };
  }
  logger.info(
    {
      leadId: lead.id,
      requestType: parsed.data.requestType,
      ...(spamReason ? { spamReason } : {}),
      ...(reused ? { formTokenReused: true } : {}),
    },
    spamReason ? "lead stored as spam" : "lead stored",
  );
  return { kind: "stored", id: lead.id, spam: spamReason !== null, nearestBranch: lead.nearestBranch, formCookie };
}
