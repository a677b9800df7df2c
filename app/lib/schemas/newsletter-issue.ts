// An issue of the newsletter as staff write it (/admin/newsletter): one schema for the browser, the route action
// and the tests. The picked posts come as one select per place ("post1" first), so the order is chosen without
// scripts and a phone shows one short list at a time.
import { z } from "./zod";
import { requiredLine, requiredText } from "./content-fields";

/** How many posts one issue may carry: a newsletter people read to the end, not a second blog index. */
export const NEWSLETTER_MAX_POSTS = 6;
export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_INTRO_MAX = 5000;

export const NEWSLETTER_POST_FIELDS = ["post1", "post2", "post3", "post4", "post5", "post6"] as const;
type PostField = (typeof NEWSLETTER_POST_FIELDS)[number];

export const NEWSLETTER_ISSUE_FIELDS = ["subject", "intro", ...NEWSLETTER_POST_FIELDS] as const;

export const NEWSLETTER_ISSUE_MESSAGES = {
  subjectRequired: "Enter the subject",
  subjectTooLong: `Subject must be at most ${NEWSLETTER_SUBJECT_MAX} characters`,
  introRequired: "Enter the introduction",
  introTooLong: `Introduction must be at most 5,000 characters`,
  post: "Choose a post from the list",
  postTwice: "This post is already picked above",
  postNotPublished: "This post is not published (any more): choose another",
} as const;

const M = NEWSLETTER_ISSUE_MESSAGES;

/** One place of the list: blank (none) or a post id. */
const postChoice = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
  z
    .union([z.number(), z.string().trim()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,8}$/, M.post))
    .transform(Number)
    .optional(),
);

export const NewsletterIssueSchema = z
  .object({
    subject: requiredLine(NEWSLETTER_SUBJECT_MAX, M.subjectRequired, M.subjectTooLong),
    intro: requiredText(NEWSLETTER_INTRO_MAX, M.introRequired, M.introTooLong),
    ...(Object.fromEntries(NEWSLETTER_POST_FIELDS.map((field) => [field, postChoice])) as Record<
      PostField,
      typeof postChoice
    >),
  })
  .superRefine((issue, ctx) => {
    const seen = new Set<number>();
    for (const field of NEWSLETTER_POST_FIELDS) {
      const id = issue[field];
      if (id === undefined) continue;
      if (seen.has(id)) ctx.addIssue({ code: "custom", path: [field], message: M.postTwice });
      seen.add(id);
    }
  })
  .transform((issue) => ({
    subject: issue.subject,
    intro: issue.intro,
    // Blank places in between close up: the order is that of the places filled.
    postIds: NEWSLETTER_POST_FIELDS.flatMap((field) => (issue[field] === undefined ? [] : [issue[field]])),
  }));

export type NewsletterIssueInput = z.infer<typeof NewsletterIssueSchema>;

export type NewsletterIssueFormValues = Record<(typeof NEWSLETTER_ISSUE_FIELDS)[number], string>;

/** A stored issue as the form's text values. */
export function newsletterIssueFormValues(issue: {
  subject: string;
  intro: string;
  postIds: readonly number[];
}): NewsletterIssueFormValues {
  return {
    subject: issue.subject,
    intro: issue.intro,
    ...(Object.fromEntries(
      NEWSLETTER_POST_FIELDS.map((field, index) => [field, issue.postIds[index]?.toString() ?? ""]),
    ) as Record<PostField, string>),
  };
}

export const NEW_NEWSLETTER_ISSUE_VALUES: NewsletterIssueFormValues = newsletterIssueFormValues({
  subject: "",
  intro: "",
  postIds: [],
});
