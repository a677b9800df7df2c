import { Link, useSearchParams } from "react-router";
import { ResultsPager } from "~/components/catalogue/results-pager";
import { useMoreResults } from "~/components/catalogue/use-more-results";
import { ClosingCta } from "~/components/closing-cta";
import { BenefitGrid } from "~/components/benefit-grid";
import { cardPool } from "~/components/manufacturer/card-pool";
import { manufacturerBenefits } from "~/components/manufacturer/feature-benefits";
import { parsePanelQuery } from "~/components/manufacturer/panel-filter-query";
import { PoolFilterPanel } from "~/components/manufacturer/pool-filter-panel";
import { revalidateOnResultsChange } from "~/components/manufacturer/revalidation";
import { SeriesCarousel, seriesSlides } from "~/components/manufacturer/series-carousel";
import { searchWithSlide, slideIndexFromQuery } from "~/components/manufacturer/series-groups";
import { PageHero } from "~/components/page-hero";
import { PoolCard } from "~/components/pool-card";
import { SectionHeading } from "~/components/section-heading";
import { COMPANY_CLAIMS } from "~/lib/company/offices";
import { appContext } from "~/context";
import { estimateHref, sanJuanEstimateHref } from "~/lib/leads/estimate-links";
import { applyPanelFilters, catalogueFilterOptions } from "~/lib/catalogue/pool-filters";
import { isSanJuan } from "~/lib/catalogue/pool-image";
import { pageOf, readPageParam } from "~/lib/catalogue/pool-paging";
import { SAN_JUAN_PAGE_TITLE, pagedTitle } from "~/lib/content/page-titles";
import { routeMeta, siteUrlFromMatches } from "~/lib/seo/route-meta";
import { poolItemList } from "~/lib/seo/structured-data";
import { listEnabledManufacturers } from "~/models/manufacturers.server";
import { listActivePools } from "~/models/pools.server";
import { pageStylesheet } from "~/styles/page-stylesheet";
import stylesheet from "~/styles/pages/san-juan-pools.css?url";
import type { Route } from "./+types/san-juan-pools";

export const links: Route.LinksFunction = () => [pageStylesheet(stylesheet)];

const PATH = "/san-juan-pools";
const GALLERY_ID = "san-juan-gallery";
const SERIES_ID = "san-juan-series-carousel";
const SOURCE_PAGE = "san-juan-pools";
const CLOSING_ESTIMATE_HREF = estimateHref({ sourcePage: SOURCE_PAGE });
const CLOSING_CONTACT_HREF = `/contact?sourcePage=${SOURCE_PAGE}`;

// The server filters and pages, and builds the series slides: the page carries one page of cards,
// the slides' few fields and the filter choices, not every pool.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const [pools, manufacturers] = await Promise.all([listActivePools(db), listEnabledManufacturers(db)]);
  const maker = manufacturers.find((m) => isSanJuan({ manufacturer: m.name }));
  const sanJuan = pools.filter(isSanJuan);
  const page = pageOf(applyPanelFilters(sanJuan, parsePanelQuery(params)), readPageParam(params));
  const groups = seriesSlides(sanJuan);
  const { brands, series, sizes } = catalogueFilterOptions(sanJuan);
  return {
    total: sanJuan.length,
    options: { brands, series, sizes },
    groups,
    slide: slideIndexFromQuery(params, groups.length),
    results: { ...page, items: page.items.map(cardPool) },
    description: maker?.description ?? null,
  };
}

export const shouldRevalidate = revalidateOnResultsChange;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData?.results.page ?? 1;
  return routeMeta(matches, {
    title: pagedTitle(SAN_JUAN_PAGE_TITLE, page),
    description:
      "San Juan one-piece fiberglass pools, hand-built in Lakeland, Florida, and installed by our local crews. Browse every model by series, size and shape.",
    path: page > 1 ? `${PATH}?page=${page}` : PATH,
    keywords: ["San Juan pools", "San Juan fiberglass pools Florida", "one piece fiberglass pool"],
    jsonLd: poolItemList(loaderData?.results.items ?? [], siteUrlFromMatches(matches)),
  });
};

export default function SanJuanPoolsPage({ loaderData }: Route.ComponentProps) {
  const { total, options, groups, slide, results, description } = loaderData;
  const [params] = useSearchParams();
  const filters = parsePanelQuery(params);
  const shown = useMoreResults(results);
  const { summary, benefits } = manufacturerBenefits(description);

  return (
    <>
      <PageHero
        eyebrow="San Juan Pools"
        title={SAN_JUAN_PAGE_TITLE}
        intro={
          summary ?? "One-piece fiberglass pools hand-built in Florida, installed in your backyard by our local crews."
        }
        facts={[`${total} San Juan models`, `Installed in ${COMPANY_CLAIMS.installDays}`, "Built in Florida"]}
        actions={
          <>
            <Link to={CLOSING_ESTIMATE_HREF} className="btn-primary">
              Get a Free Estimate
            </Link>
            <a href={`#${GALLERY_ID}`} className="btn-ghost-light">
              Browse San Juan Pools
            </a>
          </>
        }
      />

      {benefits.length > 0 && (
        <section aria-labelledby="san-juan-benefits" className="container-page py-16 sm:py-20">
          <SectionHeading
            id="san-juan-benefits"
            eyebrow="Why San Juan"
            title="Built Strong, Built in Florida"
            intro="What goes into every San Juan shell before it reaches your yard."
          />
          <div className="mt-10">
            <BenefitGrid benefits={benefits} />
          </div>
        </section>
      )}

      <section id={SERIES_ID} aria-labelledby="san-juan-series" className="scroll-mt-24 bg-sand-50">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            id="san-juan-series"
            eyebrow="Series and shapes"
            title="Explore San Juan Series"
            intro="Models grouped by series, or by shape where a model stands on its own."
          />
          <div className="mt-10">
            <SeriesCarousel
              brand="San Juan"
              groups={groups}
              initialIndex={slide}
              slideHref={(index) => `${PATH}${searchWithSlide(params.toString(), index)}#${SERIES_ID}`}
            />
          </div>
        </div>
      </section>

      <section
        id={GALLERY_ID}
        aria-labelledby="san-juan-gallery-title"
        className="container-page scroll-mt-24 py-16 sm:py-20"
      >
        <SectionHeading
          id="san-juan-gallery-title"
          eyebrow="Gallery"
          title="San Juan Pool Gallery"
          intro="Filter by series, size or built-in spa, or search by name."
        />
        {total > 0 && (
          <div className="mt-10">
            <PoolFilterPanel
              path={PATH}
              resultsId={GALLERY_ID}
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
              <PoolCard
                key={pool.id}
                pool={pool}
                estimateHref={sanJuanEstimateHref(pool)}
                estimateLabel="Get Estimate"
                priority={i < 3}
              />
            ))}
          </div>
        ) : (
          <div className="icon-before icon-SearchX mt-8 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 px-6 py-14 text-center before:size-10 before:text-ocean-700">
            <h3 className="mt-4 text-2xl font-extrabold text-ocean-950">No San Juan Pools Found</h3>
            <p className="mt-2 max-w-md text-slate-700">
              Try different filters, browse every pool we install, or ask us for a recommendation.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/pools" className="btn-outline">
                View All Pools
              </Link>
              <Link to="/estimate" className="btn-primary">
                Get a Free Estimate
              </Link>
            </div>
          </div>
        )}
        <ResultsPager shown={shown} resultsId={GALLERY_ID} />
      </section>

      <ClosingCta
        title="Ready for your San Juan pool?"
        text="Get a free estimate or send us your questions, and a local specialist will help you choose the right model."
        estimateHref={CLOSING_ESTIMATE_HREF}
        secondary={{ to: CLOSING_CONTACT_HREF, label: "Contact Us" }}
      />
    </>
  );
}
