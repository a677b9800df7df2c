/** What the newsletter box's post answers, to the box (with scripts) or to the /newsletter page (without). */
export type NewsletterAnswer =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Record<string, string>; values: { email: string; page: string } };

/** Where the box posts: a page of its own, so that a post without scripts is answered with the box again. */
export const NEWSLETTER_SIGNUP_PATH = "/newsletter";
