import { Link } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { SITE_PAGES } from "~/content/site-pages";
import { appContext } from "~/context";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { routeMeta } from "~/lib/seo/route-meta";
import { listSiteIndex } from "~/models/site-index.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/sitemap-page.css?url";
import type { Route } from "./+types/sitemap-page";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const index = await listSiteIndex(db);
  return {
    pools: index.pools.map((pool) => ({
      href: poolDetailHref(pool),
      name: pool.name,
      manufacturer: pool.manufacturer?.trim() || "Other pools",
    })),
    posts: index.posts.map((post) => ({ href: `/blog/${encodeURIComponent(post.slug)}`, title: post.title })),
    landingPages: index.landingPages.map((page) => ({
      href: `/${encodeURIComponent(page.slug)}`,
      title: page.title,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: "Sitemap",
    description:
      "Every page of our website in one place: pools by manufacturer, services, local pages, blog articles, resources and legal pages.",
    path: PATH,
  });

/** Items grouped by a key, groups in the order their first item appears. */
function groupBy<T>(items: readonly T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

/** A link with its chevron drawn by CSS (app/styles/shared.css): the page lists some 120 links. */
const linkClass = "sitemap-link";

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { pools, posts, landingPages } = loaderData;
  const pageGroups = groupBy(SITE_PAGES, (page) => page.group);
  const poolGroups = groupBy(pools, (pool) => pool.manufacturer);
  const jumps = [
    { id: "site-pages", label: "Pages" },
    { id: "pool-models", label: `Pool models (${pools.length})` },
    { id: "blog-posts", label: `Blog articles (${posts.length})` },
    { id: "local-pages", label: `Local pages (${landingPages.length})` },
  ];
  return (
    <>
      <PageHero
        eyebrow="Sitemap"
        title="Every page in one place"
        intro="Find any page of our website: our pools, services, local pages, guides and articles, and the legal pages."
        actions={jumps.map((jump) => (
          <a key={jump.id} href={`#${jump.id}`} className="btn-ghost-light">
            {jump.label}
          </a>
        ))}
      />

      <section id="site-pages" aria-labelledby="site-pages-heading" className="scroll-mt-16 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="site-pages-heading" eyebrow="Main pages" title="Pages" align="left" />
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {pageGroups.map(([group, pages]) => (
              <div key={group} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-ocean-950">{group}</h3>
                <ul className="mt-3">
                  {pages.map((page) => (
                    <li key={page.path}>
                      <Link to={page.path} className={linkClass} aria-current={page.path === PATH ? "page" : undefined}>
                        {page.title}
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
            eyebrow="Catalog"
            title="Pool models"
            align="left"
            intro={
              <>
                Every model we install, by manufacturer. Compare them side by side in the{" "}
                <Link to="/pools" className="font-semibold text-ocean-800 underline">
                  Premium Pool Collection
                </Link>
                .
              </>
            }
          />
          {poolGroups.length === 0 ? (
            <p className="mt-8 text-slate-700">Our pool models are being updated. Please check back soon.</p>
          ) : (
            <div className="mt-10 space-y-10">
              {poolGroups.map(([manufacturer, models]) => (
                <div key={manufacturer}>
                  <h3 className="text-xl font-bold text-ocean-950">
                    {manufacturer}{" "}
                    <span className="text-base font-semibold text-slate-600">({models.length} models)</span>
                  </h3>
                  <ul className="mt-3 gap-x-8 sm:columns-2 lg:columns-4">
                    {models.map((pool) => (
                      <li key={pool.href} className="break-inside-avoid">
                        <Link to={pool.href} className={linkClass}>
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
            <SectionHeading eyebrow="Blog" title="Blog articles" align="left" />
            {posts.length === 0 ? (
              <p className="mt-6 text-slate-700">No articles are published yet.</p>
            ) : (
              <ul className="mt-6">
                {posts.map((post) => (
                  <li key={post.href}>
                    <Link to={post.href} className={linkClass}>
                      {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div id="local-pages" className="scroll-mt-24">
            <SectionHeading eyebrow="Across Florida" title="Local pages" align="left" />
            {landingPages.length === 0 ? (
              <p className="mt-6 text-slate-700">No local pages are published yet.</p>
            ) : (
              <ul className="mt-6">
                {landingPages.map((page) => (
                  <li key={page.href}>
                    <Link to={page.href} className={linkClass}>
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <ClosingCta />
    </>
  );
}
