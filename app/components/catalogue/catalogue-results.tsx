import { memo } from "react";
import { Link } from "react-router";
import { PoolCard } from "~/components/pool-card";
import { catalogueGridEstimateHref, catalogueListEstimateHref } from "~/lib/estimate-links";
import type { ShownPages } from "~/lib/pool-paging";
import type { CataloguePool } from "./catalogue-pool";
import { type CatalogueState, catalogueHref, clearedState } from "./catalogue-state";
import { ResultsPager } from "./results-pager";

// Changing a filter keeps most cards: they skip re-rendering when their pool, view and link stay the same.
const MemoPoolCard = memo(PoolCard);

/** First cards load eagerly: they are on screen when the page opens. */
const EAGER_CARDS = 3;

interface ResultsProps {
  state: CatalogueState;
  /** The pages on screen (lib/pool-paging). */
  shown: ShownPages<CataloguePool>;
  /** Every pool in the catalogue, before the filters. */
  total: number;
  resultsId: string;
  /** The server's results for changed filters are on their way: the cards shown are the previous ones. */
  updating?: boolean;
}

/** The count heading, the pools of the pages on screen and the pager, or the empty state. */
export function CatalogueResults({ state, shown, total, resultsId, updating = false }: ResultsProps) {
  const isList = state.view === "list";
  const pools = shown.items;
  const matching = shown.source.total;
  return (
    <section aria-labelledby="catalogue-results-title" aria-busy={updating} className="min-w-0">
      <h2 id="catalogue-results-title" aria-live="polite" className="text-xl font-extrabold text-ocean-950 sm:text-2xl">
        {`Showing ${matching} of ${total} pools`}
      </h2>
      {matching === 0 ? (
        <div className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <p className="text-lg font-semibold text-slate-800">No pools match your current filters...</p>
          <Link to={catalogueHref(clearedState(state))} replace preventScrollReset className="btn-ocean mt-5">
            Clear
          </Link>
        </div>
      ) : (
        <ul
          className={
            isList
              ? "mt-6 space-y-5"
              : `mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 ${state.filtersOpen ? "" : "lg:grid-cols-3"}`
          }
        >
          {pools.map((pool, index) => (
            // Cards in a row share one height.
            <li key={pool.id} className={`flex *:w-full ${index < EAGER_CARDS ? "" : "lazy-render"}`}>
              <MemoPoolCard
                pool={pool}
                view={state.view}
                estimateHref={isList ? catalogueListEstimateHref(pool) : catalogueGridEstimateHref(pool)}
                estimateLabel="Get Estimate"
                priority={index < EAGER_CARDS}
              />
            </li>
          ))}
        </ul>
      )}
      <ResultsPager shown={shown} resultsId={resultsId} />
    </section>
  );
}
