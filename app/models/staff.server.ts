import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { type StaffRole, adminSessions, adminUsers } from "#db/schema/index.ts";
import type { OfficeId } from "~/lib/company/offices";
import { hashPassword } from "~/lib/staff/password.server";
import { type NewStaffUser, NewStaffUserSchema, STAFF_MESSAGES } from "~/lib/schemas/staff";

export { NewStaffUserSchema, type NewStaffUser };

/** A staff user as the staff area shows it: never the password hash. */
export interface StaffUser {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  isActive: boolean;
  testModePreference: boolean;
  mustChangePassword: boolean;
  officeId: OfficeId | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const staffUserColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  email: adminUsers.email,
  role: adminUsers.role,
  isActive: adminUsers.isActive,
  testModePreference: adminUsers.testModePreference,
  mustChangePassword: adminUsers.mustChangePassword,
  officeId: adminUsers.officeId,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: adminUsers.createdAt,
  updatedAt: adminUsers.updatedAt,
};

type StaffUserRow = { [K in keyof typeof staffUserColumns]: unknown } & { role: string; officeId: string | null };

function toStaffUser(row: StaffUserRow): StaffUser {
  return { ...(row as unknown as StaffUser), role: row.role as StaffRole, officeId: row.officeId as OfficeId | null };
}

/** A username or e-mail that another user already has; `field` names which. */
export class DuplicateStaffUserError extends Error {
  constructor(readonly field: "username" | "email") {
    super(field === "username" ? STAFF_MESSAGES.usernameTaken : STAFF_MESSAGES.emailTaken);
    this.name = "DuplicateStaffUserError";
  }
}

export async function countStaffUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

async function findDuplicate(
  db: Database,
  { username, email, exceptId }: { username?: string; email: string; exceptId?: number },
): Promise<"username" | "email" | null> {
  const rows = await db
    .select({ username: adminUsers.username, email: adminUsers.email })
    .from(adminUsers)
    .where(
      and(
        username === undefined
          ? sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`
          : sql`(lower(${adminUsers.username}) = ${username.toLowerCase()} or lower(${adminUsers.email}) = ${email.toLowerCase()})`,
        exceptId === undefined ? undefined : ne(adminUsers.id, exceptId),
      ),
    )
    .limit(2);
  if (username !== undefined && rows.some((r) => r.username.toLowerCase() === username.toLowerCase())) {
    return "username";
  }
  return rows.length > 0 ? "email" : null;
}

/** A unique-index violation that slipped past the check (two admins at once) → DuplicateStaffUserError. */
function rethrowDuplicate(error: unknown): never {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string });
  if (cause && "code" in cause && cause.code === "23505") {
    const constraint = "constraint" in cause ? String(cause.constraint ?? "") : "";
    throw new DuplicateStaffUserError(constraint.includes("username") ? "username" : "email");
  }
  throw error;
}

export async function createStaffUser(db: Database, input: NewStaffUser) {
  const user = NewStaffUserSchema.parse(input);
  const duplicate = await findDuplicate(db, user);
  if (duplicate) throw new DuplicateStaffUserError(duplicate);
  const passwordHash = await hashPassword(user.password);
  try {
    const [created] = await db
      .insert(adminUsers)
      .values({
        username: user.username,
        email: user.email,
        role: user.role,
        officeId: user.officeId ?? null,
        mustChangePassword: user.mustChangePassword,
        passwordHash,
      })
      .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
    return created!;
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/**
 * Creates the first admin from ADMIN_* when no staff user exists yet; never a
 * default password. The ADMIN_PASSWORD stays in the deployment's settings, so
 * it counts as temporary: the admin chooses their own at the first sign-in.
 */
export async function ensureFirstAdmin(
  db: Database,
  admin: { username?: string | undefined; email?: string | undefined; password?: string | undefined },
): Promise<"created" | "exists" | "not-configured"> {
  if ((await countStaffUsers(db)) > 0) return "exists";
  if (!admin.username || !admin.email || !admin.password) return "not-configured";
  await createStaffUser(db, {
    username: admin.username,
    email: admin.email,
    password: admin.password,
    role: "admin",
    mustChangePassword: true,
  });
  return "created";
}

/** The user a sign-in names, by username or e-mail (case-insensitive), with the password hash. */
export async function getStaffUserForSignIn(db: Database, identifier: string) {
  const name = identifier.trim().toLowerCase();
  const [user] = await db
    .select({ ...staffUserColumns, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.username}) = ${name} or lower(${adminUsers.email}) = ${name}`)
    // A username that looks like someone else's e-mail cannot exist (usernames have no "@"), so at most one row.
    .limit(1);
  return user ? { ...toStaffUser(user), passwordHash: user.passwordHash } : null;
}

/** The password hash of a user (own-password change checks the current one). */
export async function getStaffPasswordHash(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ hash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, id));
  return row?.hash ?? null;
}

export async function getStaffUserById(db: Database, id: number): Promise<StaffUser | null> {
  const [row] = await db.select(staffUserColumns).from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row ? toStaffUser(row) : null;
}

/** Every staff user, active first, then by username. */
export async function listStaffUsers(db: Database): Promise<StaffUser[]> {
  const rows = await db
    .select(staffUserColumns)
    .from(adminUsers)
    .orderBy(sql`${adminUsers.isActive} desc`, asc(sql`lower(${adminUsers.username})`));
  return rows.map(toStaffUser);
}

export async function recordStaffSignIn(db: Database, id: number, now = new Date()) {
  await db.update(adminUsers).set({ lastLoginAt: now }).where(eq(adminUsers.id, id));
}

/** Changes e-mail, role and office; DuplicateStaffUserError for an e-mail in use. Returns false for an unknown id. */
export async function updateStaffUser(
  db: Database,
  id: number,
  change: { email: string; role: StaffRole; officeId?: OfficeId | null | undefined },
  now = new Date(),
): Promise<boolean> {
  if (await findDuplicate(db, { email: change.email, exceptId: id })) throw new DuplicateStaffUserError("email");
  try {
    const rows = await db
      .update(adminUsers)
      .set({ email: change.email, role: change.role, officeId: change.officeId ?? null, updatedAt: now })
      .where(eq(adminUsers.id, id))
      .returning({ id: adminUsers.id });
    return rows.length > 0;
  } catch (error) {
    rethrowDuplicate(error);
  }
}

/**
 * Activates or deactivates a user. Deactivation ends every session of the
 * user in the same transaction (the guard also refuses inactive users).
 */
export async function setStaffUserActive(db: Database, id: number, isActive: boolean, now = new Date()) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(adminUsers)
      .set({ isActive, updatedAt: now })
      .where(eq(adminUsers.id, id))
      .returning({ id: adminUsers.id });
    if (!isActive) await tx.delete(adminSessions).where(eq(adminSessions.userId, id));
    return rows.length > 0;
  });
}

/**
 * Sets a new password. `temporary` (an admin's reset) makes the user choose
 * their own at the next sign-in and ends all of their sessions; an own change
 * ends every session but the one in use (`keepSessionId`).
 */
export async function setStaffUserPassword(
  db: Database,
  id: number,
  password: string,
  { temporary, keepSessionId, now = new Date() }: { temporary: boolean; keepSessionId?: number; now?: Date },
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(adminUsers)
      .set({ passwordHash, mustChangePassword: temporary, updatedAt: now })
      .where(eq(adminUsers.id, id))
      .returning({ id: adminUsers.id });
    await tx
      .delete(adminSessions)
      .where(
        and(
          eq(adminSessions.userId, id),
          keepSessionId === undefined ? undefined : ne(adminSessions.id, keepSessionId),
        ),
      );
    return rows.length > 0;
  });
}

/** The test-mode preference of the dashboard and lead lists (AdminUser.testModePreference). */
export async function setStaffTestModePreference(db: Database, id: number, show: boolean, now = new Date()) {
  await db.update(adminUsers).set({ testModePreference: show, updatedAt: now }).where(eq(adminUsers.id, id));
}

/** Whether a staff member gets the morning digest (their account's choice). */
export async function getStaffDigestEnabled(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ on: adminUsers.digestEnabled })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .limit(1);
  return row?.on ?? false;
}

export async function setStaffDigestEnabled(db: Database, id: number, on: boolean, now = new Date()) {
  await db.update(adminUsers).set({ digestEnabled: on, updatedAt: now }).where(eq(adminUsers.id, id));
}

/** The active staff who want the morning digest. */
export async function listDigestRecipients(db: Database): Promise<StaffUser[]> {
  const rows = await db
    .select(staffUserColumns)
    .from(adminUsers)
    .where(and(eq(adminUsers.isActive, true), eq(adminUsers.digestEnabled, true)))
    .orderBy(asc(adminUsers.id));
  return rows.map(toStaffUser);
}
