// Testimonials as the staff area manages them (/admin/testimonials). The home
// page reads the same table through testimonials.server.ts on every request
// (featured first, newest first), so a save shows at once.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#db/index.server.ts";
import { testimonials } from "#db/schema/index.ts";
import type { TestimonialInput } from "~/lib/schemas/testimonial";
import { listContentPage, matchesSearch } from "./content-paging.server";
import { changesCatalogue } from "./catalogue-cache.server";

export type TestimonialRow = typeof testimonials.$inferSelect;

export interface TestimonialListQuery {
  page: number;
  q: string;
  featured?: boolean | undefined;
  verified?: boolean | undefined;
  rating?: number | undefined;
}

/** A page of testimonials in the home page's order, searched in name, place, text, pool and source. */
export async function listTestimonialsForAdmin(db: Database, query: TestimonialListQuery) {
  return listContentPage(db, testimonials, {
    page: query.page,
    where: and(
      matchesSearch(query.q, [
        testimonials.customerName,
        testimonials.location,
        testimonials.city,
        testimonials.content,
        testimonials.poolType,
        testimonials.poolSize,
        testimonials.source,
      ]),
      query.featured === undefined ? undefined : eq(testimonials.isFeatured, query.featured),
      query.verified === undefined ? undefined : eq(testimonials.isVerified, query.verified),
      query.rating === undefined ? undefined : eq(testimonials.rating, query.rating),
    ),
    orderBy: [desc(testimonials.isFeatured), desc(testimonials.createdAt), desc(testimonials.id)],
  });
}

export async function getTestimonialById(db: Database, id: number): Promise<TestimonialRow | null> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  return row ?? null;
}

function columnsOf(input: TestimonialInput) {
  return {
    customerName: input.customerName,
    location: input.location ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    rating: input.rating,
    content: input.content,
    poolType: input.poolType ?? null,
    poolSize: input.poolSize ?? null,
    installationYear: input.installationYear ?? null,
    projectValue: input.projectValue ?? null,
    beforeImage: input.beforeImage ?? null,
    afterImage: input.afterImage ?? null,
    isVerified: input.isVerified,
    isFeatured: input.isFeatured,
    googleReviewId: input.googleReviewId ?? null,
    googlePlaceId: input.googlePlaceId ?? null,
    source: input.source,
    contentEs: input.contentEs ?? null,
  };
}

export const createTestimonial = changesCatalogue(async function createTestimonial(
  db: Database,
  input: TestimonialInput,
  now: Date = new Date(),
) {
  const [row] = await db
    .insert(testimonials)
    .values({ ...columnsOf(input), createdAt: now, updatedAt: now })
    .returning();
  return row!;
});

export const updateTestimonial = changesCatalogue(async function updateTestimonial(
  db: Database,
  id: number,
  input: TestimonialInput,
  now: Date = new Date(),
): Promise<TestimonialRow | null> {
  const [row] = await db
    .update(testimonials)
    .set({ ...columnsOf(input), updatedAt: now })
    .where(eq(testimonials.id, id))
    .returning();
  return row ?? null;
});

/** Removes a testimonial for good; returns it, or null when there is none. */
export const deleteTestimonial = changesCatalogue(async function deleteTestimonial(
  db: Database,
  id: number,
): Promise<TestimonialRow | null> {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  return row ?? null;
});
