import type { MetaDescriptor } from "react-router";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { type Company, type CompanyProfile, buildCompany } from "~/lib/company/company-profile";
import { type Locale, localeFromPath } from "~/lib/i18n/locale";
import { type PageMetaInput, pageMeta } from "./seo";

interface MatchLike {
  id: string;
  pathname?: string;
  loaderData?: unknown;
}

interface RootData {
  siteUrl?: string;
  company?: CompanyProfile;
}

function rootData(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/** Public site URL from the root loader, for canonical and Open Graph URLs. */
export function siteUrlFromMatches(matches: readonly (MatchLike | undefined)[]): string {
  return rootData(matches)?.siteUrl ?? "";
}

/** The company profile from the root loader, for titles and structured data in meta functions. */
export function companyFromMatches(matches: readonly (MatchLike | undefined)[]): Company {
  return buildCompany(rootData(matches)?.company ?? DEFAULT_COMPANY_PROFILE);
}

/** The language of the page the matches are for, from the deepest match's address. */
export function localeFromMatches(matches: readonly (MatchLike | undefined)[]): Locale {
  return localeFromPath(matches.at(-1)?.pathname ?? "/");
}

/**
 * pageMeta() for a route's meta function, reading the site URL and company name from the root match and the
 * language from the page's address.
 */
export function routeMeta(
  matches: readonly (MatchLike | undefined)[],
  input: Omit<PageMetaInput, "siteUrl" | "companyName" | "locale">,
): MetaDescriptor[] {
  return pageMeta({
    ...input,
    locale: localeFromMatches(matches),
    siteUrl: siteUrlFromMatches(matches),
    companyName: companyFromMatches(matches).name,
  });
}
