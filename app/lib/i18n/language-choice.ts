// The visitor's last choice of language, remembered in a first-party cookie when they use the language switch.
// It never picks the page a visitor gets (each address is one language for everyone, caches and search engines
// included): after hydration, an English page only offers its Spanish twin to a visitor who chose Spanish before,
// and the other way round.
import { type Locale, isLocale } from "./locale";

export const LANGUAGE_COOKIE = "ffp_lang";

/** A year: long enough to span the months between a first look at pools and a purchase. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that remembers `locale` (Secure on an HTTPS page). */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The language a Cookie header (or `document.cookie`) remembers, if any. */
export function chosenLanguage(cookies: string): Locale | undefined {
  for (const pair of cookies.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** Whether a page in `pageLocale` offers its twin: the visitor last chose the other language. */
export function offersTwin(pageLocale: Locale, cookies: string): boolean {
  const chosen = chosenLanguage(cookies);
  return chosen !== undefined && chosen !== pageLocale;
}
