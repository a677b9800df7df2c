// The consent the lead forms' "Send me pool tips" box gives, stored with the lead in its transaction.
import { newsletterConsentText } from "~/content/texts/lead-fields.server";
import type { Locale } from "~/lib/i18n/locale";
import type { NewsletterConsent } from "~/models/newsletter-subscribers.server";

/**
 * The consent a lead form's ticked box gives: the page is the form's own (a form posts to its page's address; the
 * JSON API is called from the page it names as referrer on this site, else the API's own path is what is known).
 */
export function leadFormNewsletterConsent(
  request: Request,
  email: string,
  /** SITE_URL: a referrer there is this site too (behind a proxy the request's own origin may differ). */
  siteUrl: string,
  /** The language of the page the lead was sent from: the box's words were shown in it. */
  language: Locale = "en",
): Omit<NewsletterConsent, "leadId"> {
  const url = new URL(request.url);
  let page = url.pathname;
  const referrer = request.headers.get("referer");
  if (url.pathname.startsWith("/api/") && referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin === url.origin || siteUrl.replace(/\/+$/, "") === from.origin) page = from.pathname;
    } catch {
      // A referrer that is not a URL says nothing about the page.
    }
  }
  return { email, page, text: newsletterConsentText(language), language };
}
