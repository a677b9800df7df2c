import { BLOG_PATH, BLOG_STRUCTURED_DATA_POSTS, blogListHref, blogPostHref } from "./blog-list-query";
import { parseBlogDate } from "./blog-dates";
import type { Company } from "~/lib/company/company-profile";
import { type Locale, localizedPath } from "~/lib/i18n/locale";
import { absoluteUrl, socialImageUrl } from "~/lib/seo/seo";
import { namedValue } from "~/lib/catalogue/pool-labels";

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

/** The full address of a blog page in `locale` (the Spanish blog's pages are under /es). */
const blogUrl = (siteUrl: string, path: string, locale: Locale) => absoluteUrl(siteUrl, localizedPath(locale, path));

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

/** The site's team bylines as stored and as the page's language names them ("Editorial Team", "Equipo editorial"). */
type TeamNames = Readonly<Record<string, string>>;

function author(
  company: Company,
  name: string | null | undefined,
  siteUrl: string,
  locale: Locale,
  teamNames: TeamNames,
) {
  const byline = name?.trim();
  if (!byline) return publisher(company, siteUrl);
  return {
    "@type": TEAM_BYLINE.test(byline) ? "Organization" : "Person",
    name: namedValue(teamNames, byline),
    url: blogUrl(siteUrl, blogListHref({ author: byline }), locale),
  };
}

/**
 * One post as a schema.org BlogPosting, without @context (for embedding), in the language of its words: a Spanish
 * post at its Spanish address, its category, tags (keywords) and team byline in Spanish.
 */
function blogPosting(
  company: Company,
  post: StructuredBlogPost,
  siteUrl: string,
  locale: Locale,
  teamNames: TeamNames,
) {
  const url = blogUrl(siteUrl, blogPostHref(post.slug), locale);
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
    author: author(company, post.author, siteUrl, locale, teamNames),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags?.length ? { keywords: post.tags.join(", ") } : {}),
  };
}

/** The blog's own words in the page's language. */
export interface BlogWords {
  locale: Locale;
  /** "Florida Fiberglass Pools Blog". */
  name: string;
  description: string;
  teamNames: TeamNames;
}

/** The blog of the page's language (its address, name and description) with the first posts it lists (10). */
export function blogJsonLd(
  company: Company,
  posts: readonly StructuredBlogPost[],
  siteUrl: string,
  { locale, name, description, teamNames }: BlogWords,
) {
  const url = blogUrl(siteUrl, BLOG_PATH, locale);
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    "@id": `${url}#blog`,
    name,
    description,
    url,
    publisher: publisher(company, siteUrl),
    blogPost: posts
      .slice(0, BLOG_STRUCTURED_DATA_POSTS)
      .map((post) => blogPosting(company, post, siteUrl, locale, teamNames)),
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
  /** The language of the post's words: English for a post not yet translated, even at its Spanish address. */
  locale: Locale = "en",
  teamNames: TeamNames = {},
) {
  const url = blogUrl(siteUrl, blogPostHref(post.slug), locale);
  return {
    "@context": "https://schema.org",
    ...blogPosting(company, post, siteUrl, locale, teamNames),
    image: socialImageUrl(siteUrl, post.coverImage),
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
    publisher: publisher(company, siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    isPartOf: { "@id": `${blogUrl(siteUrl, BLOG_PATH, locale)}#blog` },
  };
}

/** The breadcrumb's words and the languages of its links. */
export interface BlogTrail {
  home: string;
  blog: string;
  /** The page's language: the home page's and the blog's addresses. */
  locale: Locale;
  /** The post's language (English for a post not yet translated). */
  postLocale: Locale;
}

/** Home > Blog > post, for the post page, in the page's words. */
export function blogBreadcrumbJsonLd(
  post: Pick<StructuredBlogPost, "title" | "slug">,
  siteUrl: string,
  { home, blog, locale, postLocale }: BlogTrail,
) {
  const items = [
    { name: home, url: blogUrl(siteUrl, "/", locale) },
    { name: blog, url: blogUrl(siteUrl, BLOG_PATH, locale) },
    { name: post.title, url: blogUrl(siteUrl, blogPostHref(post.slug), postLocale) },
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
