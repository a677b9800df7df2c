import { createHash } from "node:crypto";
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
  | { kind: "stored"; id: number }
  /** Spam: answered like a success, nothing stored. */
  | { kind: "ignored" }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "rate-limited"; retryAfterSeconds: number };

export interface SpamSignals {
  honeypot?: unknown;
  /** Absent for API clients that never rendered a form. */
  formToken?: unknown;
}

/** The client's address as a salted hash: enough to count requests, useless to anyone reading the table. */
export function addressKey(clientIp: string, secret: string) {
  return createHash("sha256").update(`${secret}:${clientIp}`).digest("base64url").slice(0, 32);
}

/**
 * Every lead enters here, from a form action or POST /api/estimates:
 * spam signals, validation, then one transaction that counts the lead
 * against the per-address rate limit and, within it, stores the lead and
 * its notification jobs.
 */
export async function takeLead(
  context: AppContextValue,
  request: Request,
  input: unknown,
  spam: SpamSignals = {},
  /** Stored with the lead in its transaction: the designer's priced design (never read from the request body). */
  extras: { design?: LeadDesignRecord } = {},
): Promise<IntakeResult> {
  const { db, config, logger } = context;
  if (typeof spam.honeypot === "string" && spam.honeypot.trim() !== "") {
    logger.info({ reason: "honeypot" }, "lead ignored as spam");
    return { kind: "ignored" };
  }
  if (spam.formToken !== undefined) {
    const check = typeof spam.formToken === "string" ? checkFormToken(spam.formToken, config.sessionSecret) : "invalid";
    if (check !== "ok") {
      logger.info({ reason: `form token ${check}` }, "lead ignored as spam");
      return { kind: "ignored" };
    }
  }

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

  const attribution = parseAttributionCookie(readCookie(request.headers.get("cookie"), ATTRIBUTION_COOKIE));
  const lead = await createLeadWithinLimit(
    db,
    parsed.data,
    {
      userAgent: request.headers.get("user-agent"),
      firstTouch: attribution?.first ?? null,
      lastTouch: attribution?.last ?? null,
      design: extras.design ?? null,
    },
    {
      key: `lead:${addressKey(context.clientIp, config.sessionSecret)}`,
      limit: config.leadRateLimitPerHour,
      windowMs: 60 * 60 * 1000,
    },
  );
  if (lead.kind === "rate-limited") return { kind: "rate-limited", retryAfterSeconds: lead.retryAfterSeconds };
  logger.info({ leadId: lead.id, requestType: parsed.data.requestType }, "lead stored");
  return { kind: "stored", id: lead.id };
}
