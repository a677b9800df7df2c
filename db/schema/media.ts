import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { adminUsers } from "./staff.ts";

/** One stored rendition of an uploaded image (a width in one format). */
export interface MediaVariant {
  format: "webp" | "avif";
  width: number;
  height: number;
  bytes: number;
  /** Public URL path, e.g. /uploads/ab12…/800.webp. */
  url: string;
}

/**
 * An uploaded image and the responsive variants made from it. Records that
 * show images (pools, posts, manufacturers) keep its public URL, which names
 * the variants itself (app/lib/media/image-variants.ts), so pages build
 * srcset without a lookup.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the original bytes: the same file uploaded twice is one asset. */
    contentHash: varchar("content_hash", { length: 64 }).notNull().unique(),
    /** URL of the largest variant; what records store. */
    url: varchar("url", { length: 1000 }).notNull().unique(),
    originalName: varchar("original_name", { length: 255 }),
    mimeType: varchar("mime_type", { length: 50 }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdById: integer("created_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [index("media_assets_created_idx").on(t.createdAt)],
);

/** Paths that answered 404, counted, so staff can map the frequent ones (no visitor data). */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: varchar("path", { length: 500 }).primaryKey(),
    hits: integer("hits").notNull().default(1),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("not_found_paths_hits_idx").on(t.hits.desc())],
);
