// A post's article, server side: what staff write is cleaned the same way on
// save, in the editor's live preview and on every render, and the public
// article page and the staff preview build the same view of a post.
import { type BlogArticleView, type PostLike, toBlogPostSummary } from "~/lib/blog/blog-post-summary";
import { prepareArticleHtml } from "./blog-article-html";
import { wrapLooseParagraphs } from "./blog-paragraphs";
import { htmlToText } from "./reading-time";
import { sanitizeContentHtml } from "~/lib/content/sanitize-html.server";

const DESCRIPTION_LENGTH = 155;

/** What the article page needs of a stored post (the blog model's post details satisfy it). */
interface ArticlePost extends PostLike {
  content: string;
  categorySlug: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
}

/**
 * The article HTML to store: loose text made into paragraphs, then the one sanitiser; paragraphs left
 * empty (their only content was removed) go too.
 */
export function cleanBlogContent(raw: string): string {
  return sanitizeContentHtml(wrapLooseParagraphs(raw))
    .replace(/<p>(?:\s|&nbsp;|<br \/>)*<\/p>\s*/g, "")
    .trim();
}

/** Article HTML ready for ArticleBody (sanitised again: rows may predate the rules or come from an import). */
export function renderBlogContent(stored: string) {
  return prepareArticleHtml(sanitizeContentHtml(stored));
}

/** The first sentences of the text, cut at a word, for a description when the post has none. */
export function textSnippet(text: string, max = DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** Everything the article page renders of a post (its HTML sanitised here, on the server). */
export function blogArticleView(post: ArticlePost): BlogArticleView {
  const text = htmlToText(post.content);
  const article = renderBlogContent(post.content);
  return {
    ...toBlogPostSummary(post),
    categorySlug: post.categorySlug,
    metaTitle: post.metaTitle,
    description: post.metaDescription || post.excerpt || textSnippet(text),
    wordCount: text ? text.split(" ").length : 0,
    html: article.html,
    headings: article.headings,
  };
}
