// The site's two languages: English at its addresses, Spanish at /es followed by the same address. The language of
// a page is read from its address alone (never from Accept-Language or a cookie), so a page and its twin are each
// one cacheable document and search engines see both.

import { SITE_LANGUAGES } from "#db/schema/languages";

export const LOCALES = SITE_LANGUAGES;
export type Locale = (typeof LOCALES)[number];

/** The `lang` of the document and the `hreflang` of its alternates. */
export const HTML_LANG: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** Open Graph's `og:locale`. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };

export const SPANISH_PREFIX = "/es";

// "/es", "/es/pools", and the data requests of a client-side navigation ("/es.data" for the Spanish home page).
const SPANISH_PATH = /^\/es(?=[/?#]|$|\.data$)/;

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "es";
}

/** The language of a page at `pathname`. */
export function localeFromPath(pathname: string): Locale {
  return SPANISH_PATH.test(pathname) ? "es" : "en";
}

/** The language of the page a request is for (its action's and loader's language). */
export function localeOfRequest(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** The English address of a page in either language: "/es/pools?x=1" → "/pools?x=1", "/es" → "/". */
export function pathWithoutLocale(path: string): string {
  if (!SPANISH_PATH.test(path)) return path;
  const rest = path.slice(SPANISH_PREFIX.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A site address in `locale`: "/pools?x=1" → "/es/pools?x=1", "/" → "/es", "/?q" → "/es?q". Addresses that are
 * not the public site's pages (another site, a hash, the staff area, the API, files) are returned as they are.
 */
export function localizedPath(locale: Locale, path: string): string {
  const english = pathWithoutLocale(path);
  if (locale === "en" || !english.startsWith("/") || english.startsWith("//") || isOutsideTheSite(english)) {
    return english === path ? path : english;
  }
  if (english === "/") return SPANISH_PREFIX;
  if (english.startsWith("/?") || english.startsWith("/#")) return SPANISH_PREFIX + english.slice(1);
  return SPANISH_PREFIX + english;
}

// Pages and files that exist in one language only: the staff area, the API, and any file (a name with an extension:
// /sitemap.xml, /downloads/guide.pdf, a consultation's calendar.ics).
const ONE_LANGUAGE_PATH =
  /^\/(admin|admin-[a-z-]+|api|images|assets|uploads|videos|pool-plans|icons)(\/|$|\?|#)|^\/[^?#]*\.[a-z0-9]{2,5}($|\?|#)/;

function isOutsideTheSite(path: string): boolean {
  return ONE_LANGUAGE_PATH.test(path);
}

/** The same page in the other language, query and hash kept: the language switch's address. */
export function twinPath(path: string): string {
  return localeFromPath(path) === "es" ? pathWithoutLocale(path) : localizedPath("es", path);
}

/** The optional first segment of the public routes in app/routes.ts that gives every public page its Spanish twin. */
export const SPANISH_ROUTE_SEGMENT = "es?";

/** A route table path as the English addresses have it (tools that walk the table): the Spanish segment left out. */
export function englishRouteSegment(segment: string | undefined): string | undefined {
  return segment === SPANISH_ROUTE_SEGMENT ? undefined : segment;
}
