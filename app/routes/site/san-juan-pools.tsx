import { SearchX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ClosingCta } from "~/components/closing-cta";
import { BenefitGrid } from "~/components/benefit-grid";
import { cardPool } from "~/components/manufacturer/card-pool";
import { manufacturerBenefits } from "~/components/manufacturer/feature-benefits";
import { parsePanelQuery } from "~/components/manufacturer/panel-filter-query";
import { PoolFilterPanel } from "~/components/manufacturer/pool-filter-panel";
import { skipRevalidationForFilters } from "~/components/manufacturer/revalidation";
import { SeriesCarousel } from "~/components/manufacturer/series-carousel";
import { PageHero } from "~/components/page-hero";
import { PoolCard } from "~/components/pool-card";
import { SectionHeading } from "~/components/section-heading";
import { COMPANY_CLAIMS } from "~/content/company";
import { appContext } from "~/context";
import { estimateHref, sanJuanEstimateHref } from "~/lib/estimate-links";
import { applyPanelFilters, catalogueFilterOptions } from "~/lib/pool-filters";
import { isSanJuan } from "~/lib/pool-image";
import { routeMeta, siteUrlFromMatches } from "~/lib/route-meta";
import { poolItemList } from "~/lib/structured-data";
import { listEnabledManufacturers } from "~/models/manufacturers.server";
import { listActivePools } from "~/models/pools.server";
import type { Route } from "./+types/san-juan-pools";

const PATH = "/san-juan-pools";
const GALLERY_ID = "san-juan-gallery";
const SOURCE_PAGE = "san-juan-pools";
const CLOSING_ESTIMATE_HREF = estimateHref({ sourcePage: SOURCE_PAGE });
const CLOSING_CONTACT_HREF = `/contact?sourcePage=${SOURCE_PAGE}`;

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const [pools, manufacturers] = await Promise.all([listActivePools(db), listEnabledManufacturers(db)]);
  const maker = manufacturers.find((m) => isSanJuan({ manufacturer: m.name }));
  return {
    pools: pools.filter(isSanJuan).map(cardPool),
    description: maker?.description ?? null,
  };
}

export const shouldRevalidate = skipRevalidationForFilters;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  routeMeta(matches, {
    title: "San Juan Fiberglass Pools",
    description:
      "San Juan one-piece fiberglass pools, hand-built in Lakeland, Florida, and installed by our local crews. Browse every model by series, size and shape.",
    path: PATH,
    keywords: ["San Juan pools", "San Juan fiberglass pools Florida", "one piece fiberglass pool"],
    jsonLd: poolItemList(loaderData?.pools ?? [], siteUrlFromMatches(matches), 15),
  });

export default function SanJuanPoolsPage({ loaderData }: Route.ComponentProps) {
  const { pools, description } = loaderData;
  const [params] = useSearchParams();
  const filters = parsePanelQuery(params);
  const shown = applyPanelFilters(pools, filters);
  const { summary, benefits } = manufacturerBenefits(description);

  return (
    <>
      <PageHero
        eyebrow="San Juan Pools"
        title="San Juan Fiberglass Pools"
        intro={
          summary ?? "One-piece fiberglass pools hand-built in Florida, installed in your backyard by our local crews."
        }
        facts={[`${pools.length} San Juan models`, `Installed in ${COMPANY_CLAIMS.installDays}`, "Built in Florida"]}
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

      <section aria-labelledby="san-juan-series" className="bg-sand-50">
        <div className="container-page py-16 sm:py-20">
          <SectionHeading
            id="san-juan-series"
            eyebrow="Series and shapes"
            title="Explore San Juan Series"
            intro="Models grouped by series, or by shape where a model stands on its own."
          />
          <div className="mt-10">
            <SeriesCarousel brand="San Juan" pools={pools} />
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
        {pools.length > 0 && (
          <div className="mt-10">
            <PoolFilterPanel
              path={PATH}
              resultsId={GALLERY_ID}
              options={catalogueFilterOptions(pools)}
              filters={filters}
              shown={shown.length}
              total={pools.length}
            />
          </div>
        )}
        {shown.length > 0 ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((pool, i) => (
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
          <div className="mt-8 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 px-6 py-14 text-center">
            <SearchX aria-hidden="true" className="size-10 text-ocean-700" />
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
