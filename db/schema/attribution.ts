import { boolean, date, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * A click on a tel: link of a public page (decision 033), sent by a beacon. No personal
 * data: no IP, no user agent, no phone number; only the page, the office and the visit's attribution.
 */
export const callClicks = pgTable(
  "call_clicks",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    pagePath: varchar("page_path", { length: 300 }).notNull(),
    /** The office slug as leads.nearest_branch stores it; null when the link names none. */
    branch: varchar("branch", { length: 60 }),
    utmSource: varchar("utm_source", { length: 200 }),
    utmMedium: varchar("utm_medium", { length: 200 }),
    utmCampaign: varchar("utm_campaign", { length: 200 }),
    landingPath: varchar("landing_path", { length: 300 }),
    hasGclid: boolean("has_gclid").notNull().default(false),
  },
  (t) => [index("call_clicks_created_idx").on(t.createdAt)],
);

/**
 * Visits to landing pages (the landing_pages table's and the built-in local pages), counted per
 * day, page and campaign by the server before the response cache. '' stands for "none" so the
 * columns can be part of the primary key the counter upserts on.
 */
export const landingPageVisits = pgTable(
  "landing_page_visits",
  {
    day: date("day", { mode: "string" }).notNull(),
    landingPath: varchar("landing_path", { length: 300 }).notNull(),
    utmSource: varchar("utm_source", { length: 200 }).notNull().default(""),
    utmMedium: varchar("utm_medium", { length: 200 }).notNull().default(""),
    utmCampaign: varchar("utm_campaign", { length: 200 }).notNull().default(""),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "landing_page_visits_pk",
      columns: [t.day, t.landingPath, t.utmSource, t.utmMedium, t.utmCampaign],
    }),
  ],
);
