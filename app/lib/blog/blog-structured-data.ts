import { BLOG_PATH, BLOG_STRUCTURED_DATA_POSTS, blogListHref, blogPostHref } from "./blog-list-query";
import { parseBlogDate } from "./blog-dates";
import type { Company } from "~/lib/company/company-profile";
import { absoluteUrl, socialImageUrl } from "~/lib/seo/seo";

/** What the structured data needs of a post. */
export interface StructuredBlogPost {
  title: string;
  slug: string;
  excerpt?: string | null;
  coverImage?: string | null;
  category?: string | null;
  tags?: readonly string[];
  author?: string | null;
  publishedAt?: string | Date | null;
  updatedAt?: string | Date | null;
}

const isoOrUndefined = (value: string | Date | null | undefined) => parseBlogDate(value)?.toISOString();

function publisher(company: Company, siteUrl: string) {
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#company`,
    name: company.name,
    url: `${siteUrl}/`,
    logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` },
  };
}

// Our bylines are mostly teams ("Editorial Team", "Financing Desk"): those are
// organizations, not people, and search engines are told so. The byline's page is
// the blog filtered to its posts, the one page the site has for an author.
const TEAM_BYLINE = /\b(team|desk|staff|department|editors?)\b/i;

function author(company: Company, name: string | null | undefined, siteUrl: string) {
  const byline = name?.trim();
  if (!byline) return publisher(company, siteUrl);
  return {
    "@type": TEAM_BYLINE.test(byline) ? "Organization" : "Person",
    name: byline,
    url: absoluteUrl(siteUrl, blogListHref({ author: byline })),
  };
}

/** One post as a schema.org BlogPosting, without @context (for embedding). */
function blogPosting(company: Company, post: StructuredBlogPost, siteUrl: string) {
  const url = absoluteUrl(siteUrl, blogPostHref(post.slug));
  const published = isoOrUndefined(post.publishedAt);
  const modified = isoOrUndefined(post.updatedAt) ?? published;
  return {
    "@type": "BlogPosting",
    headline: post.title,
    url,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.coverImage ? { image: absoluteUrl(siteUrl, post.coverImage) } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: author(company, post.author, siteUrl),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags?.length ? { keywords: post.tags.join(", ") } : {}),
  };
}

/** The blog with the first posts of the page shown (the first 10). */
export function blogJsonLd(
  company: Company,
  posts: readonly StructuredBlogPost[],
  siteUrl: string,
  description: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    "@id": `${siteUrl}${BLOG_PATH}#blog`,
    name: `${company.name} Blog`,
    description,
    url: absoluteUrl(siteUrl, BLOG_PATH),
    publisher: publisher(company, siteUrl),
    blogPost: posts.slice(0, BLOG_STRUCTURED_DATA_POSTS).map((post) => blogPosting(company, post, siteUrl)),
  };
}

/**
 * A post page's BlogPosting: headline, dates, author, the company as publisher, the page it is, and its picture:
 * the same one the page's og:image names (a post without a cover has the site's default).
 */
export function blogPostingJsonLd(
  company: Company,
  post: StructuredBlogPost & { wordCount?: number },
  siteUrl: string,
) {
  const url = absoluteUrl(siteUrl, blogPostHref(post.slug));
  return {
    "@context": "https://schema.org",
    ...blogPosting(company, post, siteUrl),
    image: socialImageUrl(siteUrl, post.coverImage),
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
    publisher: publisher(company, siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    isPartOf: { "@id": `${siteUrl}${BLOG_PATH}#blog` },
  };
}

/** Home > Blog > post, for the post page. */
export function blogBreadcrumbJsonLd(post: Pick<StructuredBlogPost, "title" | "slug">, siteUrl: string) {
  const items = [
    { name: "Home", url: `${siteUrl}/` },
    { name: "Blog", url: absoluteUrl(siteUrl, BLOG_PATH) },
    { name: post.title, url: absoluteUrl(siteUrl, blogPostHref(post.slug)) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
