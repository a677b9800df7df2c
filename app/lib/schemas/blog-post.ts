// A blog post as staff edit it (/admin/blog): one schema for the browser, the
// route action and the tests. The article text is HTML (or plain paragraphs);
// the server sanitises it on save and again on render, so the schema only
// limits its size. Scheduled times are the offices' wall clock.
import { BLOG_POST_STATUSES } from "#db/schema/enums.ts";
import { officeDateTimeLocalValue, parseOfficeDateTimeLocal } from "~/lib/blog/blog-schedule";
import { SLUG_MAX_LENGTH } from "~/lib/text/slug";
import { z } from "./zod";
import { optionalWholeNumber, requiredText, textList } from "./content-fields";
import { optionalImageAddress } from "./image-address";
import { cleanText, optionalText } from "./text";

export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** Limits. The content limit keeps a post well inside the 100 KB a form post may carry. */
export const BLOG_TITLE_MAX = 255;
export const BLOG_EXCERPT_MAX = 500;
export const BLOG_CONTENT_MAX = 50_000;
export const BLOG_AUTHOR_MAX = 100;
export const BLOG_TAGS_MAX = 12;
export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_COVER_URL_MAX = 1000;
export const BLOG_META_TITLE_MAX = 255;
export const BLOG_META_DESCRIPTION_MAX = 500;

/** Whether text is an address segment: lowercase letters and digits in groups joined by single dashes. */
export function isUrlSlug(text: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}

export const BLOG_POST_MESSAGES = {
  titleRequired: "Enter the title",
  titleTooLong: `Title must be at most ${BLOG_TITLE_MAX} characters`,
  slug: "Use lowercase letters, digits and single dashes only (e.g. pool-care-in-july)",
  slugTooLong: `Address must be at most ${SLUG_MAX_LENGTH} characters`,
  slugTaken: "Another post already uses this address",
  excerptTooLong: `Excerpt must be at most ${BLOG_EXCERPT_MAX} characters`,
  contentTooLong: `The article must be at most ${BLOG_CONTENT_MAX.toLocaleString("en-US")} characters`,
  contentRequired: "Write the article before you publish or schedule it",
  coverImage: "Cover image must be an uploaded image, a file of this site (/images/...) or a full https:// address",
  category: "Choose a category from the list",
  tagsTooMany: `Use at most ${BLOG_TAGS_MAX} tags`,
  tagsEsTooMany: `Use at most ${BLOG_TAGS_MAX} Spanish tags`,
  tagTooLong: `Each tag must be at most ${BLOG_TAG_MAX_LENGTH} characters`,
  authorTooLong: `Author must be at most ${BLOG_AUTHOR_MAX} characters`,
  status: "Choose Draft, Scheduled or Published",
  scheduledFor: "Enter a date and time, e.g. 03/09/2026 09:00 AM",
  scheduledForRequired: "Choose the date and time the post goes live",
  scheduledForPast: "This time has passed: choose a later time, or set the status to Published",
  metaTitleTooLong: `Meta title must be at most ${BLOG_META_TITLE_MAX} characters`,
  metaDescriptionTooLong: `Meta description must be at most ${BLOG_META_DESCRIPTION_MAX} characters`,
  titleEsTooLong: `Spanish title must be at most ${BLOG_TITLE_MAX} characters`,
  excerptEsTooLong: `Spanish excerpt must be at most ${BLOG_EXCERPT_MAX} characters`,
  contentEsTooLong: `The Spanish article must be at most ${BLOG_CONTENT_MAX.toLocaleString("en-US")} characters`,
  metaTitleEsTooLong: `Spanish meta title must be at most ${BLOG_META_TITLE_MAX} characters`,
  metaDescriptionEsTooLong: `Spanish meta description must be at most ${BLOG_META_DESCRIPTION_MAX} characters`,
} as const;

const M = BLOG_POST_MESSAGES;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

const slug = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === "string" ? v.trim().toLowerCase() : v),
  cleanText(SLUG_MAX_LENGTH, M.slugTooLong).refine(isUrlSlug, M.slug).optional(),
);

const scheduledFor = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === "string" ? v.trim() : v),
  z
    .string({ error: M.scheduledFor })
    .transform((v, ctx) => {
      const instant = parseOfficeDateTimeLocal(v);
      if (!instant) {
        ctx.addIssue({ code: "custom", message: M.scheduledFor });
        return z.NEVER;
      }
      return instant;
    })
    .optional(),
);

export const BlogPostSchema = z
  .object({
    title: requiredText(BLOG_TITLE_MAX, M.titleRequired, M.titleTooLong),
    slug,
    excerpt: optionalText(BLOG_EXCERPT_MAX, M.excerptTooLong),
    content: z.preprocess(
      (v) => (v === undefined || v === null ? "" : v),
      cleanText(BLOG_CONTENT_MAX, M.contentTooLong),
    ),
    coverImage: optionalImageAddress(BLOG_COVER_URL_MAX, M.coverImage),
    categoryId: optionalWholeNumber({ min: 1, max: 999_999_999, message: M.category }),
    tags: textList({
      separator: "line-or-comma",
      maxItems: BLOG_TAGS_MAX,
      maxItemLength: BLOG_TAG_MAX_LENGTH,
      tooManyMessage: M.tagsTooMany,
      itemTooLongMessage: M.tagTooLong,
      unique: true,
    }),
    author: optionalText(BLOG_AUTHOR_MAX, M.authorTooLong),
    status: z.enum(BLOG_POST_STATUSES, M.status),
    scheduledFor,
    metaTitle: optionalText(BLOG_META_TITLE_MAX, M.metaTitleTooLong),
    metaDescription: optionalText(BLOG_META_DESCRIPTION_MAX, M.metaDescriptionTooLong),
    // The Spanish version is optional: the Spanish blog lists the post once its title and article are written.
    titleEs: optionalText(BLOG_TITLE_MAX, M.titleEsTooLong),
    excerptEs: optionalText(BLOG_EXCERPT_MAX, M.excerptEsTooLong),
    contentEs: optionalText(BLOG_CONTENT_MAX, M.contentEsTooLong),
    metaTitleEs: optionalText(BLOG_META_TITLE_MAX, M.metaTitleEsTooLong),
    metaDescriptionEs: optionalText(BLOG_META_DESCRIPTION_MAX, M.metaDescriptionEsTooLong),
    tagsEs: textList({
      separator: "line-or-comma",
      maxItems: BLOG_TAGS_MAX,
      maxItemLength: BLOG_TAG_MAX_LENGTH,
      tooManyMessage: M.tagsEsTooMany,
      itemTooLongMessage: M.tagTooLong,
      unique: true,
    }),
  })
  .superRefine((value, ctx) => {
    if (value.status !== "draft" && value.content === "") {
      ctx.addIssue({ code: "custom", path: ["content"], message: M.contentRequired });
    }
    if (value.status === "scheduled") {
      if (!value.scheduledFor) {
        ctx.addIssue({ code: "custom", path: ["scheduledFor"], message: M.scheduledForRequired });
      } else if (value.scheduledFor.getTime() <= Date.now()) {
        ctx.addIssue({ code: "custom", path: ["scheduledFor"], message: M.scheduledForPast });
      }
    }
  });

export type BlogPostInput = z.infer<typeof BlogPostSchema>;

export const BLOG_POST_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "coverImage",
  "categoryId",
  "tags",
  "author",
  "status",
  "scheduledFor",
  "metaTitle",
  "metaDescription",
  "titleEs",
  "excerptEs",
  "contentEs",
  "metaTitleEs",
  "metaDescriptionEs",
  "tagsEs",
] as const;

export type BlogPostFormValues = Record<(typeof BLOG_POST_FIELDS)[number], string>;

export const NEW_BLOG_POST_VALUES: BlogPostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  coverImage: "",
  categoryId: "",
  tags: "",
  author: "",
  status: "draft",
  scheduledFor: "",
  metaTitle: "",
  metaDescription: "",
  titleEs: "",
  excerptEs: "",
  contentEs: "",
  metaTitleEs: "",
  metaDescriptionEs: "",
  tagsEs: "",
};

/**
 * A stored post as the form's text values. A scheduled post whose time has passed is already public,
 * so the form shows it as Published (saving it then keeps its date instead of asking for a future one).
 */
export function blogPostFormValues(
  post: {
    title: string;
    slug: string;
    excerpt: string | null;
    content: string;
    coverImage: string | null;
    categoryId: number | null;
    tags: readonly string[];
    author: string | null;
    status: string;
    scheduledFor: Date | null;
    metaTitle: string | null;
    metaDescription: string | null;
    titleEs?: string | null;
    excerptEs?: string | null;
    contentEs?: string | null;
    metaTitleEs?: string | null;
    metaDescriptionEs?: string | null;
    tagsEs?: readonly string[] | null;
  },
  { live }: { live: boolean },
): BlogPostFormValues {
  const due = post.status === "scheduled" && live;
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    content: post.content,
    coverImage: post.coverImage ?? "",
    categoryId: post.categoryId === null ? "" : String(post.categoryId),
    tags: post.tags.join(", "),
    author: post.author ?? "",
    status: due ? "published" : post.status,
    scheduledFor: post.scheduledFor && !due ? officeDateTimeLocalValue(post.scheduledFor) : "",
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    titleEs: post.titleEs ?? "",
    excerptEs: post.excerptEs ?? "",
    contentEs: post.contentEs ?? "",
    metaTitleEs: post.metaTitleEs ?? "",
    metaDescriptionEs: post.metaDescriptionEs ?? "",
    tagsEs: (post.tagsEs ?? []).join(", "),
  };
}
