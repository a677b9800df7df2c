// Staff devices subscribed to web push (decision 039), and who a lead's alert goes to.
import { type SQL, and, asc, desc, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { adminUsers, pushSubscriptions } from "#db/schema/index.ts";
import { findOfficeLocation } from "~/lib/company/offices";
import type { PushSubscriptionInput } from "~/lib/schemas/push-subscription";
import { JOB_PRIORITY, enqueueJobs } from "./jobs.server";

/** Devices kept per staff member; subscribing one more forgets the oldest. */
export const MAX_PUSH_DEVICES = 10;

export interface PushDevice {
  id: number;
  deviceLabel: string;
  createdAt: Date;
  lastPushedAt: Date | null;
}

/** What a push needs of a subscription. */
export interface StoredPushTarget {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const targetColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/**
 * Stores a browser's subscription for a staff member. A browser has one endpoint: subscribing again (new keys,
 * or another staff member signed in on the same phone) replaces the row rather than adding one. Beyond
 * MAX_PUSH_DEVICES the oldest of the staff member's devices are dropped.
 */
export async function savePushSubscription(
  db: Database,
  userId: number,
  subscription: PushSubscriptionInput,
  deviceLabel: string,
  now = new Date(),
): Promise<number> {
  const values = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    deviceLabel,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id });
    // Every alert goes to every device: a list that only grows would multiply them.
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return row!.id;
  });
}

/** A staff member's devices, oldest first. */
export async function listPushDevices(db: Database, userId: number): Promise<PushDevice[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      deviceLabel: pushSubscriptions.deviceLabel,
      createdAt: pushSubscriptions.createdAt,
      lastPushedAt: pushSubscriptions.lastPushedAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/** Removes one of a staff member's own devices; false when it is not theirs (or already gone). */
export async function removePushDevice(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** A subscription the push service says is expired or refused (404/410): it will never deliver again. */
export async function dropPushSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markPushed(db: Database, id: number, now = new Date()): Promise<void> {
  await db.update(pushSubscriptions).set({ lastPushedAt: now }).where(eq(pushSubscriptions.id, id));
}

/** The subscriptions that meet `which`, of active accounts only. */
function activePushTargets(db: Database, which: SQL): Promise<StoredPushTarget[]> {
  return db
    .select(targetColumns)
    .from(pushSubscriptions)
    .innerJoin(adminUsers, eq(adminUsers.id, pushSubscriptions.userId))
    .where(and(which, eq(adminUsers.isActive, true)))
    .orderBy(asc(pushSubscriptions.id));
}

/** The devices of these staff members, active accounts only. */
export async function pushTargetsOfStaff(db: Database, userIds: readonly number[]): Promise<StoredPushTarget[]> {
  return userIds.length ? activePushTargets(db, inArray(pushSubscriptions.userId, [...userIds])) : [];
}

/** These subscriptions, as far as they still exist and belong to active accounts (a retry's remaining devices). */
export async function pushTargetsByIds(db: Database, ids: readonly number[]): Promise<StoredPushTarget[]> {
  return ids.length ? activePushTargets(db, inArray(pushSubscriptions.id, [...ids])) : [];
}

/**
 * Who a lead's alert goes to: its rep while the rep's account is active; otherwise the active sales staff of the
 * lead's office and the managers (admin and operations) of that office or of none (they oversee every office).
 */
export async function leadAlertStaff(
  db: Database,
  lead: { salesRepId: number | null; nearestBranch: string | null },
): Promise<number[]> {
  if (lead.salesRepId !== null) {
    const [rep] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, lead.salesRepId), eq(adminUsers.isActive, true)));
    if (rep) return [rep.id];
  }
  const officeId = findOfficeLocation(lead.nearestBranch)?.id ?? null;
  const managers = and(
    inArray(adminUsers.role, ["admin", "operations"]),
    officeId ? or(isNull(adminUsers.officeId), eq(adminUsers.officeId, officeId)) : undefined,
  );
  const officeSales = officeId ? and(eq(adminUsers.role, "sales"), eq(adminUsers.officeId, officeId)) : undefined;
  const rows = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.isActive, true), officeSales ? or(officeSales, managers) : managers))
    .orderBy(asc(adminUsers.id));
  return rows.map((row) => row.id);
}

/** The e-mail address of an active staff member (null: unknown or deactivated). */
export async function activeStaffEmail(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, userId), eq(adminUsers.isActive, true)));
  return row?.email ?? null;
}

/** A test notification to every device of a staff member, through the outbox like any alert. */
export async function enqueuePushTest(db: Database, userId: number): Promise<void> {
  await enqueueJobs(db, [{ kind: "push.test", payload: { userId }, priority: JOB_PRIORITY.staffAlert }]);
}
