import { Link, data } from "react-router";
import { BlogArticle } from "~/components/blog/blog-article";
import { blogTexts } from "~/content/texts/blog.server";
import { postInLanguage } from "~/lib/blog/blog-language";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts } from "~/lib/i18n/texts";
import { toBlogPostSummary } from "~/lib/blog/blog-post-summary";
import { appContext } from "~/context";
import { blogArticleView } from "~/lib/blog/blog-article.server";
import { blogPostHref } from "~/lib/blog/blog-list-query";
import { publicationSentence } from "~/lib/blog/blog-post-state";
import { blogPreviewHref } from "~/lib/blog/blog-preview";
import { STAFF_ONLY_PAGE_HEADERS, requireStaffForPreview } from "~/services/blog/blog-preview.server";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { listRelatedPosts } from "~/models/blog.server";
import { getBlogPostForPreview, livePostIds } from "~/models/admin-blog.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/blog-preview.css?url";
import type { Route } from "./+types/blog-preview";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /blog-preview/:id: any post (draft, scheduled, published) exactly as its public page renders it, for
// signed-in staff only, never indexed. A banner says it is a preview and what readers see today.

const RELATED_POSTS = 3;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  await requireStaffForPreview(request, url, context);
  const { db } = context.get(appContext);
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : null;
  const post = id === null ? null : await getBlogPostForPreview(db, id);
  if (!post) throw data(null, { status: 404, headers: STAFF_ONLY_PAGE_HEADERS });
  const now = new Date();
  // /es/blog-preview/:id previews the Spanish page: the Spanish version when written, else the English with its note.
  const locale = localeOfRequest(request);
  const shown = postInLanguage(locale, post);
  const [related, live] = await Promise.all([
    listRelatedPosts(db, post, RELATED_POSTS, now, locale),
    livePostIds(db, [post.id], now).then((ids) => ids.has(post.id)),
  ]);
  return data(
    {
      post: blogArticleView(shown),
      untranslated: !shown.translated,
      related: related.map((relatedPost) => toBlogPostSummary(postInLanguage(locale, relatedPost))),
      texts: pickTexts(locale, blogTexts),
      live,
      sentence: publicationSentence({ ...post, live }),
    },
    { headers: STAFF_ONLY_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = () => STAFF_ONLY_PAGE_HEADERS;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(
    args,
    [],
    (_texts, { matches, loaderData: { post } }) =>
      routeMeta(matches, {
        title: `Preview: ${post.metaTitle || post.title}`,
        description: post.description,
        path: blogPreviewHref(post.id),
        noindex: true,
      }),
    () => [{ name: "robots", content: "noindex, nofollow" }],
  );

export default function BlogPreviewPage({ loaderData }: Route.ComponentProps) {
  const { post, related, live, sentence } = loaderData;
  return (
    <>
      <div className="border-b border-amber-300 bg-amber-50 text-amber-950">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <p className="icon-before icon-Eye flex items-start gap-2 text-sm font-semibold before:mt-0.5 before:size-4">
            <span>Preview: this is how the post looks on the blog. {sentence}</span>
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
            <Link to={`/admin/blog/${post.id}`} className="inline-flex items-center gap-1 underline underline-offset-2">
              <SpriteIcon icon="Pencil" className="size-4" />
              Edit post
            </Link>
            {live && (
              <Link to={blogPostHref(post.slug)} className="underline underline-offset-2">
                View on the blog
              </Link>
            )}
          </p>
        </div>
      </div>
      <BlogArticle post={post} related={related} untranslated={loaderData.untranslated} />
    </>
  );
}
