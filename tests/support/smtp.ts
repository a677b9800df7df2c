// A real SMTP server on a random local port, and the outbox sending through it, for tests of the e-mails.
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { jobs } from "#db/schema/index.ts";
import { DEFAULT_LEAD_NOTIFICATIONS } from "~/lib/schemas/site-settings";
import { saveSetting } from "~/models/site-settings.server";
import { createJobRunner } from "../../server/job-runner.ts";
import { createMailer } from "../../server/mailer.ts";
import type { PushSender } from "../../server/push-sender.ts";
import { getTestApp } from "../setup/test-app.ts";
import { calendarPart, decodeMail, unfoldHeaders } from "./mail-text.ts";

export { calendarPart, decodeMail, unfoldHeaders };

export interface ReceivedMail {
  to: string[];
  body: string;
}

/**
 * Starts the server; it can be told to refuse the next messages. `read` turns the raw message into what the test
 * reads (headers unfolded, a body decoded); the raw text by default.
 */
export async function startSmtp(read: (raw: string) => string = (raw) => raw) {
  const received: ReceivedMail[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      stream.on("end", () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          const error = new Error("Mailbox temporarily unavailable") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: read(body) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(count: number) {
      refuseNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The outbox as the server runs it, sending through a fresh SMTP sink (`read` as for startSmtp): the jobs earlier
 * test files left pending are marked done first, as they are not the calling test's concern.
 */
export async function startOutbox({
  notifyTo,
  workerId,
  read,
  sessionSecret,
  push,
}: {
  notifyTo: string;
  workerId: string;
  read?: (raw: string) => string;
  /** Signs the links e-mails carry (the newsletter's confirmation link needs it). */
  sessionSecret?: string;
  /** Pushes to staff devices (tests/support/push.ts); e-mail only without it. */
  push?: PushSender;
}) {
  const { db } = await getTestApp();
  const smtp = await startSmtp(read);
  const logger = pino({ level: "silent" });
  await db.update(jobs).set({ status: "done" }).where(eq(jobs.status, "pending"));
  const runner = createJobRunner({
    db,
    logger,
    mailer: createMailer({ smtpUrl: smtp.url, defaultAddress: "no-reply@pools.example.com", logger }),
    siteUrl: "https://pools.example.com",
    notifyTo,
    workerId,
    sessionSecret,
    ...(push ? { push } : {}),
  });
  return { smtp, runner };
}

/**
 * The outbox, with the offices' e-mail recipients as a fresh site has them: the worker's database is shared with
 * earlier test files, which may have named others.
 */
export async function startOutboxWithDefaultRecipients(options: Parameters<typeof startOutbox>[0]) {
  const { db } = await getTestApp();
  await saveSetting(db, "lead-notifications", DEFAULT_LEAD_NOTIFICATIONS, null);
  return startOutbox(options);
}
