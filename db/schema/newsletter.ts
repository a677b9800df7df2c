import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { checkOneOf, timestamps } from "./columns.ts";
import {
  NEWSLETTER_DELIVERY_STATUSES,
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_SUBSCRIBER_STATUSES,
  SITE_LANGUAGES,
} from "./enums.ts";
import { leads } from "./leads.ts";
import { adminUsers } from "./staff.ts";

/**
 * An address on the newsletter list, with the consent its owner gave: when, on which page, and the words shown
 * beside the box they ticked (kept as shown, so the record proves what was agreed to).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 255 }).notNull(),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentPage: varchar("consent_page", { length: 300 }).notNull(),
    consentText: varchar("consent_text", { length: 500 }).notNull(),
    /** The lead whose form ticked "Send me pool tips", if it came that way. */
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The language of the page the address was given on (LOCALES): its e-mails are written in it. */
    language: varchar("language", { length: 2 }).notNull().default("en"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_status_idx").on(t.status, t.createdAt),
    checkOneOf("newsletter_subscribers_status_check", "status", NEWSLETTER_SUBSCRIBER_STATUSES),
    checkOneOf("newsletter_subscribers_language_check", "language", SITE_LANGUAGES),
  ],
);

/** An issue of the newsletter: a subject, an introduction and a few blog posts, in the order staff picked them. */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    subject: varchar("subject", { length: 200 }).notNull(),
    intro: text("intro").notNull(),
    postIds: jsonb("post_ids")
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    createdById: integer("created_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    sentById: integer("sent_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  () => [checkOneOf("newsletter_issues_status_check", "status", NEWSLETTER_ISSUE_STATUSES)],
);

/**
 * One issue to one address: a row per confirmed subscriber, written when the send starts. The primary key makes a
 * second copy to an address impossible to queue; the status says how far each got (NEWSLETTER_DELIVERY_STATUSES).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index("newsletter_deliveries_status_idx").on(t.issueId, t.status),
    checkOneOf("newsletter_deliveries_status_check", "status", NEWSLETTER_DELIVERY_STATUSES),
  ],
);
