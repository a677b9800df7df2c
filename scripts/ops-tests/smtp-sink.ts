// A local SMTP server that keeps every message it is sent, for counting the
// lead e-mails. `holdDelivery` makes it keep each message's DATA step open
// until release(), so a test can catch the job runner in the middle of a send.
import { SMTPServer } from "smtp-server";

export interface SentMessage {
  /** Envelope recipients. */
  to: string[];
  /** Headers and body as sent. */
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: SentMessage[];
  /** Resolves when a message has started arriving (holdDelivery: it waits for release()). */
  firstDelivery: Promise<void>;
  release(): void;
  close(): Promise<void>;
}

export async function startSmtpSink(port: number, { holdDelivery = false } = {}): Promise<SmtpSink> {
  const messages: SentMessage[] = [];
  let release = () => {};
  const released = holdDelivery ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let delivering = () => {};
  const firstDelivery = new Promise<void>((resolve) => (delivering = resolve));

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      delivering();
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void released.then(() => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    firstDelivery,
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
