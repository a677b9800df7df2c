import { memo } from "react";
import { PoolCard } from "~/components/pool-card";
import { COMPARE_PATH } from "~/lib/catalogue/compare-page";
import { poolDisplayName } from "~/lib/catalogue/pool-display";
import { catalogueGridEstimateHref, catalogueListEstimateHref } from "~/lib/leads/estimate-links";
import type { ShownPages } from "~/lib/catalogue/pool-paging";
import type { CataloguePool } from "./catalogue-pool";
import { ResultsPager } from "./results-pager";
import { YardFitDrawing } from "./yard-fit-drawing";
import { NoPoolFits, type YardFitData, YardFitStatus } from "./yard-fit-results";
import { type CatalogueState, RESULTS_ID, catalogueHref, clearedState, withYard } from "./catalogue-state";
import { ResultsLink } from "./results-link";
import type { PoolFit, Yard } from "~/lib/catalogue/yard-fit";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** A card of the catalogue: with a yard in the address, the pool's fit in it (decision 029). */
export type FittedPool = CataloguePool & { fit?: PoolFit };

/**
 * Changing a filter keeps most cards: they skip re-rendering when their pool, view and yard stay the same (the
 * drawing is made here, inside the memo, so a new element each render does not defeat it).
 */
const MemoPoolCard = memo(function CatalogueCard({
  pool,
  view,
  yard,
  priority,
}: {
  pool: FittedPool;
  view: CatalogueState["view"];
  yard: Yard | null;
  priority: boolean;
}) {
  const t = useTexts("catalogue").results;
  return (
    <PoolCard
      pool={pool}
      view={view}
      estimateHref={view === "list" ? catalogueListEstimateHref(pool) : catalogueGridEstimateHref(pool)}
      priority={priority}
      extra={
        <>
          {yard && pool.fit ? <YardFitDrawing fit={pool.fit} yard={yard} /> : null}
          {/* Without scripts (no card toggles, no tray) a tick per card and one "Compare selected" button
              (NoScriptCompareForm) open /compare; with them this is text the browser never parses into elements. */}
          <noscript>
            <label className="mt-3 flex min-h-10 items-center gap-2 text-sm font-semibold text-ocean-900">
              <input type="checkbox" name="pools" value={pool.id} form={COMPARE_FORM_ID} className="size-4" />
              {fill(t.compareOne, { name: poolDisplayName(pool) })}
            </label>
          </noscript>
        </>
      }
    />
  );
});

/** The GET form of the cards' compare ticks without scripts (decision 029): /compare reads repeated `pools`. */
const COMPARE_FORM_ID = "compare-selected";

/** The count heading: focused after "Show pools that fit", so the visitor hears and sees the answer. */
export const RESULTS_HEADING_ID = "catalogue-results-title";

/** First cards load eagerly: they are on screen when the page opens. */
const EAGER_CARDS = 3;

/**
 * The later cards' placeholder height (lazy-render) at most their real one, per view: a yard drawing makes a
 * card 600-660 px tall, a plain one 450-490, a list row is 290-440 px beside its picture and 480-660 px under it. A placeholder far
 * off moves the pager as the cards render on the way down, and a tap lands on a card instead of "Show more".
 * Each names its height only ("auto none auto …"): a width would widen a column sized by its content.
 */
const LAZY_CARD = {
  grid: "lazy-render lg:[contain-intrinsic-size:auto_none_auto_480px]",
  gridWithYard:
    "lazy-render [contain-intrinsic-size:auto_none_auto_600px] lg:[contain-intrinsic-size:auto_none_auto_625px]",
  list: "lazy-render [contain-intrinsic-size:auto_none_auto_480px] sm:[contain-intrinsic-size:auto_none_auto_290px]",
  listWithYard:
    "lazy-render [contain-intrinsic-size:auto_none_auto_640px] sm:[contain-intrinsic-size:auto_none_auto_430px]",
} as const;

interface ResultsProps {
  state: CatalogueState;
  /** The pages on screen (lib/pool-paging). */
  shown: ShownPages<FittedPool>;
  /** Every pool in the catalogue, before the filters. */
  total: number;
  resultsId: string;
  /** The server's results for changed filters are on their way: the cards shown are the previous ones. */
  updating?: boolean;
  /** "Will it fit?": the yard the pools were checked against, or the fields' messages. */
  yardFit?: YardFitData;
}

/** The count heading, the pools of the pages on screen and the pager, or the empty state. */
export function CatalogueResults({ state, shown, total, resultsId, updating = false, yardFit }: ResultsProps) {
  const isList = state.view === "list";
  const yard = yardFit?.yard ?? null;
  const pools = shown.items;
  const matching = shown.source.total;
  const t = useTexts("catalogue").results;
  const to = useLocalePath();
  const lazyCard = LAZY_CARD[`${isList ? "list" : "grid"}${yard ? "WithYard" : ""}`];
  return (
    <section id={RESULTS_ID} aria-labelledby={RESULTS_HEADING_ID} aria-busy={updating} className="min-w-0 scroll-mt-32">
      <h2
        id={RESULTS_HEADING_ID}
        tabIndex={-1}
        aria-live="polite"
        className="scroll-mt-32 text-xl font-extrabold text-ocean-950 outline-none sm:text-2xl"
      >
        {fill(t.showing, { count: matching, total })}
      </h2>
      {yardFit && <YardFitStatus data={yardFit} />}
      {matching > 1 && (
        // The ticks have no tray to gather them without scripts: the way to use them is said once, here.
        <noscript>
          <p className="mt-1 text-sm text-slate-700">{t.noScriptCompare}</p>
        </noscript>
      )}
      {matching === 0 && yard && yardFit?.nearest.length ? (
        <NoPoolFits yard={yard} nearest={yardFit.nearest} allPoolsHref={catalogueHref(withYard(state, {}))} />
      ) : matching === 0 ? (
        <div className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <p className="text-lg font-semibold text-slate-800">{t.none}</p>
          <ResultsLink to={catalogueHref(clearedState(state))} className="btn-ocean mt-5">
            {t.clear}
          </ResultsLink>
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
            <li key={pool.id} className={`flex *:w-full ${index < EAGER_CARDS ? "" : lazyCard}`}>
              <MemoPoolCard pool={pool} view={state.view} yard={yard} priority={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
      {matching > 0 && (
        <noscript>
          <form id={COMPARE_FORM_ID} method="get" action={to(COMPARE_PATH)} className="mt-6">
            <button type="submit" className="btn-ocean">
              {t.compareSelected}
            </button>
          </form>
        </noscript>
      )}
      <ResultsPager shown={shown} resultsId={resultsId} />
    </section>
  );
}
