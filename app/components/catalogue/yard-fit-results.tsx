import { Link } from "react-router";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import type { Yard, YardFitField } from "~/lib/catalogue/yard-fit";
import { feet } from "./yard-fit-drawing";
import { YARD_FIT_ID } from "./yard-fit-form";
import { ResultsLink } from "./results-link";
import { fill } from "~/lib/i18n/translate";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { formatAndList } from "~/lib/text/plain-format";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";

/** A size offered when no pool fits: one pool of it, and the yard it would need. */
export interface NearPool {
  id: number;
  slug: string | null;
  name: string;
  dimensions: string | null;
  needs: { width: number; depth: number };
}

/** What the catalogue's loader says about the yard in the address (decision 029). */
export interface YardFitData {
  /** The yard the pools were checked against, or null (none asked for, or a field is wrong). */
  yard: Yard | null;
  /** The message beside each wrong field. */
  errors: Partial<Record<YardFitField, string>>;
  /** When no pool (of those the other filters leave) fits: the nearest sizes, nearest first. */
  nearest: NearPool[];
}

/** "30 ft wide by 40 ft deep, keeping 5 ft from the house and 5 ft from the property lines, with a 3 ft deck border". */
function yardDescription(yard: Yard, t: TextAreas["catalogue"]["yard"]): string {
  const ft = (value: number) => feet(value, t.feet);
  const deck = yard.deck ? fill(t.withDeck, { deck: ft(yard.deck) }) : t.noDeck;
  return fill(t.description, {
    width: ft(yard.width),
    depth: ft(yard.depth),
    house: ft(yard.houseSetback),
    lines: ft(yard.lineSetback),
    deck,
  });
}

/** Under the count: which yard the pools were checked against, or why they were not. */
export function YardFitStatus({ data }: { data: YardFitData }) {
  const t = useTexts("catalogue").yard;
  if (data.yard) {
    return <p className="mt-1 text-sm text-slate-700">{fill(t.yourYardIs, { yard: yardDescription(data.yard, t) })}</p>;
  }
  if (Object.keys(data.errors).length === 0) return null;
  return (
    <p className="mt-1 text-sm font-medium text-red-700">
      {t.everyPoolShown} <a href={`#${YARD_FIT_ID}`}>{t.checkFigures}</a> {t.toSeeWhich}
    </p>
  );
}

/** "No pool fits": the sizes that come nearest, the yard each one needs, and the ways on. */
export function NoPoolFits({ yard, nearest, allPoolsHref }: { yard: Yard; nearest: NearPool[]; allPoolsHref: string }) {
  const t = useTexts("catalogue").yard;
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <div className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-5 py-10 text-center sm:px-6">
      <h3 className="text-lg font-bold text-slate-800">{t.noneFits}</h3>
      <p className="mt-2 text-sm text-slate-700">{t.nearest}</p>
      <ul className="mx-auto mt-4 max-w-xl space-y-2 text-left text-sm">
        {nearest.map((pool) => {
          const more = shortBy(pool, yard, t, locale);
          return (
            <li key={pool.id} className="rounded-xl border border-slate-200 bg-white p-3">
              <Link to={to(poolDetailHref(pool))} className="font-bold text-ocean-800 underline underline-offset-4">
                {pool.name}
              </Link>
              {` ${fill(t.needs, {
                dimensions: pool.dimensions ? `(${pool.dimensions})` : "",
                width: feet(pool.needs.width, t.feet),
                depth: feet(pool.needs.depth, t.feet),
                more,
              }).trim()}`}
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-4 max-w-xl text-sm text-slate-700">
        {t.makeRoom}{" "}
        <Link
          to={to("/estimate?sourcePage=pools")}
          className="font-semibold text-ocean-800 underline underline-offset-4"
        >
          {t.askSpecialist}
        </Link>
        .
      </p>
      <ResultsLink to={allPoolsHref} className="btn-ocean mt-5">
        {t.showEvery}
      </ResultsLink>
    </div>
  );
}

/** "4 ft wider and 2 ft deeper": how much more yard a pool needs. */
function shortBy(pool: NearPool, yard: Yard, t: TextAreas["catalogue"]["yard"], locale: Locale): string {
  const wider = pool.needs.width - yard.width;
  const deeper = pool.needs.depth - yard.depth;
  const more: string[] = [];
  if (wider > 0) more.push(fill(t.wider, { feet: feet(wider, t.feet) }));
  if (deeper > 0) more.push(fill(t.deeper, { feet: feet(deeper, t.feet) }));
  return formatAndList(more, locale);
}
