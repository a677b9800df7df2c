import webpush from "web-push";
import type { Logger } from "pino";
import type { StaffPushMessage } from "~/lib/staff/staff-push-message";

/** What a push needs of a stored subscription. */
export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** "sent"; "gone": the push service no longer knows the subscription (404/410), drop it; else why it failed. */
export type PushOutcome = "sent" | "gone" | { error: string };

export interface PushSender {
  /** False when no VAPID keys are configured: nothing is pushed. */
  readonly enabled: boolean;
  /** `contactSubject`: the VAPID contact used when VAPID_SUBJECT is not set (mailto: the company). */
  deliver(target: PushTarget, message: StaffPushMessage, contactSubject: string): Promise<PushOutcome>;
}

export interface PushSenderOptions {
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string | undefined;
  logger: Logger;
  timeoutMs?: number;
}

/** A push service keeps an alert this long for a phone that is off: a lead is still worth calling tomorrow. */
const ALERT_TTL_SECONDS = 24 * 60 * 60;

/**
 * Encrypts with web-push (RFC 8291, aes128gcm) and posts with fetch: the push service's answer decides what
 * happens to the subscription, and a slow service cannot hold a job longer than the timeout.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const { publicKey, privateKey, subject, logger } = options;
  if (!publicKey || !privateKey) {
    return {
      enabled: false,
      async deliver() {
        return { error: "web push is not configured" };
      },
    };
  }
  return {
    enabled: true,
    async deliver(target, message, contactSubject) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: subject ?? contactSubject, publicKey, privateKey },
          TTL: ALERT_TTL_SECONDS,
          urgency: "high",
          contentEncoding: "aes128gcm",
        },
      );
      const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
      try {
        const response = await fetch(details.endpoint, {
          method: "POST",
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: "error",
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return "sent";
        if (response.status === 404 || response.status === 410) return "gone";
        return { error: `push service answered ${response.status}` };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.debug({ subscriptionId: target.id, reason }, "push not delivered");
        return { error: `push service unreachable: ${reason}` };
      }
    },
  };
}
