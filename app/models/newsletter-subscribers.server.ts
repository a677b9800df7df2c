// The newsletter's list: sign-ups with their consent, double opt-in, unsubscribes and the purge of addresses never
// confirmed. Every sign-up goes through takeSubscriptions, which alone decides whether a confirmation e-mail goes out.
import { type SQL, and, count, desc, eq, lt, ne, or, isNull, lte, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { newsletterSubscribers } from "#db/schema/index.ts";
import type { NewsletterSubscriberStatus } from "#db/schema/enums.ts";
import type { Locale } from "~/lib/i18n/locale";
import { NEWSLETTER_CONFIRM_TTL_MS } from "~/lib/newsletter/newsletter-links.server";
import { JOB_PRIORITY, enqueueJobs } from "./jobs.server";
import { listContentPage, matchesSearch } from "./content-paging.server";

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;

export const NEWSLETTER_CONFIRM_JOB = "newsletter.confirm";

/** An address waiting for its confirmation gets at most one confirmation e-mail in this long, however often given. */
export const CONFIRMATION_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

export interface NewsletterConsent {
  email: string;
  /** The site path of the page where the visitor ticked the box or used the sign-up form. */
  page: string;
  /** The words shown beside the box or button, as shown. */
  text: string;
  /** The language of that page: the confirmation e-mail and the issues are written in it. */
  language?: Locale;
  /** The lead whose form carried the sign-up. */
  leadId?: number | null;
}

const lowerEmail = sql`lower(${newsletterSubscribers.email})`;

/**
 * Records sign-ups and queues their confirmation e-mails (in the caller's transaction, when it has one). A new
 * address is stored "pending"; one that is pending or unsubscribed starts again with the new consent, but only when
 * its last confirmation e-mail is older than CONFIRMATION_RESEND_AFTER_MS; a confirmed one is left as it is.
 * Returns how many confirmation e-mails were queued; what the visitor is told never depends on it.
 */
export async function takeSubscriptions(db: DbOrTx, consents: readonly NewsletterConsent[], now = new Date()) {
  let queued = 0;
  for (const consent of consents) {
    const values = {
      consentAt: now,
      consentPage: consent.page.slice(0, 300),
      consentText: consent.text.slice(0, 500),
      language: consent.language ?? "en",
      confirmationSentAt: now,
    };
    const [inserted] = await db
      .insert(newsletterSubscribers)
      .values({ email: consent.email, status: "pending", leadId: consent.leadId ?? null, ...values })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, consentAt: newsletterSubscribers.consentAt });
    const [renewed] = inserted
      ? [inserted]
      : await db
          .update(newsletterSubscribers)
          .set({
            ...values,
            status: "pending",
            confirmedAt: null,
            unsubscribedAt: null,
            ...(consent.leadId ? { leadId: consent.leadId } : {}),
          })
          .where(
            and(
              eq(lowerEmail, consent.email.toLowerCase()),
              ne(newsletterSubscribers.status, "confirmed"),
              or(
                isNull(newsletterSubscribers.confirmationSentAt),
                lte(newsletterSubscribers.confirmationSentAt, new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS)),
              ),
            ),
          )
          .returning({ id: newsletterSubscribers.id, consentAt: newsletterSubscribers.consentAt });
    if (!renewed) continue;
    queued += (
      await enqueueJobs(db, [
        {
          kind: NEWSLETTER_CONFIRM_JOB,
          payload: { subscriberId: renewed.id },
          priority: JOB_PRIORITY.visitor,
          // One e-mail per consent, however many processes or retries ask.
          uniqueKey: `${NEWSLETTER_CONFIRM_JOB}:${renewed.id}:${renewed.consentAt.getTime()}`,
        },
      ])
    ).length;
  }
  return queued;
}

export async function findSubscriber(db: DbOrTx, id: number): Promise<NewsletterSubscriber | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
  return row;
}

/** Confirms a pending address; returns its status afterwards (undefined: no such subscriber). */
export async function confirmSubscriber(
  db: Database,
  id: number,
  now = new Date(),
): Promise<NewsletterSubscriberStatus | undefined> {
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: now })
    .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, "pending")))
    .returning({ status: newsletterSubscribers.status });
  if (confirmed) return "confirmed";
  return (await findSubscriber(db, id))?.status as NewsletterSubscriberStatus | undefined;
}

/** Takes an address off the list (again: nothing changes); false when there is no such subscriber. */
export async function unsubscribeSubscriber(db: Database, id: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return !!row;
}

/** Deletes the addresses still unconfirmed when their confirmation link expires; returns how many. */
export async function purgeUnconfirmedSubscribers(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "pending"),
        lt(newsletterSubscribers.consentAt, new Date(now.getTime() - NEWSLETTER_CONFIRM_TTL_MS)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}

export async function countSubscribersByStatus(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: newsletterSubscribers.status, total: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status);
  return new Map(rows.map((row) => [row.status, row.total]));
}

function subscriberFilter(q: string, status: NewsletterSubscriberStatus | undefined): SQL | undefined {
  return and(
    matchesSearch(q, [newsletterSubscribers.email, newsletterSubscribers.consentPage]),
    status ? eq(newsletterSubscribers.status, status) : undefined,
  );
}

const newestFirst = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)] as const;

/** A page of the list, newest first, searched by address or page. */
export function listSubscribers(
  db: Database,
  { page, q, status }: { page: number; q: string; status: NewsletterSubscriberStatus | undefined },
) {
  return listContentPage(db, newsletterSubscribers, { page, where: subscriberFilter(q, status), orderBy: newestFirst });
}

/** Every subscriber matching the list's search, newest first, for the CSV export. */
export function exportSubscribers(
  db: Database,
  { q, status }: { q: string; status: NewsletterSubscriberStatus | undefined },
): Promise<NewsletterSubscriber[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(subscriberFilter(q, status))
    .orderBy(...newestFirst);
}
