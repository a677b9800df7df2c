import { data } from "react-router";
import { BlogArticle } from "~/components/blog/blog-article";
import { toBlogPostSummary } from "~/lib/blog/blog-post-summary";
import { appContext } from "~/context";
import { blogArticleView } from "~/lib/blog/blog-article.server";
import { blogPostHref } from "~/lib/blog/blog-list-query";
import { blogBreadcrumbJsonLd, blogPostingJsonLd } from "~/lib/blog/blog-structured-data";
import { companyFromMatches, localeFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { hasInvalidCharacters } from "~/lib/text/text-characters";
import { SLUG_MAX_LENGTH } from "~/lib/text/slug";
import { getPublishedPostBySlug, listRelatedPosts } from "~/models/blog.server";
import { blogTexts } from "~/content/texts/blog.server";
import { postInLanguage } from "~/lib/blog/blog-language";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts } from "~/lib/i18n/texts";
import type { MetaDescriptor } from "react-router";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/blog-post.css?url";
import type { Route } from "./+types/blog-post";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const RELATED_POSTS = 3;

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const slug = params.slug;
  // Never send a slug the column cannot hold (or PostgreSQL rejects) to the database.
  if (!slug || slug.length > SLUG_MAX_LENGTH || hasInvalidCharacters(slug)) notFound();

  const now = new Date();
  // Drafts and scheduled posts whose time has not come are not found, exactly like unknown slugs.
  const post = await getPublishedPostBySlug(db, slug, now);
  if (!post) notFound();
  const locale = localeOfRequest(request);
  const related = await listRelatedPosts(db, post, RELATED_POSTS, now, locale);
  // A post without its Spanish version still answers at /es/blog/...: in English, with a note, claiming no twin.
  const shown = postInLanguage(locale, post);

  return {
    post: blogArticleView(shown),
    translated: shown.translated,
    related: related.map((relatedPost) => toBlogPostSummary(postInLanguage(locale, relatedPost))),
    texts: pickTexts(locale, blogTexts),
  };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["blog"], ({ blog }, { matches, loaderData }) => {
    const { post, translated } = loaderData;
    const siteUrl = siteUrlFromMatches(matches);
    const t = blog.article;
    const locale = localeFromMatches(matches);
    // A post not yet in Spanish is English words at its English address, whatever the page's language.
    const postLocale = translated ? locale : "en";
    const articleMeta: MetaDescriptor[] = [
      ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
      ...(post.updatedAt ? [{ property: "article:modified_time", content: post.updatedAt }] : []),
      ...(post.category ? [{ property: "article:section", content: post.category }] : []),
      ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    ];
    return [
      ...routeMeta(matches, {
        title: post.metaTitle || post.title,
        description: post.description,
        path: blogPostHref(post.slug),
        translated,
        type: "article",
        image: post.coverImage,
        keywords: post.tags.length > 0 ? post.tags : undefined,
        jsonLd: [
          blogPostingJsonLd(companyFromMatches(matches), post, siteUrl, postLocale, blog.post.teamNames),
          blogBreadcrumbJsonLd(post, siteUrl, { home: t.home, blog: t.blog, locale, postLocale }),
        ],
      }),
      ...articleMeta,
    ];
  });

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} related={loaderData.related} untranslated={!loaderData.translated} />;
}
