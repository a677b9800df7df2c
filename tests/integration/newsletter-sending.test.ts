import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, newsletterDeliveries, newsletterSubscribers } from "#db/schema/index.ts";
import { readUnsubscribeToken } from "~/lib/newsletter/newsletter-links.server";
import { NEWSLETTER_SEND_JOB, newsletterBatchKey } from "~/lib/newsletter/newsletter-sending";
import { STALE_JOB_MS, claimDueJobs } from "~/models/jobs.server";
import {
  createNewsletterIssue,
  enqueueNewsletterBatch,
  isIssueSendStalled,
  markDeliverySending,
  newsletterIssueProgress,
  resumeIssueSend,
  startIssueSend,
} from "~/models/newsletter-issues.server";
import { createJobRunner } from "../../server/job-runner.ts";
import { createMailer } from "../../server/mailer.ts";
import { TEST_SESSION_SECRET, getTestApp } from "../setup/test-app.ts";
import {
  clearNewsletter,
  deletePosts,
  deliveriesOf,
  drainNewsletterJobs,
  insertNewsletterPosts,
  insertSubscribers,
  issueRow,
  mailError,
  recordingMailer,
  runNewsletterJobs,
} from "../support/newsletter.ts";
import { createTestStaff } from "../support/staff-sessions.ts";
import { startSmtp, unfoldHeaders } from "../support/smtp.ts";

// Sending an issue: one delivery row per confirmed subscriber, sent in throttled batches through the outbox, each
// copy marked "sending" before it goes and "sent" after, so that however the send is interrupted nobody gets two.

let postIds: number[] = [];
let staffId: number;

beforeEach(async () => {
  await clearNewsletter();
  if (postIds.length === 0) {
    const posts = await insertNewsletterPosts("Sending test");
    postIds = [posts.heating.id, posts.colors.id, posts.draft.id];
    staffId = (await createTestStaff("operations")).id;
  }
});

afterAll(async () => {
  await clearNewsletter();
  await deletePosts(postIds);
});

/** A draft issue featuring the test posts, sent: the first batch job is queued. */
async function sentIssue(subject = "Pool tips for February") {
  const { db } = await getTestApp();
  const issue = await createNewsletterIssue(
    db,
    { subject, intro: "Hello from the team.\n\nWinter is the best time to plan.", postIds: postIds.slice(0, 2) },
    staffId,
  );
  expect(await startIssueSend(db, issue.id, staffId)).not.toBeNull();
  return issue;
}

const recipientsOf = (sent: ReturnType<typeof recordingMailer>["sent"]) => sent.map((s) => s.message.to[0]!);

function expectNoRepeats(addresses: string[]) {
  expect(new Set(addresses).size, `repeated: ${addresses.join(", ")}`).toBe(addresses.length);
}

describe("sending an issue", () => {
  it("sends each confirmed subscriber one copy, in throttled batches, skipping pending and unsubscribed addresses", async () => {
    const subscribers = await insertSubscribers([
      "confirmed",
      "pending",
      "confirmed",
      "unsubscribed",
      "confirmed",
      "confirmed",
      "confirmed",
    ]);
    const confirmed = subscribers.filter((s) => s.status === "confirmed").map((s) => s.email);
    const issue = await sentIssue();
    const { mailer, sent } = recordingMailer();

    // The first batch: two copies (batch size 2), then the next batch waits a minute.
    await runNewsletterJobs(mailer, { batchSize: 2 });
    expect(sent).toHaveLength(2);
    expect(await runNewsletterJobs(mailer, { batchSize: 2 })).toHaveLength(0);
    const { db } = await getTestApp();
    const [next] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, newsletterBatchKey(issue.id, 1)));
    expect(next!.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect((await issueRow(issue.id))!.status).toBe("sending");
    expect(await newsletterIssueProgress(db, issue.id)).toEqual({
      pending: 3,
      sent: 2,
      failed: 0,
      uncertain: 0,
      total: 5,
    });

    await drainNewsletterJobs(mailer, { batchSize: 2 });
    expect(recipientsOf(sent).sort()).toEqual([...confirmed].sort());
    expect((await issueRow(issue.id))!).toMatchObject({ status: "sent", sentById: staffId });
    expect((await deliveriesOf(issue.id)).every((d) => d.status === "sent" && d.sentAt)).toBe(true);
    for (const { context } of sent) expect(context).toEqual({ kind: "newsletter", recordId: issue.id });
  });

  it("gives every copy its reader's own unsubscribe link, in the body and in the one-click headers", async () => {
    const subscribers = await insertSubscribers(["confirmed", "confirmed"]);
    const issue = await sentIssue("Headers test issue");
    const { db } = await getTestApp();
    // Through the real outbox and a real SMTP server: what a mail client receives.
    const smtp = await startSmtp((raw) => unfoldHeaders(raw));
    const logger = pino({ level: "silent" });
    const runner = createJobRunner({
      db,
      logger,
      mailer: createMailer({ smtpUrl: smtp.url, defaultAddress: "no-reply@pools.example.com", logger }),
      siteUrl: "https://pools.example.com",
      sessionSecret: TEST_SESSION_SECRET,
      workerId: "headers-test",
    });
    try {
      await runner.drain();
      expect(smtp.received).toHaveLength(2);
      for (const subscriber of subscribers) {
        const [mail] = smtp.received.filter((m) => m.to.includes(subscriber.email));
        expect(mail, subscriber.email).toBeDefined();
        const body = mail!.body.replace(/=\r?\n/g, "");
        const header = /^List-Unsubscribe: <(https:\/\/pools\.example\.com\/newsletter\/unsubscribe\/([^>]+))>$/m.exec(
          body,
        );
        expect(header, "List-Unsubscribe").not.toBeNull();
        expect(readUnsubscribeToken(header![2], TEST_SESSION_SECRET)).toBe(subscriber.id);
        expect(body).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
        expect(body).toContain("Subject: Headers test issue");
        expect(body).toContain("Content-Type: multipart/alternative");
        expect(body).toContain("Content-Type: text/html");
        // The same link in the text version (quoted-printable turns "=" into "=3D").
        expect(body.replaceAll("=3D", "=")).toContain(`Unsubscribe with one click: ${header![1]}`);
      }
      expect((await issueRow(issue.id))!.status).toBe("sent");
    } finally {
      await runner.stop();
      await smtp.close();
    }
  });

  it("resumes after the mail server turned it away half-way, without sending anyone twice", async () => {
    const subscribers = await insertSubscribers(Array(6).fill("confirmed"));
    const issue = await sentIssue();
    const { mailer, sent, failWith, heal } = recordingMailer();
    failWith(mailError("421 Too many messages, try later", { responseCode: 421 }), 3);

    const ran = await runNewsletterJobs(mailer, { batchSize: 10 });
    expect(ran).toHaveLength(1);
    expect(sent).toHaveLength(3);
    const { db } = await getTestApp();
    // Certainly not taken: the fourth is pending again, the job waits for its retry.
    expect(await newsletterIssueProgress(db, issue.id)).toMatchObject({ sent: 3, pending: 3, uncertain: 0 });
    const [job] = await db.select().from(jobs).where(eq(jobs.id, ran[0]!.id));
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job!.lastError).toContain("421");

    heal();
    await drainNewsletterJobs(mailer, { batchSize: 10 });
    expect(recipientsOf(sent).sort()).toEqual(subscribers.map((s) => s.email).sort());
    expectNoRepeats(recipientsOf(sent));
    expect((await issueRow(issue.id))!.status).toBe("sent");
  });

  it("stops when the outbox gives up on a failing mail server, and resumes once, from where it stopped", async () => {
    const subscribers = await insertSubscribers(Array(5).fill("confirmed"));
    const issue = await sentIssue();
    const { db } = await getTestApp();
    // The batch's last attempt: one more failure and the outbox gives up on it.
    await db
      .update(jobs)
      .set({ maxAttempts: 1 })
      .where(eq(jobs.uniqueKey, newsletterBatchKey(issue.id, 0)));
    const { mailer, sent, failWith, heal } = recordingMailer();
    failWith(mailError("421 Service not available", { responseCode: 421 }), 2);
    await runNewsletterJobs(mailer, { batchSize: 10 });
    expect(sent).toHaveLength(2);
    const stopped = (await issueRow(issue.id))!;
    expect(stopped.status).toBe("sending");
    expect(await isIssueSendStalled(db, stopped)).toBe(true);
    // Nothing runs by itself any more, however long one waits.
    expect(await runNewsletterJobs(mailer, { now: new Date(Date.now() + 24 * 3_600_000) })).toHaveLength(0);

    heal();
    // Two staff members press "Resume sending" at once: one batch is queued.
    const resumed = await Promise.all([resumeIssueSend(db, issue.id), resumeIssueSend(db, issue.id)]);
    expect(resumed.filter(Boolean)).toHaveLength(1);
    expect(await isIssueSendStalled(db, stopped)).toBe(false);
    expect(await resumeIssueSend(db, issue.id)).toBe(false);
    await drainNewsletterJobs(mailer, { batchSize: 10 });
    expect(recipientsOf(sent).sort()).toEqual(subscribers.map((s) => s.email).sort());
    expectNoRepeats(recipientsOf(sent));
    expect((await issueRow(issue.id))!.status).toBe("sent");
    expect(await resumeIssueSend(db, issue.id)).toBe(false);
  });

  it("never sends again a copy whose fate is unknown (the connection broke while it was on its way)", async () => {
    const subscribers = await insertSubscribers(Array(5).fill("confirmed"));
    const issue = await sentIssue();
    const { mailer, sent, failWith, heal } = recordingMailer();
    failWith(mailError("Connection closed unexpectedly", { code: "ECONNECTION_LOST" }), 2);
    await runNewsletterJobs(mailer, { batchSize: 10 });
    heal();
    await drainNewsletterJobs(mailer, { batchSize: 10 });

    expect(sent).toHaveLength(4);
    expectNoRepeats(recipientsOf(sent));
    const { db } = await getTestApp();
    expect(await newsletterIssueProgress(db, issue.id)).toEqual({
      pending: 0,
      sent: 4,
      failed: 0,
      uncertain: 1,
      total: 5,
    });
    const uncertain = (await deliveriesOf(issue.id)).find((d) => d.status === "sending")!;
    expect(recipientsOf(sent)).not.toContain(subscribers.find((s) => s.id === uncertain.subscriberId)!.email);
    expect((await issueRow(issue.id))!.status).toBe("sent");
  });

  it("marks an address its mail server refuses for good as failed and goes on with the others", async () => {
    await insertSubscribers(Array(3).fill("confirmed"));
    const issue = await sentIssue();
    let calls = 0;
    const { mailer: recorder, sent } = recordingMailer();
    const mailer = {
      ...recorder,
      async send(...args: Parameters<typeof recorder.send>) {
        calls += 1;
        if (calls === 2) throw mailError("550 No such mailbox", { responseCode: 550 });
        return recorder.send(...args);
      },
    };
    await drainNewsletterJobs(mailer, { batchSize: 10 });
    expect(sent).toHaveLength(2);
    const { db } = await getTestApp();
    expect(await newsletterIssueProgress(db, issue.id)).toMatchObject({ sent: 2, failed: 1, pending: 0 });
    expect((await deliveriesOf(issue.id)).find((d) => d.status === "failed")!.lastError).toContain("550");
    expect((await issueRow(issue.id))!.status).toBe("sent");
  });

  it("resumes when a worker died holding the batch: the outbox hands the job on, and the copy in doubt stays unsent", async () => {
    const subscribers = await insertSubscribers(Array(4).fill("confirmed"));
    const issue = await sentIssue();
    const { db } = await getTestApp();
    // Worker A claims the first batch, writes the deliveries, marks the first copy "sending" ... and dies.
    const [claimed] = await claimDueJobs(db, "worker-a", 10);
    expect(claimed!.kind).toBe(NEWSLETTER_SEND_JOB);
    await db.insert(newsletterDeliveries).values(subscribers.map((s) => ({ issueId: issue.id, subscriberId: s.id })));
    expect(await markDeliverySending(db, issue.id, subscribers[0]!.id)).toBe(true);

    // Nothing claims a running job before its worker has been silent for STALE_JOB_MS ...
    const { mailer, sent } = recordingMailer();
    expect(await runNewsletterJobs(mailer, { workerId: "worker-b" })).toHaveLength(0);
    // ... then worker B takes it over.
    const later = new Date(Date.now() + STALE_JOB_MS + 1000);
    const ran = await runNewsletterJobs(mailer, { workerId: "worker-b", now: later });
    expect(ran.map((job) => job.id)).toEqual([claimed!.id]);
    await drainNewsletterJobs(mailer);

    expect(recipientsOf(sent).sort()).toEqual(
      subscribers
        .slice(1)
        .map((s) => s.email)
        .sort(),
    );
    expect(await newsletterIssueProgress(db, issue.id)).toMatchObject({ sent: 3, uncertain: 1, pending: 0 });
    expect((await issueRow(issue.id))!.status).toBe("sent");
  });

  it("skips a subscriber who unsubscribed after the send began", async () => {
    const subscribers = await insertSubscribers(Array(4).fill("confirmed"));
    const issue = await sentIssue();
    const { mailer, sent } = recordingMailer();
    await runNewsletterJobs(mailer, { batchSize: 2 });
    const notYet = subscribers.find((s) => !recipientsOf(sent).includes(s.email))!;
    const { db } = await getTestApp();
    await db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.id, notYet.id));

    await drainNewsletterJobs(mailer, { batchSize: 2 });
    expect(sent).toHaveLength(3);
    expect(recipientsOf(sent)).not.toContain(notYet.email);
    expect((await deliveriesOf(issue.id)).map((d) => d.subscriberId)).not.toContain(notYet.id);
    expect((await issueRow(issue.id))!.status).toBe("sent");
  });

  it("starts once however often it is asked, and a batch queued twice or run twice sends nothing twice", async () => {
    await insertSubscribers(Array(3).fill("confirmed"));
    const issue = await sentIssue();
    const { db } = await getTestApp();
    expect(await startIssueSend(db, issue.id, staffId)).toBeNull();
    await enqueueNewsletterBatch(db, { issueId: issue.id, batch: 0 }, new Date());
    const queued = await db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, newsletterBatchKey(issue.id, 0)));
    expect(queued).toHaveLength(1);

    const { mailer, sent } = recordingMailer();
    await drainNewsletterJobs(mailer);
    // The same first batch, run again by hand (as a duplicate job would be): no one is left pending for it.
    await db.update(jobs).set({ status: "pending", runAt: new Date() }).where(eq(jobs.id, queued[0]!.id));
    await drainNewsletterJobs(mailer);
    expect(sent).toHaveLength(3);
    expectNoRepeats(recipientsOf(sent));
  });
});
