// Seed content for the database seeder. Everything staff can later edit in the admin area.
export type * from "./types.ts";
export { blogCategories, blogPosts } from "./blog.ts";
export { faqItems } from "./faq.ts";
export { testimonials } from "./testimonials.ts";
export { landingPages } from "./landing-pages.ts";
export { urlMappings } from "./url-mappings.ts";
export { resources } from "./resources.ts";
export { poolColors } from "./pool-colors.ts";
export { manufacturers } from "./manufacturers.ts";
export { financingPartners } from "./financing-partners.ts";
export { designAddOns } from "./design-add-ons.ts";
