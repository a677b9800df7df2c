// A stored post in the page's language. A post has a Spanish version once staff wrote its Spanish title and
// article; the Spanish blog lists only those. A post without one keeps its English words at its Spanish address.
import type { Locale } from "~/lib/i18n/locale";
import { hasSpanish, inLanguage } from "~/lib/i18n/staff-content";

interface PostWords {
  title: string;
  excerpt: string | null;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  category: string | null;
  tags: readonly string[];
  titleEs: string | null;
  excerptEs: string | null;
  contentEs: string | null;
  metaTitleEs: string | null;
  metaDescriptionEs: string | null;
  categoryEs?: string | null;
  tagsEs?: readonly string[] | null;
}

/** Whether the post has its Spanish version (title and article). */
export function postHasSpanish(post: Pick<PostWords, "titleEs" | "contentEs">): boolean {
  return hasSpanish(post.titleEs, post.contentEs);
}

/**
 * The post's words in `locale`, and whether they are in it. A translated post's optional Spanish fields do not
 * fall back to English ones (an English excerpt under a Spanish title): the page then derives them from the
 * Spanish article, as it does for an English post without them. Nor do its tags: a Spanish article without Spanish
 * tags shows none.
 */
export function postInLanguage<P extends PostWords>(locale: Locale, post: P): P & { translated: boolean } {
  if (locale === "en") return { ...post, translated: true };
  const category = inLanguage(locale, post.category, post.categoryEs);
  if (!postHasSpanish(post)) return { ...post, category, translated: false };
  return {
    ...post,
    title: post.titleEs!,
    excerpt: post.excerptEs,
    content: post.contentEs!,
    metaTitle: post.metaTitleEs,
    metaDescription: post.metaDescriptionEs,
    category,
    tags: post.tagsEs ?? [],
    translated: true,
  };
}
