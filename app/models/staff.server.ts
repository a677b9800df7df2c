import { count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/index.server.ts";
import { STAFF_ROLES, adminUsers } from "#db/schema/index.ts";
import { hashPassword } from "~/lib/password.server";

export const NewStaffUserSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, "Username must be 3 to 50 characters")
    .max(50, "Username must be 3 to 50 characters")
    .regex(/^[A-Za-z0-9._-]+$/, "Username may use letters, digits, dots, dashes and underscores"),
  email: z.string().trim().max(255).pipe(z.email("Enter a valid e-mail address")),
  password: z.string().min(12, "Password must be at least 12 characters").max(200),
  role: z.enum(STAFF_ROLES, "Role must be admin, operations or sales").default("operations"),
});

export type NewStaffUser = z.input<typeof NewStaffUserSchema>;

export class DuplicateStaffUserError extends Error {}

export async function countStaffUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

export async function createStaffUser(db: Database, input: NewStaffUser) {
  const user = NewStaffUserSchema.parse(input);
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      sql`lower(${adminUsers.username}) = ${user.username.toLowerCase()} or lower(${adminUsers.email}) = ${user.email.toLowerCase()}`,
    )
    .limit(1);
  if (existing) throw new DuplicateStaffUserError("A user with that username or e-mail already exists");
  const [created] = await db
    .insert(adminUsers)
    .values({
      username: user.username,
      email: user.email,
      role: user.role,
      passwordHash: await hashPassword(user.password),
    })
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
  return created!;
}

/** Creates the first admin from ADMIN_* when no staff user exists yet; never a default password. */
export async function ensureFirstAdmin(
  db: Database,
  admin: { username?: string | undefined; email?: string | undefined; password?: string | undefined },
): Promise<"created" | "exists" | "not-configured"> {
  if ((await countStaffUsers(db)) > 0) return "exists";
  if (!admin.username || !admin.email || !admin.password) return "not-configured";
  await createStaffUser(db, { username: admin.username, email: admin.email, password: admin.password, role: "admin" });
  return "created";
}

export async function getStaffUserByUsername(db: Database, username: string) {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, username.toLowerCase()))
    .limit(1);
  return user ?? null;
}
