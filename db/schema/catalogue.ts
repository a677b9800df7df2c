import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, serial, smallint, text, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { POOL_MAX_IMAGES } from "./enums.ts";

export { POOL_MAX_IMAGES };

export const pools = pgTable(
  "pools",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 255 }).notNull().unique(),
    name: varchar("name", { length: 255 }).notNull(),
    model: varchar("model", { length: 255 }),
    description: text("description"),
    /** Spanish description and features (decision 047); empty: the Spanish page shows the English ones. */
    descriptionEs: text("description_es"),
    featuresEs: text("features_es")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    manufacturer: varchar("manufacturer", { length: 100 }),
    brand: varchar("brand", { length: 100 }),
    series: varchar("series", { length: 100 }),
    shape: varchar("shape", { length: 100 }),
    /** Nominal size, e.g. 14' x 32'. */
    size: varchar("size", { length: 50 }),
    sizeCategory: varchar("size_category", { length: 20 }),
    /** Exact dimensions, e.g. 13'10" x 32'. */
    dimensions: varchar("dimensions", { length: 100 }),
    lengthFt: numeric("length_ft", { precision: 5, scale: 2, mode: "number" }),
    widthFt: numeric("width_ft", { precision: 5, scale: 2, mode: "number" }),
    shallowDepthFt: numeric("shallow_depth_ft", { precision: 4, scale: 2, mode: "number" }),
    deepDepthFt: numeric("deep_depth_ft", { precision: 4, scale: 2, mode: "number" }),
    /** Depth range as shown, e.g. 3'6" - 6'1". */
    depth: varchar("depth", { length: 50 }),
    gallons: integer("gallons"),
    builtInSpa: varchar("built_in_spa", { length: 3 }).notNull().default("No"),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    material: varchar("material", { length: 50 }).notNull().default("Fiberglass"),
    warranty: varchar("warranty", { length: 255 }),
    /** The warranty sentence in Spanish (decision 047); empty: the Spanish page shows the English one. */
    warrantyEs: varchar("warranty_es", { length: 255 }),
    finishOptions: varchar("finish_options", { length: 255 }),
    productUrl: varchar("product_url", { length: 1000 }),
    /** Primary image; when empty the pool's plan drawing is shown. */
    imageUrl: varchar("image_url", { length: 1000 }),
    /** Gallery, in display order (imageUrl1 first), at most POOL_MAX_IMAGES. */
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: integer("price"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    installationTime: varchar("installation_time", { length: 100 }),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("pools_active_name_idx").on(t.isActive, t.name),
    index("pools_manufacturer_idx").on(t.manufacturer),
    index("pools_size_category_idx").on(t.sizeCategory),
    index("pools_shape_idx").on(t.shape),
    check("pools_built_in_spa_check", sql`${t.builtInSpa} IN ('Yes', 'No')`),
    check(
      "pools_images_max_check",
      sql`coalesce(array_length(${t.images}, 1), 0) <= ${sql.raw(String(POOL_MAX_IMAGES))}`,
    ),
  ],
);

export const poolColors = pgTable(
  "pool_colors",
  {
    id: serial("id").primaryKey(),
    manufacturer: varchar("manufacturer", { length: 100 }).notNull(),
    colorName: varchar("color_name", { length: 100 }).notNull(),
    colorSeries: varchar("color_series", { length: 100 }),
    colorType: varchar("color_type", { length: 100 }),
    colorHex: varchar("color_hex", { length: 7 }),
    gradientFrom: varchar("gradient_from", { length: 7 }),
    gradientTo: varchar("gradient_to", { length: 7 }),
    description: text("description"),
    displayOrder: integer("display_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("pool_colors_manufacturer_idx").on(t.manufacturer, t.colorSeries, t.displayOrder)],
);

export const manufacturers = pgTable(
  "manufacturers",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull().unique(),
    /** First line a summary; each "Title - detail" line is a feature. */
    description: text("description"),
    /** The description in Spanish, in the same form (decision 047). */
    descriptionEs: text("description_es"),
    logo: text("logo"),
    iconLogo: varchar("icon_logo", { length: 255 }),
    enabled: boolean("enabled").notNull().default(true),
    website: varchar("website", { length: 500 }),
    displayOrder: integer("display_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("manufacturers_enabled_order_idx").on(t.enabled, t.displayOrder)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    customerName: varchar("customer_name", { length: 100 }).notNull(),
    location: varchar("location", { length: 150 }),
    city: varchar("city", { length: 100 }),
    state: varchar("state", { length: 2 }),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    /** The review in Spanish, when staff translated it (decision 047). */
    contentEs: text("content_es"),
    poolType: varchar("pool_type", { length: 100 }),
    poolSize: varchar("pool_size", { length: 100 }),
    installationYear: smallint("installation_year"),
    projectValue: integer("project_value"),
    beforeImage: varchar("before_image", { length: 1000 }),
    afterImage: varchar("after_image", { length: 1000 }),
    isVerified: boolean("is_verified").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    googleReviewId: varchar("google_review_id", { length: 255 }),
    googlePlaceId: varchar("google_place_id", { length: 255 }),
    source: varchar("source", { length: 50 }).notNull().default("manual"),
    ...timestamps,
  },
  (t) => [
    index("testimonials_featured_idx").on(t.isFeatured, t.createdAt),
    check("testimonials_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
