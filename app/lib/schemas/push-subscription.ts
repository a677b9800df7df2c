// A browser's push subscription as PushSubscription.toJSON() gives it, and the staff forms of the device list.
import { z } from "./zod";

export const PUSH_MESSAGES = {
  endpoint: "The push endpoint must be the https:// address of a push service.",
  p256dh: "The subscription's p256dh key must be a P-256 public key in base64url.",
  auth: "The subscription's auth secret must be 16 bytes in base64url.",
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url value that decodes to exactly `bytes` bytes (and, for a public key, starts as an uncompressed point). */
function base64urlKey(bytes: number, message: string, firstByte?: number) {
  return z
    .string({ error: message })
    .max(200, message)
    .regex(BASE64URL, message)
    .refine((value) => {
      const decoded = Buffer.from(value, "base64url");
      return decoded.length === bytes && (firstByte === undefined || decoded[0] === firstByte);
    }, message);
}

export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.endpoint })
    .max(2000, PUSH_MESSAGES.endpoint)
    .refine((value) => {
      try {
        const { protocol, hostname } = new URL(value);
        // Push services have public names: an address or a bare host name could only point into our own network.
        const isAddress = /^[\d.]+$|^\[/.test(hostname);
        return protocol === "https:" && hostname.includes(".") && !isAddress;
      } catch {
        return false;
      }
    }, PUSH_MESSAGES.endpoint),
  // RFC 8291: a 65-byte uncompressed P-256 point and a 16-byte authentication secret.
  keys: z.object(
    {
      p256dh: base64urlKey(65, PUSH_MESSAGES.p256dh, 0x04),
      auth: base64urlKey(16, PUSH_MESSAGES.auth),
    },
    { error: PUSH_MESSAGES.p256dh },
  ),
  expirationTime: z.number().nullable().optional(),
});

export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** "Remove" on a row of the device list. */
export const PushDeviceRemoveSchema = z.object({ deviceId: z.coerce.number().int().positive() });
