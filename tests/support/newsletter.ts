// Newsletter subscribers, issues and the outbox's newsletter jobs, for the tests of the sign-ups, the links, the
// list, and the staff's side: writing and sending issues.
import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { blogPosts, jobs, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "#db/schema/index.ts";
import type { NewsletterSubscriberStatus } from "#db/schema/enums.ts";
import type { EmailMessage, MailContext } from "~/lib/leads/lead-emails";
import { type JobRow, claimDueJobs, completeJob, failJob } from "~/models/jobs.server";
import { newsletterJobs } from "../../server/jobs/newsletter-jobs.ts";
import type { Mailer } from "../../server/mailer.ts";
import { TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";

let counter = 0;

/** A distinct address per call. */
export function uniqueSubscriberEmail(name = "reader"): string {
  counter += 1;
  return `${name}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

/** The subscriber row of an address (any case), if there is one. */
export async function subscriberOf(email: string) {
  const { db } = await getTestApp();
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  return row;
}

/** A subscriber row as a test needs it (a confirmed reader, an address given days ago...); returns it. */
export async function insertSubscriber(values: Partial<typeof newsletterSubscribers.$inferInsert> = {}) {
  const { db } = await getTestApp();
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email: uniqueSubscriberEmail(),
      status: "pending",
      consentAt: new Date(),
      consentPage: "/blog",
      consentText: "Pool tips in your inbox",
      ...values,
    })
    .returning();
  return row!;
}

/** Subscribers with addresses no other test uses, one per status given, in order; returns their rows. */
export async function insertSubscribers(statuses: readonly NewsletterSubscriberStatus[]) {
  const now = new Date();
  const rows = [];
  for (const status of statuses) {
    rows.push(
      await insertSubscriber({
        status,
        consentAt: now,
        consentText: "Send me pool tips",
        confirmedAt: status === "pending" ? null : now,
        unsubscribedAt: status === "unsubscribed" ? now : null,
      }),
    );
  }
  return rows;
}

/**
 * A clean slate: no subscribers, issues or deliveries, and the jobs earlier test files left pending marked done
 * (they are not the calling test's concern, and the newsletter's jobs must be the only ones claimed).
 */
export async function clearNewsletter() {
  const { db } = await getTestApp();
  await db.delete(newsletterDeliveries);
  await db.delete(newsletterIssues);
  await db.delete(newsletterSubscribers);
  await db
    .update(jobs)
    .set({ status: "done" })
    .where(inArray(jobs.status, ["pending", "running"]));
}

/** Two visible posts (newest first as the picker lists them) and a draft, made for the calling test. */
export async function insertNewsletterPosts(prefix: string) {
  const { db } = await getTestApp();
  counter += 1;
  const stamp = `${prefix}-${process.pid}-${counter}`;
  const rows = await db
    .insert(blogPosts)
    .values([
      {
        title: `${prefix} heating your pool in January`,
        slug: `${stamp}-heating`,
        excerpt: "A heat pump keeps the water at 84°F for a few dollars a day.",
        coverImage: "/uploads/0123456789abcdef0123456789abcdef-1600x900/1600.webp",
        status: "published",
        publishedAt: new Date(Date.now() - 60_000),
      },
      {
        title: `${prefix} choosing a color <for> your shell`,
        slug: `${stamp}-colors`,
        excerpt: null,
        coverImage: null,
        status: "published",
        publishedAt: new Date(Date.now() - 120_000),
      },
      { title: `${prefix} unfinished draft`, slug: `${stamp}-draft`, status: "draft" },
    ])
    .returning();
  return { heating: rows[0]!, colors: rows[1]!, draft: rows[2]! };
}

export async function deletePosts(ids: number[]) {
  const { db } = await getTestApp();
  await db.delete(blogPosts).where(inArray(blogPosts.id, ids));
}

/**
 * A mailer that keeps what it is given. `failWith(error, after)` makes every send after the `after`-th throw
 * `error` (as nodemailer throws a mail server's refusal, or a connection that broke), until `heal()`.
 */
export function recordingMailer() {
  const sent: { message: EmailMessage; context: MailContext }[] = [];
  let failure: { error: Error; after: number } | null = null;
  const mailer: Mailer = {
    async send(message, context) {
      if (failure && sent.length >= failure.after) throw failure.error;
      sent.push({ message, context });
    },
    close() {},
  };
  return {
    mailer,
    sent,
    failWith(error: Error, after: number) {
      failure = { error, after };
    },
    heal() {
      failure = null;
    },
  };
}

/** An SMTP-like error: a reply code from the mail server, or a nodemailer connection code. */
export function mailError(message: string, fields: { responseCode?: number; code?: string }): Error {
  return Object.assign(new Error(message), fields);
}

/**
 * Runs the newsletter's due jobs as the outbox does (claim, run, complete or fail with back-off), as `workerId`,
 * at the moment `now` (later than real time makes a throttled batch, or a back-off, due). Returns the jobs run.
 */
export async function runNewsletterJobs(
  mailer: Mailer,
  {
    now = new Date(),
    workerId = "newsletter-test",
    batchSize,
  }: { now?: Date; workerId?: string; batchSize?: number } = {},
): Promise<JobRow[]> {
  const { db } = await getTestApp();
  const handlers = newsletterJobs({
    db,
    logger: pino({ level: "silent" }),
    mailer,
    siteUrl: "https://pools.example.com",
    sessionSecret: TEST_SESSION_SECRET,
    ...(batchSize ? { batchSize } : {}),
  });
  const claimed = await claimDueJobs(db, workerId, 10, now);
  for (const job of claimed) {
    try {
      await handlers[job.kind]!(job);
      await completeJob(db, job.id);
    } catch (error) {
      await failJob(db, job, error instanceof Error ? error.message : String(error), now);
    }
  }
  return claimed;
}

/**
 * Runs the newsletter's jobs, moving the clock two minutes each round (a throttled batch, or a retry after a short
 * back-off, falls due), until no job is left waiting; returns the rounds that ran something.
 */
export async function drainNewsletterJobs(mailer: Mailer, options: { batchSize?: number } = {}) {
  const { db } = await getTestApp();
  let rounds = 0;
  for (let minutes = 0; minutes <= 120; minutes += 2) {
    const ran = await runNewsletterJobs(mailer, { ...options, now: new Date(Date.now() + minutes * 60_000) });
    if (ran.length > 0) rounds += 1;
    const [waiting] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, "pending")).limit(1);
    if (!waiting) return rounds;
  }
  throw new Error("the newsletter's jobs never ran out");
}

export async function deliveriesOf(issueId: number) {
  const { db } = await getTestApp();
  return db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId));
}

export async function issueRow(issueId: number) {
  const { db } = await getTestApp();
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
  return row ?? null;
}
