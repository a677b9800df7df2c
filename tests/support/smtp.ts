// A real SMTP server on a random local port, and the outbox sending through it, for tests of the e-mails.
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { jobs } from "#db/schema/index.ts";
import { createJobRunner } from "../../server/job-runner.ts";
import { createMailer } from "../../server/mailer.ts";
import { getTestApp } from "../setup/test-app.ts";

export interface ReceivedMail {
  to: string[];
  body: string;
}

/** Header lines unfolded, so a long subject reads as one line. */
export const unfoldHeaders = (raw: string) => raw.replace(/\r\n(?=[ \t])/g, "");

/**
 * The message's header lines unfolded (their encoded words decoded) and quoted-printable parts decoded (every part of a multipart message: text
 * and HTML), so a test reads the words a recipient reads. Bodies keep their lines as written (a line of text may
 * start with spaces); base64 parts (attachments) stay as sent.
 */
/** RFC 2047 encoded words ("=?UTF-8?Q?Su_dise=C3=B1o?=") as the text they stand for; the space between two goes. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The text/calendar part of a MIME message, decoded (nodemailer picks base64 or quoted-printable). */
export function calendarPart(body: string): string {
  const match = /Content-Type: text\/calendar[^]*?\r\n\r\n([^]*?)\r\n--/i.exec(body);
  if (!match) throw new Error("no text/calendar part");
  const headers = body.slice(body.indexOf(match[0]), body.indexOf(match[0]) + match[0].indexOf("\r\n\r\n"));
  const content = match[1]!;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(content, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = content
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return content;
}

export function decodeMail(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const head = decodeEncodedWords(unfoldHeaders(split < 0 ? raw : raw.slice(0, split)));
  const body = split < 0 ? "" : raw.slice(split);
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(raw)) return head + body;
  const bytes = body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return head + Buffer.from(bytes, "latin1").toString("utf8");
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
}: {
  notifyTo: string;
  workerId: string;
  read?: (raw: string) => string;
  /** Signs the links e-mails carry (the newsletter's confirmation link needs it). */
  sessionSecret?: string;
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
  });
  return { smtp, runner };
}
