import { eq, lt } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { type StaffRole, adminSessions, adminUsers } from "#db/schema/index.ts";
import type { OfficeId } from "~/lib/company/offices";

// Database sessions of staff members. Only the SHA-256 of a session token is
// stored (`tokenHash`); the token itself lives in the staff member's cookie.

export interface StaffSessionRecord {
  session: { id: number; createdAt: Date; expiresAt: Date; lastSeenAt: Date };
  user: {
    id: number;
    username: string;
    email: string;
    role: StaffRole;
    isActive: boolean;
    mustChangePassword: boolean;
    testModePreference: boolean;
    officeId: OfficeId | null;
  };
}

export async function createStaffSession(
  db: Database,
  {
    userId,
    tokenHash,
    expiresAt,
    now = new Date(),
  }: { userId: number; tokenHash: string; expiresAt: Date; now?: Date },
) {
  const [row] = await db
    .insert(adminSessions)
    .values({ userId, token: tokenHash, expiresAt, createdAt: now, lastSeenAt: now })
    .returning({ id: adminSessions.id });
  return row!;
}

/** The session with this token hash and its user, whatever their state (the caller checks expiry and isActive). */
export async function findStaffSession(db: Database, tokenHash: string): Promise<StaffSessionRecord | null> {
  const [row] = await db
    .select({
      session: {
        id: adminSessions.id,
        createdAt: adminSessions.createdAt,
        expiresAt: adminSessions.expiresAt,
        lastSeenAt: adminSessions.lastSeenAt,
      },
      user: {
        id: adminUsers.id,
        username: adminUsers.username,
        email: adminUsers.email,
        role: adminUsers.role,
        isActive: adminUsers.isActive,
        mustChangePassword: adminUsers.mustChangePassword,
        testModePreference: adminUsers.testModePreference,
        officeId: adminUsers.officeId,
      },
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(eq(adminSessions.token, tokenHash))
    .limit(1);
  if (!row) return null;
  return {
    session: row.session,
    user: { ...row.user, role: row.user.role as StaffRole, officeId: row.user.officeId as OfficeId | null },
  };
}

/** Records activity; with expiresAt, also extends the session (sliding renewal). */
export async function touchStaffSession(
  db: Database,
  id: number,
  { lastSeenAt, expiresAt }: { lastSeenAt: Date; expiresAt?: Date | undefined },
) {
  await db
    .update(adminSessions)
    .set(expiresAt ? { lastSeenAt, expiresAt } : { lastSeenAt })
    .where(eq(adminSessions.id, id));
}

export async function deleteStaffSession(db: Database, tokenHash: string) {
  await db.delete(adminSessions).where(eq(adminSessions.token, tokenHash));
}

export async function deleteStaffSessionById(db: Database, id: number) {
  await db.delete(adminSessions).where(eq(adminSessions.id, id));
}

/** Housekeeping: removes sessions past their expiry. */
export async function deleteExpiredStaffSessions(db: Database, now = new Date()) {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
}
