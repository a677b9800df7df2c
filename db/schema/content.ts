import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { checkOneOf, timestamps } from "./columns.ts";
import { BLOG_POST_STATUSES, LANDING_CONTENT_TYPES, PUBLISH_STATUSES } from "./enums.ts";
import { adminUsers } from "./staff.ts";

export const blogCategories = pgTable("blog_categories", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull().unique(),
  nameEs: varchar("name_es", { length: 100 }),
  slug: varchar("slug", { length: 120 }).notNull().unique(),
  description: text("description"),
  ...timestamps,
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 255 }).notNull(),
    slug: varchar("slug", { length: 255 }).notNull().unique(),
    excerpt: text("excerpt"),
    /** Sanitised HTML. */
    content: text("content").notNull().default(""),
    coverImage: varchar("cover_image", { length: 1000 }),
    categoryId: integer("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: varchar("author", { length: 100 }),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    metaTitle: varchar("meta_title", { length: 255 }),
    metaDescription: varchar("meta_description", { length: 500 }),
    /** The post in Spanish (decision 047): a post without a Spanish title and content is not on the Spanish blog. */
    titleEs: varchar("title_es", { length: 255 }),
    excerptEs: text("excerpt_es"),
    /** Sanitised HTML. */
    contentEs: text("content_es"),
    metaTitleEs: varchar("meta_title_es", { length: 255 }),
    metaDescriptionEs: varchar("meta_description_es", { length: 500 }),
    /** The tags in Spanish; empty: a Spanish article shows no tags (the English ones go with the English article). */
    tagsEs: text("tags_es")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt.desc()),
    index("blog_posts_scheduled_idx").on(t.status, t.scheduledFor),
    index("blog_posts_category_idx").on(t.categoryId),
    index("blog_posts_author_idx").on(t.author),
    checkOneOf("blog_posts_status_check", "status", BLOG_POST_STATUSES),
  ],
);

export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description"),
    titleEs: varchar("title_es", { length: 255 }),
    descriptionEs: text("description_es"),
    category: varchar("category", { length: 100 }),
    type: varchar("type", { length: 20 }),
    fileUrl: varchar("file_url", { length: 1000 }),
    pages: integer("pages"),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    displayOrder: integer("display_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("resources_status_idx").on(t.status, t.displayOrder),
    checkOneOf("resources_status_check", "status", PUBLISH_STATUSES),
  ],
);

/**
 * Financing partners shown on /financing and their stored rates: a
 * lender and the rate it offers are one record, so staff edit both in one place.
 */
export const financingOptions = pgTable(
  "financing_options",
  {
    id: serial("id").primaryKey(),
    key: varchar("key", { length: 50 }).notNull().unique(),
    name: varchar("name", { length: 100 }).notNull(),
    description: text("description"),
    descriptionEs: text("description_es"),
    lender: varchar("lender", { length: 100 }),
    apr: numeric("apr", { precision: 5, scale: 2, mode: "number" }).notNull(),
    interestRate: numeric("interest_rate", { precision: 5, scale: 2, mode: "number" }),
    loanTermMonths: integer("loan_term_months").notNull(),
    minAmount: integer("min_amount").notNull(),
    maxAmount: integer("max_amount").notNull(),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text("requirements")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuresEs: text("features_es")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirementsEs: text("requirements_es")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    creditScoreRequired: varchar("credit_score_required", { length: 20 }),
    url: varchar("url", { length: 1000 }),
    promoted: boolean("promoted").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    lastRateUpdate: timestamp("last_rate_update", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("financing_options_active_idx").on(t.isActive, t.displayOrder),
    check("financing_options_amounts_check", sql`${t.minAmount} <= ${t.maxAmount}`),
  ],
);

export const urlMappings = pgTable(
  "url_mappings",
  {
    id: serial("id").primaryKey(),
    legacyUrl: varchar("legacy_url", { length: 500 }).notNull().unique(),
    targetPage: varchar("target_page", { length: 100 }).notNull(),
    description: text("description"),
    isActive: boolean("is_active").notNull().default(true),
    priority: integer("priority").notNull().default(0),
    metaTitle: varchar("meta_title", { length: 255 }),
    metaDescription: varchar("meta_description", { length: 500 }),
    ...timestamps,
  },
  (t) => [index("url_mappings_active_idx").on(t.isActive, t.priority.desc())],
);

export const landingPages = pgTable(
  "landing_pages",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 255 }).notNull(),
    slug: varchar("slug", { length: 255 }).notNull().unique(),
    city: varchar("city", { length: 100 }),
    service: varchar("service", { length: 100 }),
    metaTitle: varchar("meta_title", { length: 255 }),
    metaDescription: varchar("meta_description", { length: 500 }),
    contentType: varchar("content_type", { length: 10 }).notNull().default("html"),
    /** Sanitised HTML. */
    content: text("content").notNull().default(""),
    /** Built-in page name when contentType is "page". */
    localPagePath: varchar("local_page_path", { length: 100 }),
    /** The page in Spanish (decision 047): without a Spanish title and content it has no Spanish twin in lists. */
    titleEs: varchar("title_es", { length: 255 }),
    metaTitleEs: varchar("meta_title_es", { length: 255 }),
    metaDescriptionEs: varchar("meta_description_es", { length: 500 }),
    /** Sanitised HTML. */
    contentEs: text("content_es"),
    targetKeywords: text("target_keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    strategy: varchar("strategy", { length: 50 }).notNull().default("standard"),
    views: integer("views").notNull().default(0),
    conversions: integer("conversions").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("landing_pages_status_idx").on(t.status),
    checkOneOf("landing_pages_content_type_check", "content_type", LANDING_CONTENT_TYPES),
    checkOneOf("landing_pages_status_check", "status", PUBLISH_STATUSES),
  ],
);

/** Packages-page FAQ. */
export const faqItems = pgTable(
  "faq_items",
  {
    id: serial("id").primaryKey(),
    question: varchar("question", { length: 500 }).notNull(),
    answer: text("answer").notNull(),
    /** The question and answer in Spanish (decision 047). */
    questionEs: varchar("question_es", { length: 500 }),
    answerEs: text("answer_es"),
    category: varchar("category", { length: 100 }).notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The category's name and the tags in Spanish (decision 047); empty: the Spanish page shows the English. */
    categoryEs: varchar("category_es", { length: 100 }),
    tagsEs: text("tags_es")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("faq_items_active_idx").on(t.isActive, t.category, t.displayOrder)],
);

/** Staff-editable settings, one JSON value per key. */
export const siteSettings = pgTable("site_settings", {
  key: varchar("key", { length: 100 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedById: integer("updated_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
});
