import { Link, data } from "react-router";
import { ArticleBody } from "~/components/blog/article-body";
import { PostMeta } from "~/components/blog/post-meta";
import { blogTexts } from "~/content/texts/blog.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts } from "~/lib/i18n/texts";
import { appContext } from "~/context";
import { blogArticleView } from "~/lib/blog/blog-article.server";
import { blogPostHref } from "~/lib/blog/blog-list-query";
import { STAFF_ONLY_PAGE_HEADERS, requireStaffForPreview } from "~/services/blog/blog-preview.server";
import { routeMeta } from "~/lib/seo/route-meta";
import { getNewestVisiblePost } from "~/models/admin-blog.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/simple-blog-test.css?url";
import type { Route } from "./+types/simple-blog-test";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /simple-blog-test (never indexed): a staff-only check that one post renders, plainly:
// the newest public post's title, facts and sanitised article text, without the article page's extras.

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffForPreview(request, url, context);
  const post = await getNewestVisiblePost(context.get(appContext).db);
  return data(
    { post: post ? blogArticleView(post) : null, texts: pickTexts(localeOfRequest(request), blogTexts) },
    { headers: STAFF_ONLY_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = () => STAFF_ONLY_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Simple Blog Test",
    description: "Staff check that a blog post renders.",
    path: "/simple-blog-test",
    noindex: true,
  });

export default function SimpleBlogTestPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <p className="text-xs font-bold tracking-[0.2em] text-ocean-700 uppercase">Test page</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ocean-950">Simple Blog Test</h1>
      {!post ? (
        <p className="mt-6 text-slate-700">No posts are published yet, so there is nothing to render.</p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            The newest post renders below, plainly. Its page is{" "}
            <Link to={blogPostHref(post.slug)} className="font-semibold text-ocean-700 underline">
              {blogPostHref(post.slug)}
            </Link>
            .
          </p>
          <article aria-labelledby="simple-blog-test-title" className="mt-10 border-t border-slate-200 pt-8">
            <h2 id="simple-blog-test-title" className="text-2xl font-extrabold tracking-tight text-ocean-950">
              {post.title}
            </h2>
            <PostMeta
              author={post.author}
              publishedAt={post.publishedAt}
              readingTime={post.readingTime}
              className="mt-3 mb-8"
            />
            <ArticleBody html={post.html} />
          </article>
        </>
      )}
    </div>
  );
}
