import { Link, data } from "react-router";
import { toBlogPostSummary } from "~/lib/blog/blog-post-summary";
import { FeaturedPostCard, PostCard } from "~/components/blog/post-card";
import { PageHero } from "~/components/page-hero";
import { blogTexts } from "~/content/texts/blog.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts } from "~/lib/i18n/texts";
import { appContext } from "~/context";
import { BLOG_PATH, BLOG_POSTS_PER_PAGE } from "~/lib/blog/blog-list-query";
import { STAFF_ONLY_PAGE_HEADERS, requireStaffForPreview } from "~/services/blog/blog-preview.server";
import { routeMeta } from "~/lib/seo/route-meta";
import { countBlogPostsByStatus } from "~/models/admin-blog.server";
import { listPublishedPosts } from "~/models/blog.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/test-blog.css?url";
import type { Route } from "./+types/test-blog";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

// /test-blog (never indexed): a staff-only check that the blog renders. It shows the
// first page of the public list with the public cards, and how many posts are live, waiting or drafts.

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffForPreview(request, url, context);
  const { db } = context.get(appContext);
  const now = new Date();
  const [list, counts] = await Promise.all([
    listPublishedPosts(db, { page: 1, limit: BLOG_POSTS_PER_PAGE, now }),
    countBlogPostsByStatus(db, now),
  ]);
  const scheduled = counts.scheduled ?? { total: 0, live: 0 };
  return data(
    {
      posts: list.posts.map(toBlogPostSummary),
      live: list.total,
      waiting: scheduled.total - scheduled.live,
      drafts: counts.draft?.total ?? 0,
      // The cards' words; these staff checks are English pages, like every staff page.
      texts: pickTexts(localeOfRequest(request), blogTexts),
    },
    { headers: STAFF_ONLY_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = () => STAFF_ONLY_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Blog Test",
    description: "Staff check that the blog list renders.",
    path: "/test-blog",
    noindex: true,
  });

export default function TestBlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, live, waiting, drafts } = loaderData;
  const [featured, ...rest] = posts;
  return (
    <>
      <PageHero
        eyebrow="Test page"
        title="Blog Test"
        intro="The blog list renders. Below is the first page of /blog as readers see it; this page is for staff only and is not indexed by search engines."
        facts={[
          `${live} ${live === 1 ? "post" : "posts"} on the blog`,
          `${waiting} scheduled for later`,
          `${drafts} ${drafts === 1 ? "draft" : "drafts"}`,
        ]}
        actions={
          <>
            <Link to={BLOG_PATH} className="btn-primary">
              Open /blog
            </Link>
            <Link to="/simple-blog-test" className="btn-ghost-light">
              Simple blog test
            </Link>
          </>
        }
      />
      <section aria-labelledby="test-blog-posts" className="container-page py-12 sm:py-16">
        <h2 id="test-blog-posts" className="mb-6 text-2xl font-extrabold tracking-tight text-ocean-950">
          First page of the blog
        </h2>
        {!featured ? (
          <p className="text-slate-700">No posts are published yet.</p>
        ) : (
          <>
            <FeaturedPostCard post={featured} />
            {rest.length > 0 && (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </>
  );
}
