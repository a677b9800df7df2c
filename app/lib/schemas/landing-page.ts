// A landing page as staff edit it (/admin/landing-pages): one schema for the browser, the route actions and
// the tests. The HTML is sanitised by the model on every save (sanitize-html.server.ts), so this schema only
// bounds it; what the database holds is always the sanitised text.
import { LANDING_CONTENT_TYPES, PUBLISH_STATUSES } from "#db/schema/enums.ts";

/** The kinds of landing page content, for the staff form's choices (components do not read the schema files). */
export { LANDING_CONTENT_TYPES };
import { type LandingSlugProblem, landingSlugProblem } from "~/lib/content/landing-addresses";
import { slugify } from "~/lib/text/slug";
import { z } from "./zod";
import { requiredText, textList } from "./content-fields";
import { cleanText, optionalText } from "./text";
import { optionalBuiltInPageField } from "./url-mapping";

/** Largest HTML body: a long article, and still well inside the 100 KB a form post may carry. */
export const LANDING_CONTENT_MAX_LENGTH = 50_000;
export const LANDING_KEYWORDS_MAX = 20;
export const LANDING_KEYWORD_MAX_LENGTH = 100;
export const DEFAULT_LANDING_STRATEGY = "standard";

export type LandingContentType = (typeof LANDING_CONTENT_TYPES)[number];

export const LANDING_CONTENT_TYPE_LABELS: Record<LandingContentType, string> = {
  html: "HTML content",
  page: "Built-in page",
};

export const LANDING_STATUS_LABELS: Record<(typeof PUBLISH_STATUSES)[number], string> = {
  draft: "Draft",
  published: "Published",
};

export const LANDING_PAGE_MESSAGES = {
  titleRequired: "Enter the title",
  titleTooLong: "Title must be at most 255 characters",
  slugRequired: "Enter the address (slug), e.g. pool-services-tampa-fl",
  slugTaken: "Another landing page already uses this slug",
  urlMappingThere:
    "A URL mapping already uses this address and would hide the page. Change or delete the mapping first, or choose another slug",
  cityTooLong: "City must be at most 100 characters",
  serviceTooLong: "Service must be at most 100 characters",
  metaTitleTooLong: "Meta title must be at most 255 characters",
  metaDescriptionTooLong: "Meta description must be at most 500 characters",
  contentType: "Choose HTML content or Built-in page",
  contentRequired: "Enter the page's HTML content, or choose the content type Built-in page",
  contentTooLong: `HTML content must be at most ${LANDING_CONTENT_MAX_LENGTH.toLocaleString("en-US")} characters`,
  localPageRequired: "Choose the built-in page to show",
  keywordsTooMany: `Use at most ${LANDING_KEYWORDS_MAX} keywords`,
  keywordTooLong: `Each keyword must be at most ${LANDING_KEYWORD_MAX_LENGTH} characters`,
  status: "Choose Draft or Published",
  titleEsTooLong: "Spanish title must be at most 255 characters",
  metaTitleEsTooLong: "Spanish meta title must be at most 255 characters",
  metaDescriptionEsTooLong: "Spanish meta description must be at most 500 characters",
  contentEsTooLong: `Spanish HTML content must be at most ${LANDING_CONTENT_MAX_LENGTH.toLocaleString("en-US")} characters`,
  strategyTooLong: "Strategy must be at most 50 characters",
} as const;

/** Why a save was refused (the model's reasons), as staff read it beside the slug. */
export const LANDING_PAGE_SAVE_MESSAGES = {
  "slug-taken": LANDING_PAGE_MESSAGES.slugTaken,
  "url-mapping-there": LANDING_PAGE_MESSAGES.urlMappingThere,
} as const;

export const LANDING_SLUG_MESSAGES: Record<LandingSlugProblem, string> = {
  format: "Use lower-case letters, digits and dashes, at most 255 characters",
  "real-route": "A page of the site already answers at this address: choose another slug",
};

const M = LANDING_PAGE_MESSAGES;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * The slug as staff may type it: "Pool Services Tampa" and "/pool-services-tampa/" both become
 * pool-services-tampa, and an empty slug is made from the title.
 */
function withSlug(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const values = raw as Record<string, unknown>;
  const typed = text(values.slug).trim();
  // Typed text that leaves nothing ("!!!") is kept, so the format message says what is wrong.
  return { ...values, slug: typed ? slugify(typed) || typed : slugify(text(values.title)) };
}

const slugField = z
  .string()
  .min(1, M.slugRequired)
  .superRefine((slug, ctx) => {
    const problem = slug ? landingSlugProblem(slug) : null;
    if (problem) ctx.addIssue({ code: "custom", message: LANDING_SLUG_MESSAGES[problem] });
  });

export const LandingPageSchema = z.preprocess(
  withSlug,
  z
    .object({
      title: requiredText(255, M.titleRequired, M.titleTooLong),
      slug: slugField,
      city: optionalText(100, M.cityTooLong),
      service: optionalText(100, M.serviceTooLong),
      metaTitle: optionalText(255, M.metaTitleTooLong),
      metaDescription: optionalText(500, M.metaDescriptionTooLong),
      contentType: z.enum(LANDING_CONTENT_TYPES, M.contentType),
      content: z.preprocess(
        (v) => (v === undefined || v === null ? "" : v),
        cleanText(LANDING_CONTENT_MAX_LENGTH, M.contentTooLong),
      ),
      localPagePath: optionalBuiltInPageField,
      targetKeywords: textList({
        separator: "line-or-comma",
        maxItems: LANDING_KEYWORDS_MAX,
        maxItemLength: LANDING_KEYWORD_MAX_LENGTH,
        tooManyMessage: M.keywordsTooMany,
        itemTooLongMessage: M.keywordTooLong,
        unique: true,
      }),
      status: z.enum(PUBLISH_STATUSES, M.status),
      strategy: optionalText(50, M.strategyTooLong).transform((v) => v ?? DEFAULT_LANDING_STRATEGY),
      // The Spanish twin (/es/<slug>) counts as translated once its title and HTML content are written.
      titleEs: optionalText(255, M.titleEsTooLong),
      metaTitleEs: optionalText(255, M.metaTitleEsTooLong),
      metaDescriptionEs: optionalText(500, M.metaDescriptionEsTooLong),
      contentEs: optionalText(LANDING_CONTENT_MAX_LENGTH, M.contentEsTooLong),
    })
    .superRefine((value, ctx) => {
      // Each content type needs its own part: the page's name, or HTML to show.
      if (value.contentType === "page" && !value.localPagePath) {
        ctx.addIssue({ code: "custom", path: ["localPagePath"], message: M.localPageRequired });
      }
      if (value.contentType === "html" && !value.content) {
        ctx.addIssue({ code: "custom", path: ["content"], message: M.contentRequired });
      }
    }),
);

export type LandingPageInput = z.infer<typeof LandingPageSchema>;

export const LANDING_PAGE_FIELDS = [
  "title",
  "slug",
  "city",
  "service",
  "metaTitle",
  "metaDescription",
  "contentType",
  "content",
  "localPagePath",
  "targetKeywords",
  "status",
  "strategy",
  "titleEs",
  "metaTitleEs",
  "metaDescriptionEs",
  "contentEs",
] as const;

export type LandingPageFormValues = Record<(typeof LANDING_PAGE_FIELDS)[number], string>;

export function landingPageFormValues(page: {
  title: string;
  slug: string;
  city: string | null;
  service: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  contentType: string;
  content: string;
  localPagePath: string | null;
  targetKeywords: readonly string[];
  status: string;
  strategy: string;
  titleEs?: string | null;
  metaTitleEs?: string | null;
  metaDescriptionEs?: string | null;
  contentEs?: string | null;
}): LandingPageFormValues {
  return {
    title: page.title,
    slug: page.slug,
    city: page.city ?? "",
    service: page.service ?? "",
    metaTitle: page.metaTitle ?? "",
    metaDescription: page.metaDescription ?? "",
    contentType: page.contentType,
    content: page.content,
    localPagePath: page.localPagePath ?? "",
    targetKeywords: page.targetKeywords.join(", "),
    status: page.status,
    strategy: page.strategy,
    titleEs: page.titleEs ?? "",
    metaTitleEs: page.metaTitleEs ?? "",
    metaDescriptionEs: page.metaDescriptionEs ?? "",
    contentEs: page.contentEs ?? "",
  };
}

export const NEW_LANDING_PAGE_VALUES: LandingPageFormValues = {
  title: "",
  slug: "",
  city: "",
  service: "",
  metaTitle: "",
  metaDescription: "",
  contentType: "html",
  content: "",
  localPagePath: "",
  targetKeywords: "",
  status: "draft",
  strategy: DEFAULT_LANDING_STRATEGY,
  titleEs: "",
  metaTitleEs: "",
  metaDescriptionEs: "",
  contentEs: "",
};
