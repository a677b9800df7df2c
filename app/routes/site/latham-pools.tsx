import { Link, useSearchParams } from "react-router";
import { ResultsPager } from "~/components/catalogue/results-pager";
import { useMoreResults } from "~/components/catalogue/use-more-results";
import { ClosingCta } from "~/components/closing-cta";
import { cardPoolIn } from "~/components/manufacturer/card-pool";
import { ColorCollections } from "~/components/manufacturer/color-collections";
import { parsePanelQuery } from "~/components/manufacturer/panel-filter-query";
import { PoolFilterPanel } from "~/components/manufacturer/pool-filter-panel";
import { revalidateOnResultsChange } from "~/components/manufacturer/revalidation";
import { SlideshowPoolCard } from "~/components/manufacturer/slideshow-pool-card";
import { PoolImage } from "~/components/pool-image";
import { SectionHeading } from "~/components/section-heading";
import { appContext } from "~/context";
import { estimateHref } from "~/lib/leads/estimate-links";
import { parseManufacturerDescription } from "~/lib/catalogue/manufacturer-features";
import { poolDisplayName } from "~/lib/catalogue/pool-display";
import { applyPanelFilters, catalogueFilterOptions } from "~/lib/catalogue/pool-filters";
import { isLatham } from "~/lib/catalogue/pool-image";
import { pageOf, readPageParam } from "~/lib/catalogue/pool-paging";
import { companyClaimsTexts } from "~/content/texts/company-claims.server";
import { lathamPageTexts } from "~/content/texts/manufacturer-pages.server";
import { poolPanelTexts } from "~/content/texts/pool-panel.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { pickTexts, useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { manufacturerPageMeta } from "~/lib/seo/manufacturer-page-meta";
import { loadedPageMeta } from "~/lib/seo/loaded-page-meta";
import { listEnabledManufacturers } from "~/models/manufacturers.server";
import { listPoolColors } from "~/models/pool-colors.server";
import { listActivePoolsIn } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/latham-pools.css?url";
import type { Route } from "./+types/latham-pools";
import { SpriteIcon } from "~/components/sprite-icon";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/latham-pools";
const COLLECTION_ID = "latham-collection";
const SOURCE_PAGE = "latham-pools";
/** The hero shows this model's plan drawing when it is in the list. */
const HERO_POOL_SLUG = "bermuda-14";

// The server filters and pages; the page carries one page of cards and the filter choices.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const locale = localeOfRequest(request);
  const params = new URL(request.url).searchParams;
  const [pools, colors, manufacturers] = await Promise.all([
    listActivePoolsIn(db, locale),
    listPoolColors(db, "Latham"),
    listEnabledManufacturers(db),
  ]);
  const maker = manufacturers.find((m) => isLatham({ manufacturer: m.name }));
  const latham = pools.filter(isLatham);
  const page = pageOf(applyPanelFilters(latham, parsePanelQuery(params)), readPageParam(params));
  const heroPool = latham.find((p) => p.slug === HERO_POOL_SLUG) ?? latham[0];
  const { brands, series, sizes } = catalogueFilterOptions(latham);
  const cardPool = cardPoolIn(locale);
  return {
    total: latham.length,
    options: { brands, series, sizes },
    heroPool: heroPool ? cardPool(heroPool) : null,
    results: { ...page, items: page.items.map(cardPool) },
    colors,
    // A Spanish page shows the Spanish summary, or its own Spanish words when staff have not written one.
    summary: parseManufacturerDescription(locale === "es" ? maker?.descriptionEs : maker?.description).summary,
    texts: pickTexts(locale, lathamPageTexts, poolPanelTexts, companyClaimsTexts),
  };
}

export const shouldRevalidate = revalidateOnResultsChange;

export const meta: Route.MetaFunction = (args) =>
  loadedPageMeta(args, ["lathamPage"], ({ lathamPage }, { matches, loaderData }) =>
    manufacturerPageMeta(matches, lathamPage.meta, PATH, loaderData.results),
  );

export default function LathamPoolsPage({ loaderData }: Route.ComponentProps) {
  const { total, options, heroPool, results, colors, summary } = loaderData;
  const [params] = useSearchParams();
  const filters = parsePanelQuery(params);
  const shown = useMoreResults(results);
  const t = useTexts("lathamPage");
  const claims = useTexts("companyClaims");
  const to = useLocalePath();

  return (
    <>
      <section className="water-gradient hero-wave relative flex min-h-[calc(100svh-7rem)] items-center overflow-hidden text-white">
        <div className="container-page relative grid gap-10 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <p className="text-xs font-bold tracking-[0.2em] text-ocean-100 uppercase">Latham Pools</p>
            <h1 className="mt-3 text-4xl leading-[1.05] font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
              {t.meta.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ocean-50">
              {`${summary ?? t.hero.fallbackSummary} ${fill(t.hero.installed, { installDays: claims.installDays })}`}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={to("/estimate")} className="btn-primary">
                {t.hero.consultation}
              </Link>
              <a href={`#${COLLECTION_ID}`} className="btn-ghost-light">
                {t.hero.viewAll}
                <SpriteIcon icon="ChevronDown" className="size-4" />
              </a>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-ocean-50">
              {[
                fill(t.hero.models, { count: total }),
                t.hero.colors,
                fill(t.hero.installedIn, { installDays: claims.installDays }),
              ].map((fact) => (
                <li key={fact} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-sun-400" />
                  {fact}
                </li>
              ))}
            </ul>
          </div>
          {heroPool && (
            <figure className="hidden rotate-1 rounded-2xl bg-white/95 p-3 shadow-2xl shadow-ocean-950/40 sm:block">
              <PoolImage
                pool={heroPool}
                src={heroPool.planImageUrl}
                alt={fill(t.hero.planAlt, { name: poolDisplayName(heroPool) })}
                loading="eager"
                fetchPriority="high"
                className="rounded-xl object-contain"
              />
              <figcaption className="px-2 pt-3 pb-1 text-sm font-semibold text-ocean-950">
                {poolDisplayName(heroPool)}
                {heroPool.dimensions ? `, ${heroPool.dimensions}` : ""}
              </figcaption>
            </figure>
          )}
        </div>
      </section>

      <section
        id={COLLECTION_ID}
        aria-labelledby="latham-collection-title"
        className="container-page scroll-mt-24 py-16 sm:py-20"
      >
        <SectionHeading
          id="latham-collection-title"
          eyebrow={t.collection.eyebrow}
          title={t.collection.title}
          intro={t.collection.intro}
        />
        {total > 0 && (
          <div className="mt-10">
            <PoolFilterPanel
              path={PATH}
              resultsId={COLLECTION_ID}
              options={options}
              filters={filters}
              shown={results.total}
              total={total}
            />
          </div>
        )}
        {results.total > 0 ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.items.map((pool, i) => (
              <SlideshowPoolCard
                key={pool.id}
                pool={pool}
                estimateHref={to(estimateHref({ poolId: pool.id, poolName: pool.name, sourcePage: SOURCE_PAGE }))}
                priority={i < 3}
              />
            ))}
          </div>
        ) : (
          <div className="icon-before icon-SearchX mt-8 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 px-6 py-14 text-center before:size-10 before:text-ocean-700">
            <p className="mt-4 text-xl font-bold text-ocean-950">{t.collection.none}</p>
            <Link to={to(`${PATH}#${COLLECTION_ID}`)} className="btn-outline mt-6">
              {t.collection.showAll}
            </Link>
          </div>
        )}
        <ResultsPager shown={shown} resultsId={COLLECTION_ID} />
      </section>

      {colors.length > 0 && (
        <section aria-labelledby="latham-colors" className="bg-sand-50">
          <div className="container-page py-16 sm:py-20">
            <SectionHeading
              id="latham-colors"
              eyebrow={t.colors.eyebrow}
              title={t.colors.title}
              intro={t.colors.intro}
            />
            <div className="mt-10">
              <ColorCollections colors={colors} consultationHref="/estimate" />
            </div>
          </div>
        </section>
      )}

      <ClosingCta title={t.closing.title} text={t.closing.text} estimateHref={to("/estimate")} />
    </>
  );
}
