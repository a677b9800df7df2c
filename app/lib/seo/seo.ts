import type { MetaDescriptor } from "react-router";
import { HTML_LANG, LOCALES, type Locale, OG_LOCALE, localizedPath } from "~/lib/i18n/locale";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The English address of the page, e.g. "/pools"; the Spanish page's is made from it. */
  path: string;
  /** The language of the page shown (default English). */
  locale?: Locale;
  /**
   * false: the page's main content exists in English only (staff have not translated it). Its Spanish address shows
   * the English content, names the English page as canonical and claims no translation (no hreflang pair).
   */
  translated?: boolean;
  siteUrl: string;
  /** Ends every title and names the site in Open Graph. */
  companyName: string;
  image?: string | null;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  keywords?: readonly string[];
  jsonLd?: object | readonly object[];
}

export const DEFAULT_SOCIAL_IMAGE = "/images/og-default.png";

/** Absolute URL on this site for a path or an already absolute URL. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** The picture shown when a page is shared (og:image): its own, else the site's default, as an absolute URL. */
export function socialImageUrl(siteUrl: string, image: string | null | undefined): string {
  return absoluteUrl(siteUrl, image || DEFAULT_SOCIAL_IMAGE);
}

/** A page's <title>: its own title followed by the company name (once). */
export function documentTitle(title: string, companyName: string): string {
  return title.includes(companyName) ? title : `${title} | ${companyName}`;
}

/**
 * The page in each language and x-default (the English page), as absolute addresses: every page lists itself and
 * its twin, so each pair is reciprocal.
 */
export function languageAlternates(siteUrl: string, path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: HTML_LANG[locale],
      href: absoluteUrl(siteUrl, localizedPath(locale, path)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, path) },
  ];
}

/** Title, description, canonical URL, language alternates, Open Graph, Twitter and JSON-LD of one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = documentTitle(input.title, input.companyName);
  const locale = input.locale ?? "en";
  const translated = input.translated ?? true;
  const url = absoluteUrl(input.siteUrl, translated ? localizedPath(locale, input.path) : input.path);
  const image = socialImageUrl(input.siteUrl, input.image);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (translated && !input.noindex) meta.splice(3, 0, ...languageAlternates(input.siteUrl, input.path));
  if (input.keywords?.length) meta.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  const jsonLd = input.jsonLd ? (Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd]) : [];
  for (const entry of jsonLd) meta.push({ "script:ld+json": entry });
  return meta;
}
