import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { poolDetailHref } from "~/lib/pool-links";
import { formatUsd } from "~/lib/pricing";

// Pieces every pool card shares: the picture stepper, the starting price and the two actions.

/** Previous / next picture buttons over a pool's image; the caller wraps the index (lib/carousel). */
export function ImageStepButtons({
  count,
  name,
  onStep,
  large = false,
}: {
  count: number;
  name: string;
  onStep: (step: -1 | 1) => void;
  large?: boolean;
}) {
  if (count < 2) return null;
  const button = `flex ${large ? "size-10" : "size-9"} items-center justify-center rounded-full bg-white/90 text-ocean-900 shadow hover:bg-white`;
  return (
    <div className="absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
      <button type="button" className={button} aria-label={`Previous picture of ${name}`} onClick={() => onStep(-1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button type="button" className={button} aria-label={`Next picture of ${name}`} onClick={() => onStep(1)}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/** "From $X" (when priced) and the View Details / estimate links at the foot of a card. */
export function PoolCardFooter({
  pool,
  name,
  estimateHref,
  estimateLabel = "Get Estimate",
}: {
  pool: { id: number; slug: string | null; price?: number | null };
  name: string;
  estimateHref: string;
  estimateLabel?: string;
}) {
  return (
    <>
      {pool.price ? (
        <p className="mt-3 text-sm text-slate-600">
          From <span className="text-lg font-extrabold text-ocean-950">{formatUsd(pool.price)}</span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={poolDetailHref(pool)} className="btn-outline min-h-10 flex-1 px-4">
          View Details<span className="sr-only"> of {name}</span>
        </Link>
        <Link to={estimateHref} className="btn-primary min-h-10 flex-1 px-4">
          {estimateLabel}
          <span className="sr-only"> for {name}</span>
        </Link>
      </div>
    </>
  );
}
