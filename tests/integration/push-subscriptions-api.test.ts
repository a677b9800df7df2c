// The staff member's side of push: storing a browser's subscription (POST /api/admin/push-subscriptions), the
// devices on the account page, removing one and sending oneself a test.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs, pushSubscriptions } from "#db/schema/index.ts";
import { MAX_PUSH_DEVICES } from "~/models/push-subscriptions.server";
import { getTestApp } from "../setup/test-app.ts";
import { BROWSER_USER_AGENT } from "../support/http.ts";
import {
  createTestStaff,
  pageText,
  signedInStaff,
  type SignedInStaff,
  signInAs,
  staffPost,
  staffRequest,
} from "../support/staff-sessions.ts";
import { browserKeys } from "../support/push.ts";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

let endpointCounter = 0;
function subscription(overrides: Record<string, unknown> = {}) {
  endpointCounter += 1;
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/test-${process.pid}-${Date.now()}-${endpointCounter}`,
    expirationTime: null,
    keys: browserKeys().keys,
    ...overrides,
  };
}

async function postSubscription(cookie: string | null, body: unknown, userAgent = ANDROID_CHROME) {
  const { baseUrl } = await getTestApp();
  return staffRequest("/api/admin/push-subscriptions", cookie, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, "User-Agent": userAgent },
    body: JSON.stringify(body),
  });
}

async function storedFor(userId: number) {
  const { db } = await getTestApp();
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

let rep: SignedInStaff;

beforeAll(async () => {
  rep = await signedInStaff("sales", { officeId: "orlando" });
});

describe("POST /api/admin/push-subscriptions", () => {
  it("refuses anonymous callers with 401 and stores nothing", async () => {
    const body = subscription();
    const response = await postSubscription(null, body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Sign in to continue." });
    const { db } = await getTestApp();
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint))).toEqual([]);
  });

  it.each([
    ["an http endpoint", { endpoint: "http://push.example.com/abc" }, "endpoint", "https:// address of a push service"],
    ["no endpoint", { endpoint: undefined }, "endpoint", "https:// address of a push service"],
    ["an endpoint at an IP address", { endpoint: "https://10.0.0.5/push" }, "endpoint", "address of a push service"],
    [
      "an endpoint on a bare host name",
      { endpoint: "https://localhost/push" },
      "endpoint",
      "address of a push service",
    ],
    ["a short p256dh key", { keys: { p256dh: "BAAA", auth: browserKeys().keys.auth } }, "keys.p256dh", "P-256"],
    [
      "an auth secret that is not base64url",
      { keys: { p256dh: browserKeys().keys.p256dh, auth: "not/base64+url==" } },
      "keys.auth",
      "16 bytes",
    ],
    ["no keys", { keys: undefined }, "keys", "P-256"],
  ])("answers 400 for %s, naming the field, and stores nothing", async (_case, change, field, message) => {
    const response = await postSubscription(rep.cookie, subscription(change));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe("This is not a valid push subscription.");
    expect(body.errors[field]).toContain(message);
    expect(await storedFor(rep.id)).toEqual([]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { baseUrl } = await getTestApp();
    const response = await staffRequest("/api/admin/push-subscriptions", rep.cookie, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: "{endpoint:",
    });
    expect(response.status).toBe(400);
    expect(await storedFor(rep.id)).toEqual([]);
  });

  it("stores a valid subscription with the device's name, once per browser, and lists it", async () => {
    const body = subscription();
    const response = await postSubscription(rep.cookie, body);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ device: { deviceLabel: "Chrome on Android" } });
    // The same browser subscribing again (new keys) replaces its row.
    const again = await postSubscription(rep.cookie, { ...body, keys: browserKeys().keys });
    expect(again.status).toBe(201);
    const rows = await storedFor(rep.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: body.endpoint, deviceLabel: "Chrome on Android", lastPushedAt: null });

    const listed = await staffRequest("/api/admin/push-subscriptions", rep.cookie, {
      headers: { Accept: "application/json" },
    });
    expect(listed.status).toBe(200);
    const list = (await listed.json()) as { publicKey: string; devices: { deviceLabel: string }[] };
    expect(list.publicKey).toBe((await getTestApp()).config.pushPublicKey);
    expect(list.devices.map((d) => d.deviceLabel)).toEqual(["Chrome on Android"]);
  });

  it("keeps a staff member's newest devices only, up to the limit", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_PUSH_DEVICES; i++) {
      const body = subscription();
      endpoints.push(body.endpoint);
      expect((await postSubscription(cookie, body)).status).toBe(201);
    }
    const kept = (await storedFor(user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(1).sort());
  });
});

describe("the account page's devices", () => {
  it("lists the devices, sends a test to them and removes one with a plain form post", async () => {
    const user = await createTestStaff("sales");
    const cookie = await signInAs(user);
    await postSubscription(cookie, subscription(), ANDROID_CHROME);
    await postSubscription(cookie, subscription(), BROWSER_USER_AGENT);
    const other = await createTestStaff("sales");
    await postSubscription(await signInAs(other), subscription());

    let html = await pageText(await staffRequest("/admin/account", cookie));
    expect(html).toContain("Your devices");
    expect(html).toContain("Chrome on Android");
    expect(html).toContain("Chrome on Linux");
    expect(html).toContain("Turn on notifications on this device");
    expect(html).toContain('rel="manifest" href="/admin/manifest.webmanifest"');

    const test = await staffPost("/admin/account", cookie, { intent: "test-push" });
    expect(test.status).toBe(302);
    const { db } = await getTestApp();
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "push.test"), eq(jobs.status, "pending")));
    expect(queued.some((job) => (job.payload as { userId: number }).userId === user.id)).toBe(true);

    const [android] = (await storedFor(user.id)).filter((row) => row.deviceLabel === "Chrome on Android");
    // Someone else's device cannot be removed from this account.
    const [othersDevice] = await storedFor(other.id);
    const refused = await staffPost("/admin/account", cookie, {
      intent: "remove-device",
      deviceId: String(othersDevice!.id),
    });
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("That device is not in your list any more.");
    expect(await storedFor(other.id)).toHaveLength(1);

    const removed = await staffPost("/admin/account", cookie, {
      intent: "remove-device",
      deviceId: String(android!.id),
    });
    expect(removed.status).toBe(302);
    expect((await storedFor(user.id)).map((row) => row.deviceLabel)).toEqual(["Chrome on Linux"]);
    html = await pageText(await staffRequest("/admin/account", cookie));
    expect(html).not.toContain("Chrome on Android");
  });
});
