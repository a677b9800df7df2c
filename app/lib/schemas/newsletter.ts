import { z } from "./zod";

export const NEWSLETTER_EMAIL_MESSAGE = "Please enter a valid email address.";

/** Where a sign-up was given: a site path ("/blog/some-post"), as the form's page renders it. */
const SITE_PATH = /^\/[^\s?#]{0,299}$/;

/** The blog box's sign-up: an address, and the page the box was on (kept with the consent). */
export const NewsletterSignupSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.email(NEWSLETTER_EMAIL_MESSAGE).max(255, NEWSLETTER_EMAIL_MESSAGE),
  ),
  page: z.preprocess((v) => (typeof v === "string" && SITE_PATH.test(v) ? v : "/blog"), z.string()),
});
