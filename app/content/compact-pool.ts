// The compact 10x20 pool page's fixed parts (its words, in each language, are in
// app/content/texts/compact-pool.server.ts). The featured models are fixed, not picked from the catalogue:
// /pool-detail/8 and /pool-detail/7.

export const COMPACT_POOL_PATH = "/10x20-fiberglass-pool";

/** Featured models, in display order; the first one's plan drawing is the page's spec image. */
export const COMPACT_FEATURED_POOL_IDS = [8, 7] as const;

/** Who said the page's three testimonials (their words are in the page's texts, in the same order). */
export const compactPoolTestimonialAuthors: readonly { name: string; location: string; rating: number }[] = [
  { name: "Maria G.", location: "Ocala, FL", rating: 5 },
  { name: "Dennis and Carol W.", location: "Port St. Lucie, FL", rating: 5 },
  { name: "Jason T.", location: "Winter Park, FL", rating: 5 },
];
