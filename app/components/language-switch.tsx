import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { rememberLanguage } from "~/lib/i18n/remember-language";
import { offersTwin } from "~/lib/i18n/language-choice";
import { ATTRIBUTION_PARAMS } from "~/lib/attribution/attribution";
import { HTML_LANG, type Locale, twinPath } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { useTexts } from "~/lib/i18n/texts";

const subscribeToNothing = () => () => {};
const readCookies = () => document.cookie;
const noCookies = () => "";

const otherLocale = (locale: Locale): Locale => (locale === "en" ? "es" : "en");

/** The same page in the other language, its query (filters, a design, the compare list) and anchor kept. */
function useTwinAddress(): string {
  const { pathname, search, hash } = useLocation();
  // Not part of the page the visitor chose: the router's "?index" mark of a post to a home page's form, and the
  // campaign tags, which the attribution cookie has already read and no page's body may repeat (decision 024).
  const query = new URLSearchParams(search);
  const dropped = [...query.keys()].filter((key) => key === "index" || ATTRIBUTION_PARAMS.has(key));
  if (dropped.length === 0) return twinPath(pathname + search + hash);
  for (const key of dropped) query.delete(key);
  return twinPath(pathname + (query.size > 0 ? `?${query}` : "") + hash);
}

/**
 * The link to the page's twin in the other language, named in that language. A plain link, so it works before
 * the scripts run; a click also remembers the choice for the visitor's next visit (LanguageOffer).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const texts = useTexts("shell").languageSwitch;
  const other = otherLocale(useLocale());
  return (
    <Link
      to={useTwinAddress()}
      lang={HTML_LANG[other]}
      hrefLang={HTML_LANG[other]}
      aria-label={texts.accessibleName}
      data-language-switch=""
      onClick={() => rememberLanguage(other)}
      className={className}
    >
      {texts.label}
    </Link>
  );
}

/**
 * One line offering this page in the language the visitor chose last time. Rendered only after hydration, from the
 * cookie the switch set: the served HTML is the same for every visitor, and nobody (no search engine) is redirected.
 */
export function LanguageOffer() {
  const texts = useTexts("shell").languageSwitch;
  const locale = useLocale();
  const twin = useTwinAddress();
  // No cookies on the server and while hydrating: the offer appears right after, from the browser's cookies.
  const cookies = useSyncExternalStore(subscribeToNothing, readCookies, noCookies);
  if (!offersTwin(locale, cookies)) return null;
  const other = otherLocale(locale);
  return (
    <p lang={HTML_LANG[other]} className="bg-sun-300 px-4 py-1.5 text-center text-sm text-ocean-950">
      {texts.offerQuestion}{" "}
      <Link
        to={twin}
        hrefLang={HTML_LANG[other]}
        onClick={() => rememberLanguage(other)}
        className="font-bold underline underline-offset-2"
      >
        {texts.offerLink}
      </Link>
    </p>
  );
}
