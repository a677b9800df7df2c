import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { SITE_PAGES } from "~/content/site-pages";
import { sitemapPageTexts } from "~/content/texts/sitemap-page.server";
import { appContext } from "~/context";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { localeOfRequest } from "~/lib/i18n/locale";
import { hasSpanish } from "~/lib/i18n/staff-content";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { routeMeta } from "~/lib/seo/route-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { listSiteIndex } from "~/models/site-index.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/sitemap-page.css?url";
import type { Route } from "./+types/sitemap-page";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/sitemap";

// The Spanish sitemap lists the Spanish pages only: staff content (pools, posts, landing pages) with a Spanish
// version, linked at its Spanish address.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const spanish = locale === "es";
  const texts = pickTexts(locale, sitemapPageTexts);
  const index = await listSiteIndex(db);
  return {
    pools: index.pools
      .filter((pool) => !spanish || hasSpanish(pool.descriptionEs))
      .map((pool) => ({
        href: poolDetailHref(pool),
        name: pool.name,
        manufacturer: pool.manufacturer?.trim() || texts.sitemapPage.pools.otherPools,
      })),
    posts: index.posts
      .filter((post) => !spanish || (hasSpanish(post.titleEs) && post.hasContentEs))
      .map((post) => ({
        href: `/blog/${encodeURIComponent(post.slug)}`,
        title: spanish ? (post.titleEs ?? post.title) : post.title,
      })),
    landingPages: index.landingPages
      .filter((page) => !spanish || (hasSpanish(page.titleEs) && (page.hasContentEs || page.contentType === "page")))
      .map((page) => ({
        href: `/${encodeURIComponent(page.slug)}`,
        title: spanish ? (page.titleEs ?? page.title) : page.title,
      })),
    texts,
  };
}

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["sitemapPage"], ({ sitemapPage }, { matches }) => {
    const t = sitemapPage.meta;
    return routeMeta(matches, { title: t.title, description: t.description, path: PATH });
  });

/** Items grouped by a key, groups in the order their first item appears. */
function groupBy<T, K extends string>(items: readonly T[], key: (item: T) => K) {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

/** A link with its chevron drawn by CSS (app/styles/shared.css): the page lists some 120 links. */
const linkClass = "sitemap-link";

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { pools, posts, landingPages } = loaderData;
  const t = useTexts("sitemapPage");
  const to = useLocalePath();
  const pageGroups = groupBy(SITE_PAGES, (page) => page.group);
  const poolGroups = groupBy(pools, (pool) => pool.manufacturer);
  const jumps = [
    { id: "site-pages", label: t.jumps.pages },
    { id: "pool-models", label: fill(t.jumps.pools, { count: pools.length }) },
    { id: "blog-posts", label: fill(t.jumps.posts, { count: posts.length }) },
    { id: "local-pages", label: fill(t.jumps.local, { count: landingPages.length }) },
  ];
  const [introBefore = "", introAfter = ""] = t.pools.intro.split("{link}");
  return (
    <>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={t.hero.intro}
        actions={jumps.map((jump) => (
          <a key={jump.id} href={`#${jump.id}`} className="btn-ghost-light">
            {jump.label}
          </a>
        ))}
      />

      <section id="site-pages" aria-labelledby="site-pages-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="site-pages-heading" eyebrow={t.pages.eyebrow} title={t.pages.title} align="left" />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {pageGroups.map(([group, pages]) => (
              <div key={group} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-ocean-950">{t.groupNames[group]}</h3>
                <ul className="mt-3">
                  {pages.map((page) => (
                    <li key={page.path}>
                      <Link
                        to={to(page.path)}
                        className={linkClass}
                        aria-current={page.path === PATH ? "page" : undefined}
                      >
                        {t.pageNames[page.path]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section
        id="pool-models"
        aria-labelledby="pool-models-heading"
        className="scroll-mt-16 bg-sand-50 py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="pool-models-heading"
            eyebrow={t.pools.eyebrow}
            title={t.pools.title}
            align="left"
            intro={
              <>
                {introBefore}
                <Link to={to("/pools")} className="font-semibold text-ocean-800 underline">
                  {t.pools.introLink}
                </Link>
                {introAfter}
              </>
            }
          />
          {poolGroups.length === 0 ? (
            <p className="mt-8 text-slate-700">{t.pools.none}</p>
          ) : (
            <div className="mt-10 space-y-10">
              {poolGroups.map(([manufacturer, models]) => (
                <div key={manufacturer}>
                  <h3 className="text-xl font-bold text-ocean-950">
                    {manufacturer}{" "}
                    <span className="text-base font-semibold text-slate-600">
                      {fill(t.pools.models, { count: models.length })}
                    </span>
                  </h3>
                  <ul className="mt-3 gap-x-8 sm:columns-2 lg:columns-4">
                    {models.map((pool) => (
                      <li key={pool.href} className="break-inside-avoid">
                        <Link to={to(pool.href)} className={linkClass}>
                          {pool.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </div>
      </section>

      <section className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <div id="blog-posts" className="scroll-mt-24">
            <SectionHeading eyebrow={t.posts.eyebrow} title={t.posts.title} align="left" />
            {posts.length === 0 ? (
              <p className="mt-6 text-slate-700">{t.posts.none}</p>
            ) : (
              <ul className="mt-6">
                {posts.map((post) => (
                  <li key={post.href}>
                    <Link to={to(post.href)} className={linkClass}>
                      {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div id="local-pages" className="scroll-mt-24">
            <SectionHeading eyebrow={t.local.eyebrow} title={t.local.title} align="left" />
            {landingPages.length === 0 ? (
              <p className="mt-6 text-slate-700">{t.local.none}</p>
            ) : (
              <ul className="mt-6">
                {landingPages.map((page) => (
                  <li key={page.href}>
                    <Link to={to(page.href)} className={linkClass}>
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <ClosingCta estimateHref={to("/estimate")} />
    </>
  );
}
