// A blog category as staff edit it (the Categories section of /admin/blog).
// The slug is the category's address in the blog's filter (/blog?category=slug).
import { z } from "./zod";
import { isUrlSlug } from "./blog-post";
import { requiredText } from "./content-fields";
import { cleanText, optionalText } from "./text";

/** The staff list's category filter value for posts without a category. */
export const NO_CATEGORY = "none";

export const BLOG_CATEGORY_NAME_MAX = 100;
export const BLOG_CATEGORY_SLUG_MAX = 120;
export const BLOG_CATEGORY_DESCRIPTION_MAX = 500;

export const BLOG_CATEGORY_MESSAGES = {
  nameRequired: "Enter the category's name",
  nameTooLong: `Name must be at most ${BLOG_CATEGORY_NAME_MAX} characters`,
  nameTaken: "Another category already has this name",
  slug: "Use lowercase letters, digits and single dashes only (e.g. pool-care)",
  slugTooLong: `Address must be at most ${BLOG_CATEGORY_SLUG_MAX} characters`,
  slugTaken: "Another category already uses this address",
  descriptionTooLong: `Description must be at most ${BLOG_CATEGORY_DESCRIPTION_MAX} characters`,
  nameEsTooLong: `Spanish name must be at most ${BLOG_CATEGORY_NAME_MAX} characters`,
} as const;

const M = BLOG_CATEGORY_MESSAGES;

export const BlogCategorySchema = z.object({
  name: requiredText(BLOG_CATEGORY_NAME_MAX, M.nameRequired, M.nameTooLong),
  slug: z.preprocess(
    (v) =>
      v === null || (typeof v === "string" && v.trim() === "")
        ? undefined
        : typeof v === "string"
          ? v.trim().toLowerCase()
          : v,
    cleanText(BLOG_CATEGORY_SLUG_MAX, M.slugTooLong).refine(isUrlSlug, M.slug).optional(),
  ),
  description: optionalText(BLOG_CATEGORY_DESCRIPTION_MAX, M.descriptionTooLong),
  nameEs: optionalText(BLOG_CATEGORY_NAME_MAX, M.nameEsTooLong),
});

export type BlogCategoryInput = z.infer<typeof BlogCategorySchema>;

export const BLOG_CATEGORY_FIELDS = ["name", "slug", "description", "nameEs"] as const;
