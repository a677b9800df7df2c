import type { ArticleHeading } from "~/lib/blog/blog-article-html";

/** A post as the list, sidebar and related cards show it; dates travel as ISO text. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  coverImage: string | null;
  category: string | null;
  author: string | null;
  tags: string[];
  publishedAt: string | null;
  updatedAt: string | null;
  readingTime: number;
}

/** The fields of a stored post the summary is made of. */
export interface PostLike {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  coverImage: string | null;
  category: string | null;
  author: string | null;
  tags: string[];
  publishedAt: Date | null;
  updatedAt: Date | null;
  readingTime: number;
}

const iso = (date: Date | null) => (date && !Number.isNaN(date.getTime()) ? date.toISOString() : null);

/** The fields a card needs, and only those: the article's HTML stays on the server. */
export function toBlogPostSummary(post: PostLike): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    coverImage: post.coverImage,
    category: post.category,
    author: post.author,
    tags: post.tags,
    publishedAt: iso(post.publishedAt),
    updatedAt: iso(post.updatedAt),
    readingTime: post.readingTime,
  };
}

/** A post as its article page renders it (built on the server by blogArticleView; the HTML is sanitised). */
export interface BlogArticleView extends BlogPostSummary {
  categorySlug: string | null;
  metaTitle: string | null;
  /** The meta description, or the excerpt, or the start of the text. */
  description: string;
  wordCount: number;
  html: string;
  headings: ArticleHeading[];
}
