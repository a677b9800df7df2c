// Issues of the newsletter and their deliveries (one row per issue and subscriber). The send's steps are separate
// statements on purpose: each delivery is marked "sending" in its own statement before its message goes to the
// mail server and "sent" after, so a process that dies in between leaves a record of exactly which copy is in doubt.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { jobs, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "#db/schema/index.ts";
import type { NewsletterDeliveryStatus } from "#db/schema/enums.ts";
import type { NewsletterIssueInput } from "~/lib/schemas/newsletter-issue";
import {
  NEWSLETTER_SEND_JOB,
  NEWSLETTER_TEST_JOB,
  type NewsletterProgress,
  type NewsletterSendJobPayload,
  newsletterBatchKey,
  newsletterResumeKey,
  newsletterProgress,
} from "~/lib/newsletter/newsletter-sending";
import { JOB_PRIORITY, enqueueJobs } from "./jobs.server";

export type NewsletterIssueRow = typeof newsletterIssues.$inferSelect;

const ISSUE_LIST_LIMIT = 200;

/** The issues, newest first, with how far each send got. */
export async function listNewsletterIssues(db: Database) {
  const issues = await db
    .select()
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id))
    .limit(ISSUE_LIST_LIMIT);
  const progress = await deliveryProgressOf(
    db,
    issues.filter((issue) => issue.status !== "draft").map((issue) => issue.id),
  );
  return issues.map((issue) => ({ ...issue, progress: progress.get(issue.id) ?? newsletterProgress({}) }));
}

async function deliveryProgressOf(db: Database, issueIds: number[]): Promise<Map<number, NewsletterProgress>> {
  if (issueIds.length === 0) return new Map();
  const rows = await db
    .select({ issueId: newsletterDeliveries.issueId, status: newsletterDeliveries.status, n: count() })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.issueId, issueIds))
    .groupBy(newsletterDeliveries.issueId, newsletterDeliveries.status);
  const counts = new Map<number, Partial<Record<NewsletterDeliveryStatus, number>>>();
  for (const row of rows) {
    counts.set(row.issueId, { ...counts.get(row.issueId), [row.status as NewsletterDeliveryStatus]: row.n });
  }
  return new Map([...counts].map(([id, byStatus]) => [id, newsletterProgress(byStatus)]));
}

/** How far one issue's send got. */
export async function newsletterIssueProgress(db: Database, issueId: number): Promise<NewsletterProgress> {
  return (await deliveryProgressOf(db, [issueId])).get(issueId) ?? newsletterProgress({});
}

export async function getNewsletterIssue(db: Database, id: number): Promise<NewsletterIssueRow | null> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row ?? null;
}

export async function createNewsletterIssue(db: Database, input: NewsletterIssueInput, staffId: number) {
  const [row] = await db
    .insert(newsletterIssues)
    .values({ subject: input.subject, intro: input.intro, postIds: input.postIds, createdById: staffId })
    .returning();
  return row!;
}

/** Saves a draft; null when the issue does not exist or is no longer a draft (a sent issue stays as it was sent). */
export async function updateDraftIssue(db: Database, id: number, input: NewsletterIssueInput) {
  const [row] = await db
    .update(newsletterIssues)
    .set({ subject: input.subject, intro: input.intro, postIds: input.postIds })
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
    .returning();
  return row ?? null;
}

/** Deletes a draft; false when there is no such draft. */
export async function deleteDraftIssue(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(newsletterIssues)
    .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
    .returning({ id: newsletterIssues.id });
  return rows.length > 0;
}

const isConfirmed = eq(newsletterSubscribers.status, "confirmed");

/** The addresses an issue sent now would go to. */
export async function countConfirmedSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscribers).where(isConfirmed);
  return row?.n ?? 0;
}

/**
 * Starts sending a draft: it becomes "sending" and the first batch job is queued, in one transaction (a second
 * click, or a second staff member, finds it no longer a draft). Null when it was not a draft.
 */
export async function startIssueSend(db: Database, issueId: number, staffId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterIssues)
      .set({ status: "sending", sentById: staffId, sendStartedAt: now })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "draft")))
      .returning();
    if (!row) return null;
    await enqueueNewsletterBatch(tx, { issueId, batch: 0 }, now);
    return row;
  });
}

/** Queues one batch of an issue's send (once: a batch already queued is not queued again). */
export async function enqueueNewsletterBatch(
  db: DbOrTx,
  payload: NewsletterSendJobPayload,
  runAt: Date,
  uniqueKey = newsletterBatchKey(payload.issueId, payload.batch),
) {
  await enqueueJobs(db, [
    { kind: NEWSLETTER_SEND_JOB, payload: { ...payload }, runAt, priority: JOB_PRIORITY.bulk, uniqueKey },
  ]);
}

/** The latest batch job of an issue's send: its id, status and batch number (null: none). */
async function latestBatchJob(db: DbOrTx, issueId: number) {
  const [row] = await db
    .select({ id: jobs.id, status: jobs.status, batch: sql<number>`(${jobs.payload} ->> 'batch')::int` })
    .from(jobs)
    .where(and(eq(jobs.kind, NEWSLETTER_SEND_JOB), sql`(${jobs.payload} ->> 'issueId')::int = ${issueId}`))
    .orderBy(desc(jobs.id))
    .limit(1);
  return row ?? null;
}

/**
 * Whether an issue's send has stopped: it is "sending" but its latest batch job gave up (the outbox's attempts ran
 * out while the mail server kept failing), so nothing will send the rest unless staff resume it.
 */
export async function isIssueSendStalled(db: DbOrTx, issue: Pick<NewsletterIssueRow, "id" | "status">) {
  if (issue.status !== "sending") return false;
  return (await latestBatchJob(db, issue.id))?.status === "failed";
}

/**
 * Resumes a stopped send: the batch whose job gave up is queued again, once (a second click, or a second staff
 * member, queues nothing more). What was sent stays sent and what is uncertain is never sent again: the batch
 * takes only the deliveries still pending. False when the send was not stopped.
 */
export async function resumeIssueSend(db: Database, issueId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [issue] = await tx
      .select({ id: newsletterIssues.id, status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId))
      .for("update");
    if (!issue || issue.status !== "sending") return false;
    const job = await latestBatchJob(tx, issueId);
    if (job?.status !== "failed") return false;
    const payload = { issueId, batch: job.batch };
    await enqueueNewsletterBatch(tx, payload, now, newsletterResumeKey(issueId, job.batch, job.id));
    return true;
  });
}

/**
 * A pending delivery for every confirmed subscriber (the primary key makes a second row for an address
 * impossible, so running this again adds only addresses confirmed since). Returns how many were added.
 */
export async function queueIssueDeliveries(db: Database, issueId: number): Promise<number> {
  const result = (await db.execute(sql`
    insert into ${newsletterDeliveries} (issue_id, subscriber_id)
    select ${issueId}, ${newsletterSubscribers.id} from ${newsletterSubscribers}
    where ${newsletterSubscribers.status} = 'confirmed'
    on conflict do nothing
    returning subscriber_id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** A subscriber still on the list (confirmed): one who unsubscribed since the send began is skipped. */
const subscriberStillConfirmed = sql`exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.id} = ${newsletterDeliveries.subscriberId} and ${newsletterSubscribers.status} = 'confirmed')`;

/**
 * Drops the pending deliveries of addresses that left the list since the send began: they are owed nothing.
 * Returns how many.
 */
export async function dropUnsubscribedDeliveries(db: Database, issueId: number): Promise<number> {
  const rows = await db
    .delete(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.issueId, issueId),
        eq(newsletterDeliveries.status, "pending"),
        sql`not ${subscriberStillConfirmed}`,
      ),
    )
    .returning({ subscriberId: newsletterDeliveries.subscriberId });
  return rows.length;
}

/** The next pending deliveries of an issue, with their addresses, in a stable order. */
export async function nextPendingDeliveries(db: Database, issueId: number, limit: number) {
  return db
    .select({ subscriberId: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
    .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.status, "pending"), isConfirmed))
    .orderBy(newsletterDeliveries.subscriberId)
    .limit(limit);
}

const delivery = (issueId: number, subscriberId: number) =>
  and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriberId, subscriberId));

/**
 * Marks a delivery "sending" just before its message goes out. True only for the one caller that moved it from
 * pending while its address is still on the list: a copy another worker took, or already sent, is left alone.
 */
export async function markDeliverySending(db: Database, issueId: number, subscriberId: number, now = new Date()) {
  const rows = await db
    .update(newsletterDeliveries)
    .set({ status: "sending", attemptedAt: now })
    .where(and(delivery(issueId, subscriberId), eq(newsletterDeliveries.status, "pending"), subscriberStillConfirmed))
    .returning({ subscriberId: newsletterDeliveries.subscriberId });
  return rows.length === 1;
}

export async function markDeliverySent(db: Database, issueId: number, subscriberId: number, now = new Date()) {
  await db
    .update(newsletterDeliveries)
    .set({ status: "sent", sentAt: now, lastError: null })
    .where(delivery(issueId, subscriberId));
}

export async function markDeliveryFailed(db: Database, issueId: number, subscriberId: number, error: string) {
  await db
    .update(newsletterDeliveries)
    .set({ status: "failed", lastError: error.slice(0, 2000) })
    .where(delivery(issueId, subscriberId));
}

/** Back to pending: the mail server certainly did not take the message, so it may be sent later. */
export async function markDeliveryPending(db: Database, issueId: number, subscriberId: number, error: string) {
  await db
    .update(newsletterDeliveries)
    .set({ status: "pending", lastError: error.slice(0, 2000) })
    .where(delivery(issueId, subscriberId));
}

/** Marks the issue sent when no delivery is left pending; true when it did. */
export async function finishIssueSendIfDone(db: Database, issueId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({ status: "sent", sentAt: now })
    .where(
      and(
        eq(newsletterIssues.id, issueId),
        eq(newsletterIssues.status, "sending"),
        sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${issueId} and ${newsletterDeliveries.status} = 'pending')`,
      ),
    )
    .returning({ id: newsletterIssues.id });
  return rows.length === 1;
}

/** Queues a staff member's test copy of an issue (made when the outbox sends it, from the issue as saved then). */
export async function enqueueNewsletterTest(db: Database, issueId: number, userId: number) {
  await enqueueJobs(db, [{ kind: NEWSLETTER_TEST_JOB, payload: { issueId, userId }, priority: JOB_PRIORITY.visitor }]);
}
