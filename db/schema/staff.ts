import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { checkOneOf, timestamps } from "./columns.ts";
import { STAFF_ROLES } from "./enums.ts";

export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    username: varchar("username", { length: 50 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    role: varchar("role", { length: 20 }).notNull().default("operations"),
    isActive: boolean("is_active").notNull().default(true),
    testModePreference: boolean("test_mode_preference").notNull().default(true),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** Office the staff member works from (app/lib/company/offices.ts office id). */
    officeId: varchar("office_id", { length: 40 }),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** Whether the morning digest of tasks and leads is e-mailed to them on working days (their account's choice). */
    digestEnabled: boolean("digest_enabled").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("admin_users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("admin_users_email_lower_idx").on(sql`lower(${t.email})`),
    checkOneOf("admin_users_role_check", "role", STAFF_ROLES),
    check("admin_users_username_length_check", sql`char_length(${t.username}) >= 3`),
  ],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** SHA-256 of the random session token; the token itself is only in the cookie. */
    token: varchar("token", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId), index("admin_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * A browser or phone where a staff member turned on push notifications (Web Push): the push service's endpoint and
 * the subscription's keys. Dropped when the push service answers that it is gone, or when its owner removes it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: varchar("p256dh", { length: 200 }).notNull(),
    auth: varchar("auth", { length: 100 }).notNull(),
    /** What the staff member sees in their device list, read from the browser's user agent ("Chrome on Android"). */
    deviceLabel: varchar("device_label", { length: 120 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastPushedAt: timestamp("last_pushed_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
