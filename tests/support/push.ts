// A stand-in push service and browser subscriptions for the web-push tests: a local HTTP server receives the
// encrypted POSTs, and each subscription's keys are made here, so a test reads what a phone would show.
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { type IncomingHttpHeaders, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createPushSender } from "../../server/push-sender.ts";
import pino from "pino";
import { TEST_VAPID_KEYS } from "../setup/test-app.ts";

export interface ReceivedPush {
  device: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: every device is a path; `answer` sets the status a device's pushes get (201 by default). */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const device = (req.url ?? "/").slice(1);
      const status = answers.get(device) ?? 201;
      if (status < 300) received.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    endpointOf: (device: string) => `${baseUrl}/${device}`,
    answer(device: string, status: number) {
      answers.set(device, status);
    },
    to: (device: string) => received.filter((push) => push.device === device),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A browser's subscription keys (P-256 key pair and auth secret), able to decrypt what is pushed to it. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    /** RFC 8291 (aes128gcm, one record): the JSON the service worker would read. */
    decrypt(body: Buffer): unknown {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync("sha256", shared, auth, info, 32));
      const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", key, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2 and zero padding.
      const end = padded.lastIndexOf(2);
      return JSON.parse(padded.subarray(0, end).toString("utf8"));
    },
  };
}

/** The job runner's push sender, signing with the test app's VAPID keys. */
export function testPushSender() {
  return createPushSender({
    publicKey: TEST_VAPID_KEYS.publicKey,
    privateKey: TEST_VAPID_KEYS.privateKey,
    subject: "mailto:it@pools.example.com",
    logger: pino({ level: "silent" }),
    timeoutMs: 5_000,
  });
}
