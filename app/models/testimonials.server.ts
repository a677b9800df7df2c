import { desc } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { testimonials } from "#db/schema/index.ts";

/** Testimonials, featured first, newest first. */
export async function listTestimonials(db: Database, limit = 12) {
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
    poolType: t.poolType,
    poolSize: t.poolSize,
    installationYear: t.installationYear,
    isVerified: t.isVerified,
    isFeatured: t.isFeatured,
  }));
}

export type PublicTestimonial = Awaited<ReturnType<typeof listTestimonials>>[number];
