import { ChevronLeft, ChevronRight, Ruler, Shapes, Waves } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ImageStepButtons } from "~/components/pool-card-parts";
import { PoolImage } from "~/components/pool-image";
import { wrapIndex } from "~/lib/carousel";
import { homeRecommendationEstimateHref } from "~/lib/estimate-links";
import type { HomePool } from "~/lib/home-pool";
import { poolDisplayDepth, poolDisplayName, poolDisplaySeries } from "~/lib/pool-display";
import { poolDetailHref } from "~/lib/pool-links";
import { LoadingMessage } from "./loading-message";

interface RecommendationCarouselProps {
  tier: string;
  pools: readonly HomePool[];
}

/**
 * Pools of the chosen size, one at a time. The pool index and the picture
 * index both wrap at either end; the parent remounts this per size tier, so
 * a new size starts again at its first pool.
 */
export function RecommendationCarousel({ tier, pools }: RecommendationCarouselProps) {
  const [poolIndex, setPoolIndex] = useState(0);
  const [imageIndex, setImageIndex] = useState(0);

  if (pools.length === 0) return <LoadingMessage text="Loading pool recommendations..." />;

  const pool = pools[Math.min(poolIndex, pools.length - 1)]!;
  const name = poolDisplayName(pool);
  const images = pool.images.length ? pool.images : [pool.planImageUrl];
  const image = images[Math.min(imageIndex, images.length - 1)];
  const brand = pool.manufacturer || pool.brand;

  function showPool(step: number) {
    setPoolIndex((i) => wrapIndex(i, step, pools.length));
    setImageIndex(0);
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`Recommended ${tier} pools`}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg"
    >
      <div className="relative">
        <PoolImage pool={pool} src={image} alt={`${name} fiberglass pool`} variant="gallery" />
        {brand && (
          <span className="absolute bottom-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-ocean-900 shadow-sm">
            {brand}
          </span>
        )}
        <ImageStepButtons
          count={images.length}
          name={name}
          large
          onStep={(step) => setImageIndex((i) => wrapIndex(i, step, images.length))}
        />
      </div>
      <div className="p-5 sm:p-6">
        <div aria-live="polite" aria-atomic="true">
          <p className="text-xs font-semibold tracking-wide text-ocean-700 uppercase">
            {poolDisplaySeries(pool)} · {tier} pool {poolIndex + 1} of {pools.length}
          </p>
          <h4 className="mt-1 text-xl font-bold text-ocean-950">{name}</h4>
        </div>
        <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-3">
          <div className="flex items-center gap-1.5">
            <dt>
              <Ruler aria-hidden="true" className="size-4 text-ocean-600" />
              <span className="sr-only">Dimensions</span>
            </dt>
            <dd>{pool.dimensions ?? "Custom Size"}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Waves aria-hidden="true" className="size-4 text-ocean-600" />
              <span className="sr-only">Depth</span>
            </dt>
            <dd>{poolDisplayDepth(pool)}</dd>
          </div>
          {pool.shape && (
            <div className="flex items-center gap-1.5">
              <dt>
                <Shapes aria-hidden="true" className="size-4 text-ocean-600" />
                <span className="sr-only">Shape</span>
              </dt>
              <dd>{pool.shape}</dd>
            </div>
          )}
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          <Link to={homeRecommendationEstimateHref(pool)} className="btn-primary flex-1">
            Get Estimate<span className="sr-only"> for {name}</span>
          </Link>
          <Link to={poolDetailHref(pool)} className="btn-outline flex-1">
            View Details<span className="sr-only"> of {name}</span>
          </Link>
        </div>
        {pools.length > 1 && (
          <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4">
            <button type="button" className="btn-outline min-h-10 px-4" onClick={() => showPool(-1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous pool
            </button>
            <div className="hidden gap-1.5 sm:flex" aria-hidden="true">
              {pools.map((p, i) => (
                <span
                  key={p.id}
                  className={`size-2 rounded-full ${i === poolIndex ? "bg-ocean-700" : "bg-slate-300"}`}
                />
              ))}
            </div>
            <button type="button" className="btn-outline min-h-10 px-4" onClick={() => showPool(1)}>
              Next pool
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
