import type { MetaDescriptor } from "react-router";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { type Company, type CompanyProfile, buildCompany } from "~/lib/company/company-profile";
import { type PageMetaInput, pageMeta } from "./seo";

interface MatchLike {
  id: string;
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

/** pageMeta() for a route's meta function, reading the site URL and company name from the root match. */
export function routeMeta(
  matches: readonly (MatchLike | undefined)[],
  input: Omit<PageMetaInput, "siteUrl" | "companyName">,
): MetaDescriptor[] {
  return pageMeta({ ...input, siteUrl: siteUrlFromMatches(matches), companyName: companyFromMatches(matches).name });
}
