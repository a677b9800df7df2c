import type { MetaDescriptor } from "react-router";
import { type PageMetaInput, pageMeta } from "./seo";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Public site URL from the root loader, for canonical and Open Graph URLs. */
export function siteUrlFromMatches(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** pageMeta() for a route's meta function, reading the site URL from the root match. */
export function routeMeta(
  matches: readonly (MatchLike | undefined)[],
  input: Omit<PageMetaInput, "siteUrl">,
): MetaDescriptor[] {
  return pageMeta({ ...input, siteUrl: siteUrlFromMatches(matches) });
}
