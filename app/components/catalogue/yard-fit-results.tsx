import { Link } from "react-router";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import type { Yard, YardFitField } from "~/lib/catalogue/yard-fit";
import { feet } from "./yard-fit-drawing";
import { YARD_FIT_ID } from "./yard-fit-form";
import { ResultsLink } from "./results-link";

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

/** "30 ft by 40 ft, 5 ft from the house and 5 ft from the property lines, with a 3 ft deck border". */
export function yardDescription(yard: Yard): string {
  const deck = yard.deck ? `with a ${feet(yard.deck)} deck border` : "with no deck border";
  return `${feet(yard.width)} wide by ${feet(yard.depth)} deep, keeping ${feet(yard.houseSetback)} from the house and ${feet(yard.lineSetback)} from the property lines, ${deck}`;
}

/** Under the count: which yard the pools were checked against, or why they were not. */
export function YardFitStatus({ data }: { data: YardFitData }) {
  if (data.yard) {
    return <p className="mt-1 text-sm text-slate-700">{`Your yard: ${yardDescription(data.yard)}.`}</p>;
  }
  if (Object.keys(data.errors).length === 0) return null;
  return (
    <p className="mt-1 text-sm font-medium text-red-700">
      Every pool is shown: <a href={`#${YARD_FIT_ID}`}>check your yard&apos;s figures</a> to see which ones fit.
    </p>
  );
}

/** "No pool fits": the sizes that come nearest, the yard each one needs, and the ways on. */
export function NoPoolFits({ yard, nearest, allPoolsHref }: { yard: Yard; nearest: NearPool[]; allPoolsHref: string }) {
  return (
    <div className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-5 py-10 text-center sm:px-6">
      <h3 className="text-lg font-bold text-slate-800">No pool fits your yard</h3>
      <p className="mt-2 text-sm text-slate-700">
        The sizes that come nearest, and the yard each one needs with the same distances:
      </p>
      <ul className="mx-auto mt-4 max-w-xl space-y-2 text-left text-sm">
        {nearest.map((pool) => {
          const wider = pool.needs.width - yard.width;
          const deeper = pool.needs.depth - yard.depth;
          const more = [wider > 0 && `${feet(wider)} wider`, deeper > 0 && `${feet(deeper)} deeper`].filter(Boolean);
          return (
            <li key={pool.id} className="rounded-xl border border-slate-200 bg-white p-3">
              <Link to={poolDetailHref(pool)} className="font-bold text-ocean-800 underline underline-offset-4">
                {pool.name}
              </Link>
              {`${pool.dimensions ? ` (${pool.dimensions})` : ""} needs a yard ${feet(pool.needs.width)} wide by ${feet(pool.needs.depth)} deep: ${more.join(" and ")}.`}
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-4 max-w-xl text-sm text-slate-700">
        A narrower deck, or smaller setbacks where your county allows them, also makes room.{" "}
        <Link to="/estimate?sourcePage=pools" className="font-semibold text-ocean-800 underline underline-offset-4">
          Ask a specialist to measure your yard
        </Link>
        .
      </p>
      <ResultsLink to={allPoolsHref} className="btn-ocean mt-5">
        Show every pool
      </ResultsLink>
    </div>
  );
}
