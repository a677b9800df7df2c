import { desc } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { testimonials } from "#db/schema/index.ts";
import { readCatalogue } from "./catalogue-cache.server";

/** Testimonials, featured first, newest first. */
export function listTestimonials(db: Database, limit = 12) {
  return readCatalogue(db, `testimonials:${limit}`, () => readTestimonials(db, limit));
}

async function readTestimonials(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(desc(testimonials.isFeatured), desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
  return rows.map((t) => ({
    id: t.id,
    name: t.customerName,
    location: t.location ?? [t.city, t.state].filter(Boolean).join(", "),
    rating: t.rating,
    text: t.content,
    textEs: t.contentEs,
    poolType: t.poolType,
    poolSize: t.poolSize,
    installationYear: t.installationYear,
    isVerified: t.isVerified,
    isFeatured: t.isFeatured,
  }));
}
