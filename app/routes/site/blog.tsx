import { Link, data, isRouteErrorResponse, useNavigation } from "react-router";
import { BlogFilters } from "~/components/blog/blog-filters";
import { BlogPagination } from "~/components/blog/blog-pagination";
import { toBlogPostSummary } from "~/lib/blog/blog-post-summary";
import { BlogSidebar, type WarrantyDocument } from "~/components/blog/blog-sidebar";
import { BlogEmptyState, BlogErrorState } from "~/components/blog/blog-states";
import { FeaturedPostCard, PostCard } from "~/components/blog/post-card";
import { ClosingCta } from "~/components/closing-cta";
import { PageHero } from "~/components/page-hero";
import { appContext } from "~/context";
import {
  BLOG_ESTIMATE_HREF,
  BLOG_PATH,
  BLOG_POSTS_PER_PAGE,
  type BlogListParams,
  blogListHref,
  hasBlogFilters,
} from "~/lib/blog/blog-list-query";
import { parseBlogListParams } from "~/lib/blog/blog-list-params";
import { blogJsonLd } from "~/lib/blog/blog-structured-data";
import { blogTexts } from "~/content/texts/blog.server";
import { postInLanguage } from "~/lib/blog/blog-language";
import { resourceInLanguage } from "~/lib/content/resource-language";
import { localeOfRequest } from "~/lib/i18n/locale";
import { fill, plural } from "~/lib/i18n/translate";
import { pickTexts } from "~/lib/i18n/texts";
import { useBlogTexts } from "~/components/blog/use-blog-texts";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { companyFromMatches, localeFromMatches, routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { listBlogCategoryOptions, listBlogFilters, listPublishedPosts } from "~/models/blog.server";
import { listPublishedResources } from "~/models/resources.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/blog.css?url";
import type { Route } from "./+types/blog";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

/** The warranty PDF in public/downloads, used when no published resource is marked as the warranty. */
const DEFAULT_WARRANTY: WarrantyDocument = { title: null, fileUrl: "/downloads/warranty-overview.pdf" };

/** The warranty resource as the sidebar links it, its title marked as English where staff have not translated it. */
function warrantyDocument(
  { title, inEnglish }: { title: string; inEnglish: boolean },
  fileUrl: string,
): WarrantyDocument {
  return { title, fileUrl, ...(inEnglish && { lang: "en" as const }) };
}

/** Thrown (with the status) when the list cannot be read; the error state shows it. */
const LOAD_FAILURE = "Failed to fetch blog posts";

// Registered at /blog and /blog-database; a landing page may also call this
// loader for its own URL. The list always reads the request's query.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = context.get(appContext);
  const params = parseBlogListParams(new URL(request.url).searchParams);
  const locale = localeOfRequest(request);
  const now = new Date();
  const query = {
    locale,
    limit: BLOG_POSTS_PER_PAGE,
    category: params.category || undefined,
    author: params.author || undefined,
    search: params.search || undefined,
    now,
  };
  try {
    let result = await listPublishedPosts(db, { ...query, page: params.page });
    // A page past the end shows the last page rather than an empty list.
    if (result.currentPage > result.totalPages) {
      result = await listPublishedPosts(db, { ...query, page: result.totalPages });
    }
    const [categories, { authors }, resources] = await Promise.all([
      listBlogCategoryOptions(db, now, locale),
      listBlogFilters(db, now, locale),
      listPublishedResources(db),
    ]);
    const warranty = resources.find((r) => r.type?.toLowerCase() === "warranty" && r.fileUrl);
    return {
      posts: result.posts.map((post) => toBlogPostSummary(postInLanguage(locale, post))),
      total: result.total,
      totalPages: result.totalPages,
      params: { ...params, page: result.currentPage } satisfies BlogListParams,
      filters: { categories, authors },
      warranty: warranty ? warrantyDocument(resourceInLanguage(locale, warranty), warranty.fileUrl!) : DEFAULT_WARRANTY,
      texts: pickTexts(locale, blogTexts),
    };
  } catch (error) {
    logger.error({ err: error }, LOAD_FAILURE);
    throw data({ message: LOAD_FAILURE, texts: pickTexts(locale, blogTexts) }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["blog"], ({ blog }, { matches, loaderData }) => {
    const { params } = loaderData;
    const { page } = params;
    const t = blog.meta;
    const company = companyFromMatches(matches);
    return routeMeta(matches, {
      title: page > 1 ? `${t.title} ${fill(t.pageSuffix, { page })}` : t.title,
      description: t.description,
      // One address per list: /blog-database and search results point at /blog; pages and filters keep theirs.
      path: blogListHref({ category: params.category, author: params.author, page }),
      keywords: t.keywords,
      jsonLd: blogJsonLd(company, loaderData.posts, siteUrlFromMatches(matches), {
        locale: localeFromMatches(matches),
        name: fill(t.name, { company: company.name }),
        description: t.description,
        teamNames: blog.post.teamNames,
      }),
    });
  });

type CategoryOption = { name: string; slug: string };

/** Topic links beside the hero on wide screens: one click to a category, no JavaScript needed. */
function TopicLinks({ categories }: { categories: readonly CategoryOption[] }) {
  const t = useBlogTexts().hero;
  const to = useLocalePath();
  return (
    <nav
      aria-labelledby="blog-topics-title"
      className="hidden rounded-3xl border border-white/25 bg-white/10 p-6 frosted lg:block"
    >
      <h2 id="blog-topics-title" className="text-sm font-bold tracking-[0.18em] text-ocean-50 uppercase">
        {t.browseByTopic}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={to(blogListHref({ category: category.slug }))}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-bold text-ocean-900 shadow-sm hover:bg-sun-300"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BlogHero({ total, categories = [] }: { total?: number; categories?: readonly CategoryOption[] }) {
  const t = useBlogTexts().hero;
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <PageHero
      aside={categories.length > 0 ? <TopicLinks categories={categories} /> : undefined}
      eyebrow={t.eyebrow}
      title={t.title}
      intro={t.intro}
      actions={
        <>
          <Link to={to(BLOG_ESTIMATE_HREF)} className="btn-primary">
            {t.estimate}
          </Link>
          <Link to={to("/pools")} className="btn-ghost-light">
            {t.browsePools}
          </Link>
        </>
      }
      facts={total ? [plural(locale, total, t.articles, { count: total }), t.writtenFor, t.freeToRead] : undefined}
    />
  );
}

function BlogClosingCta() {
  const t = useBlogTexts().list;
  const to = useLocalePath();
  return (
    <ClosingCta
      title={t.closingTitle}
      text={t.closingText}
      estimateHref={to(BLOG_ESTIMATE_HREF)}
      secondary={{ to: to("/resources"), label: t.resources }}
    />
  );
}

function useResultSummary(shown: number, total: number, params: BlogListParams): string {
  const t = useBlogTexts().list;
  const locale = useLocale();
  if (total === 0) return t.noneMatch;
  const first = (params.page - 1) * BLOG_POSTS_PER_PAGE + 1;
  const range = shown > 1 ? `${first}-${first + shown - 1}` : `${first}`;
  return plural(locale, total, t.showing, { range, count: total });
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, total, totalPages, params, filters, warranty } = loaderData;
  const navigation = useNavigation();
  const t = useBlogTexts().list;
  const to = useLocalePath();
  const summary = useResultSummary(posts.length, total, params);
  // A new page or filter of the list is on its way: the server renders the result.
  const loading = navigation.state === "loading" && navigation.location?.pathname === to(BLOG_PATH);
  const [featured, ...rest] = posts;
  const filtered = hasBlogFilters(params);

  return (
    <>
      <BlogHero total={filtered ? undefined : total} categories={filters.categories} />
      <div className="container-page py-12 sm:py-16">
        <BlogFilters params={params} options={filters} />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="blog-articles-title" aria-busy={loading || undefined} className="relative min-w-0">
            <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="blog-articles-title" className="text-2xl font-extrabold tracking-tight text-ocean-950">
                {filtered ? t.searchResults : t.latest}
              </h2>
              <p
                role="status"
                aria-live="polite"
                className="flex items-center gap-2 text-sm font-medium text-slate-600"
              >
                {loading ? (
                  <>
                    <SpriteIcon icon="LoaderCircle" className="size-4 animate-spin text-ocean-600" />
                    {t.loading}
                  </>
                ) : (
                  summary
                )}
              </p>
            </div>
            <div className={`transition-opacity duration-200 ${loading ? "pointer-events-none opacity-40" : ""}`}>
              {!featured ? (
                <BlogEmptyState />
              ) : (
                <>
                  <FeaturedPostCard post={featured} />
                  {rest.length > 0 && (
                    <ul className="mt-8 grid gap-6 sm:grid-cols-2">
                      {rest.map((post) => (
                        <li key={post.id}>
                          <PostCard post={post} />
                        </li>
                      ))}
                    </ul>
                  )}
                  <BlogPagination params={params} totalPages={totalPages} />
                </>
              )}
            </div>
            {loading && (
              <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-24 flex justify-center">
                <span className="flex items-center gap-2 rounded-full bg-white px-5 py-3 text-sm font-bold text-ocean-900 shadow-lg ring-1 ring-slate-200">
                  <SpriteIcon icon="LoaderCircle" className="size-5 animate-spin text-ocean-600" />
                  {t.loading}
                </span>
              </div>
            )}
          </section>
          <BlogSidebar posts={posts} warranty={warranty} />
        </div>
      </div>
      <BlogClosingCta />
    </>
  );
}

/** The list could not be loaded: the hero stays, the list area offers Try Again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const t = useBlogTexts().states;
  return (
    <>
      <title>{t.errorTitle}</title>
      <BlogHero />
      <div className="container-page py-12 sm:py-16">
        <BlogErrorState detail={status ? fill(t.errorDetail, { status }) : undefined} />
      </div>
      <BlogClosingCta />
    </>
  );
}
