// Sign-ups to the newsletter from the public pages: the blog's box (a form of its own) and the lead forms' "Send me
// pool tips" box (stored with the lead, in its transaction). Both end in takeSubscriptions.
import type { AppContextValue } from "~/context";
import { newsletterBoxConsentText } from "~/content/texts/blog.server";
import { localeFromPath } from "~/lib/i18n/locale";
import { HONEYPOT_FIELD } from "~/lib/leads/lead-form-fields";
import { NewsletterSignupSchema } from "~/lib/schemas/newsletter";
import { fieldErrors } from "~/lib/http/http.server";
import { takeSubscriptions } from "~/models/newsletter-subscribers.server";
import { consumeRateLimits } from "~/models/rate-limits.server";
import { addressKey } from "~/services/leads/lead-intake.server";

/** Sign-ups one connection may send through the box in an hour (each may mail an address it names). */
export const NEWSLETTER_SIGNUPS_PER_HOUR = 5;

export type SignupResult =
  | { kind: "taken" }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/**
 * The box's post. Counted per connection first (so nobody can make the site mail addresses at will); a filled
 * honeypot is answered as taken and stores nothing. What the answer says never depends on the address's state.
 */
export async function takeNewsletterSignup(context: AppContextValue, form: URLSearchParams): Promise<SignupResult> {
  const { db, config, clientIp, logger } = context;
  const parsed = NewsletterSignupSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error) };
  const [limit] = await consumeRateLimits(db, [
    {
      key: `newsletter:${addressKey(clientIp, config.sessionSecret)}`,
      limit: NEWSLETTER_SIGNUPS_PER_HOUR,
      windowMs: 60 * 60 * 1000,
    },
  ]);
  if (!limit!.allowed) return { kind: "rate-limited", retryAfterSeconds: limit!.retryAfterSeconds };
  if ((form.get(HONEYPOT_FIELD) ?? "").trim() !== "") return { kind: "taken" };
  // The address and its confirmation job are stored together, or neither is.
  // The box's page names its language, whichever address the box posts to.
  const language = localeFromPath(parsed.data.page);
  const queued = await db.transaction((tx) =>
    takeSubscriptions(tx, [
      { email: parsed.data.email, page: parsed.data.page, text: newsletterBoxConsentText(language), language },
    ]),
  );
  logger.info({ event: "newsletter.signup", from: "box", queued }, "newsletter sign-up");
  return { kind: "taken" };
}
