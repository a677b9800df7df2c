import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { jobs } from "#db/schema/index.ts";

export type JobRow = typeof jobs.$inferSelect;

/** A running job whose worker has been silent this long is presumed dead and retried. */
export const STALE_JOB_MS = 5 * 60 * 1000;

/**
 * Order among due jobs (lower first): a rep waiting for a new lead must not wait behind a burst's visitor
 * confirmations, and nothing a visitor waits for behind bulk mail.
 */
export const JOB_PRIORITY = { staffAlert: 0, visitor: 5, bulk: 9 } as const;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  leadId?: number | null;
  runAt?: Date;
  /** JOB_PRIORITY; staff alerts when absent. */
  priority?: number;
  /** Queued once whoever asks: a job whose key is already in the outbox (done or not) is not added again. */
  uniqueKey?: string;
}

/**
 * Queues jobs in one statement (one round trip however many there are); returns the ids of those queued, in order
 * (a job whose unique key is already taken is left out).
 */
export async function enqueueJobs(db: DbOrTx, newJobs: NewJob[]): Promise<number[]> {
  if (newJobs.length === 0) return [];
  const now = new Date();
  const rows = await db
    .insert(jobs)
    .values(
      newJobs.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        leadId: job.leadId ?? null,
        runAt: job.runAt ?? now,
        priority: job.priority ?? JOB_PRIORITY.staffAlert,
        uniqueKey: job.uniqueKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/**
 * Claims up to `limit` due jobs for this worker. FOR UPDATE SKIP LOCKED lets
 * several processes poll the same table without ever taking the same job.
 */
export async function claimDueJobs(db: Database, workerId: string, limit = 10, now = new Date()): Promise<JobRow[]> {
  const staleBefore = new Date(now.getTime() - STALE_JOB_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, "pending"), lte(jobs.runAt, now)),
          and(eq(jobs.status, "running"), lt(jobs.lockedAt, staleBefore)),
        ),
      )
      .orderBy(asc(jobs.priority), asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({ status: "running", lockedAt: now, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
      .where(
        inArray(
          jobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function completeJob(db: Database, id: number, now = new Date()) {
  await db
    .update(jobs)
    .set({ status: "done", completedAt: now, lockedAt: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** Delay before the next attempt: 30 s, 1 min, 2 min ... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * A failed attempt: retried later with back-off, or kept as "failed" (never deleted) after the last attempt.
 * `payload`: what is left to do, when the attempt did part of the work (the devices a push did not reach).
 */
export async function failJob(
  db: Database,
  job: Pick<JobRow, "id" | "attempts" | "maxAttempts">,
  error: string,
  now = new Date(),
  payload?: Record<string, unknown>,
) {
  const finished = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      ...(payload ? { payload } : {}),
      status: finished ? "failed" : "pending",
      runAt: finished ? undefined : new Date(now.getTime() + retryDelayMs(job.attempts)),
      lockedAt: null,
      lockedBy: null,
      lastError: error.slice(0, 2000),
    })
    .where(eq(jobs.id, job.id));
}

export async function listJobsForLead(db: Database, leadId: number) {
  return db.select().from(jobs).where(eq(jobs.leadId, leadId)).orderBy(asc(jobs.createdAt), asc(jobs.id));
}
