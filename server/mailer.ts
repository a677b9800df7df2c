import nodemailer from "nodemailer";
import type { Logger } from "pino";
import { type EmailMessage, type MailContext, redactedSummary } from "~/lib/leads/lead-emails";
import { asOneLine } from "~/lib/text/text-characters";

export interface Mailer {
  /** Sends or throws; the job runner retries a throw. */
  send(message: EmailMessage, context: MailContext): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise messages go to the
 * log, as a summary without personal data (names, phones and e-mail
 * addresses stay in the database).
 */
export interface MailerOptions {
  smtpUrl?: string | undefined;
  /** SMTP_FROM: a full sender ("Name <address>") that overrides the message's sender name. */
  from?: string | undefined;
  /** The sender address when SMTP_FROM is not set, named after the company profile's name. */
  defaultAddress: string;
  logger: Logger;
}

/**
 * What nodemailer is given for a message. Every header value is put on one line: the subject and the sender's
 * name hold text from forms and settings, and a line break there would start a header (or a body) of its own.
 */
export function mailOptions(message: EmailMessage, from: string | undefined, defaultAddress: string) {
  const oneLine = (value: string) => asOneLine(value).trim();
  return {
    from: from ? oneLine(from) : { name: oneLine(message.senderName), address: oneLine(defaultAddress) },
    to: message.to.map(oneLine),
    replyTo: message.replyTo === undefined ? undefined : oneLine(message.replyTo),
    subject: oneLine(message.subject),
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(message.headers).map(([name, value]) => [oneLine(name), oneLine(value)]),
          ),
        }
      : {}),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((file) => ({
            ...file,
            filename: oneLine(file.filename),
            contentType: oneLine(file.contentType),
          })),
        }
      : {}),
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, defaultAddress, logger } = options;
  if (!smtpUrl) {
    return {
      async send(message, context) {
        logger.info({ email: redactedSummary(message, context) }, "e-mail not sent: SMTP_URL is not set");
      },
      close() {},
    };
  }
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Kept-open connections: a burst of lead e-mails costs one SMTP handshake per connection, not one per message.
    // A few in parallel, as the job runner sends a batch side by side; most mail servers accept that many.
    pool: true,
    maxConnections: 5,
    maxMessages: 100,
    // A slow or dead mail server must not hold a job for long; the runner retries.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail(mailOptions(message, from, defaultAddress));
    },
    close() {
      transport.close();
    },
  };
}
