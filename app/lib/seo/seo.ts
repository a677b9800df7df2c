import type { MetaDescriptor } from "react-router";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/pools". */
  path: string;
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

/** Title, description, canonical URL, Open Graph, Twitter and JSON-LD of one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = documentTitle(input.title, input.companyName);
  const url = absoluteUrl(input.siteUrl, input.path);
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
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords?.length) meta.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  const jsonLd = input.jsonLd ? (Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd]) : [];
  for (const entry of jsonLd) meta.push({ "script:ld+json": entry });
  return meta;
}
