import { count, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../index.server.ts";
import {
  blogCategories,
  blogPosts,
  designAddOns,
  faqItems,
  financingOptions,
  landingPages,
  leads,
  manufacturers,
  poolColors,
  pools,
  resources,
  siteSettings,
  testimonials,
  urlMappings,
} from "../schema/index.ts";
import { DEFAULT_COMPANY_PROFILE } from "../../app/lib/company/company-profile-defaults.ts";
import * as content from "./content/index.ts";
import { seedConsultationCalendar } from "./consultation-calendar.ts";
import { buildPoolRows } from "./pools.ts";
import { blogPostsSpanish } from "./content/blog-spanish.ts";
import { landingPagesSpanish } from "./content/landing-pages-spanish.ts";

export interface SeedResult {
  seeded: boolean;
  reason?: string;
  counts?: Record<string, number>;
}

/** True when any table a visitor or staff member fills already has rows. */
async function hasData(db: Database): Promise<boolean> {
  for (const table of [pools, manufacturers, blogPosts, landingPages, leads]) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return true;
  }
  return false;
}

/**
 * The designer's add-ons, when their table is empty: with the rest of a new
 * database, and once in a database seeded before the table existed. Staff
 * retire add-ons rather than delete them, so an empty table was never filled.
 */
export async function seedDesignAddOns(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(designAddOns);
  if ((row?.n ?? 0) > 0) return 0;
  await db.insert(designAddOns).values(content.designAddOns.map((a, i) => ({ ...a, displayOrder: i })));
  return content.designAddOns.length;
}

/**
 * Fills an empty database with the catalogue and content. A database that
 * already has data is never touched (but for the designer's add-ons, above),
 * so running it twice changes nothing.
 */
export async function seedDatabase(db: Database, now = new Date()): Promise<SeedResult> {
  if (await hasData(db)) {
    const addOns = await seedDesignAddOns(db);
    return {
      seeded: false,
      reason: "database already has data",
      ...(addOns ? { counts: { designAddOns: addOns } } : {}),
    };
  }

  return db.transaction(async (tx) => {
    const poolRows = buildPoolRows();
    await tx.insert(pools).values(poolRows);
    // Ids were given explicitly (the compact page links to ids 7 and 8).
    await tx.execute(sql`select setval(pg_get_serial_sequence('pools', 'id'), (select max(id) from pools))`);

    await tx.insert(manufacturers).values(content.manufacturers.map((m) => ({ ...m })));
    await tx.insert(poolColors).values(content.poolColors.map((c, i) => ({ ...c, displayOrder: i })));
    await tx.insert(testimonials).values(content.testimonials.map((t) => ({ ...t })));
    await tx.insert(faqItems).values(content.faqItems.map((f, i) => ({ ...f, displayOrder: i })));
    await tx.insert(financingOptions).values(
      content.financingPartners.map((p) => ({
        key: p.key,
        name: p.name,
        description: p.description,
        lender: p.lender,
        apr: Number(p.apr),
        loanTermMonths: p.termMonths,
        minAmount: p.minAmount,
        maxAmount: p.maxAmount,
        features: p.features,
        requirements: p.requirements,
        descriptionEs: p.descriptionEs,
        featuresEs: p.featuresEs,
        requirementsEs: p.requirementsEs,
        creditScoreRequired: p.creditScoreRequired,
        url: p.applicationUrl,
        promoted: p.promoted,
        displayOrder: p.displayOrder,
        lastRateUpdate: now,
      })),
    );

    const categories = await tx
      .insert(blogCategories)
      .values(content.blogCategories.map((c) => ({ ...c })))
      .returning({ id: blogCategories.id, name: blogCategories.name });
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));
    await tx.insert(blogPosts).values(
      content.blogPosts.map((post) => ({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        categoryId: categoryId.get(post.category) ?? null,
        tags: post.tags,
        author: post.author,
        status: "published",
        publishedAt: new Date(post.publishedAt),
        metaTitle: post.metaTitle,
        metaDescription: post.metaDescription,
        ...blogPostsSpanish[post.slug],
        createdAt: new Date(post.publishedAt),
        updatedAt: new Date(post.publishedAt),
      })),
    );

    await tx.insert(landingPages).values(content.landingPages.map((p) => ({ ...p, ...landingPagesSpanish[p.slug] })));
    await tx.insert(urlMappings).values(content.urlMappings.map((m) => ({ ...m })));
    await tx.insert(resources).values(content.resources.map((r, i) => ({ ...r, displayOrder: i })));
    await seedDesignAddOns(tx);
    // The profile is then the database's from the start; staff edit it under settings.
    await tx
      .insert(siteSettings)
      .values({ key: "company-profile", value: DEFAULT_COMPANY_PROFILE, updatedAt: now })
      .onConflictDoNothing();
    const calendar = await seedConsultationCalendar(tx, now);

    return {
      seeded: true,
      counts: {
        pools: poolRows.length,
        manufacturers: content.manufacturers.length,
        blogPosts: content.blogPosts.length,
        faqItems: content.faqItems.length,
        landingPages: content.landingPages.length,
        testimonials: content.testimonials.length,
        designAddOns: content.designAddOns.length,
        ...calendar,
      },
    };
  });
}
