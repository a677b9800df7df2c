import { useState } from "react";
import { Link } from "react-router";
import { ImageStepButtons } from "~/components/pool-card-parts";
import { PoolImage } from "~/components/pool-image";
import { SpriteIcon } from "~/components/sprite-icon";
import { wrapIndex } from "~/lib/carousel";
import { homeRecommendationEstimateHref } from "~/lib/estimate-links";
import { HOME_CHOICE } from "~/lib/home-choices";
import type { HomePool } from "~/lib/home-pool";
import { poolDisplayDepth, poolDisplayName, poolDisplaySeries } from "~/lib/pool-display";
import { poolDetailHref } from "~/lib/pool-links";
import { LoadingMessage } from "./loading-message";

/** The recommended pool on show: the loader sends this one pool and its neighbours' ids, not the whole tier. */
export interface Recommendation {
  count: number;
  index: number;
  pool: HomePool | null;
  previousId: number | null;
  nextId: number | null;
}

interface RecommendationCarouselProps {
  tier: string;
  recommendation: Recommendation;
}

/**
 * Pools of the chosen size, one at a time. Previous and Next are submit buttons of the home choices form
 * (the neighbour's id as value), so they work before the scripts run; the index wraps at both ends and a
 * new size starts again at its first pool (app/lib/home-choices.ts). The picture index wraps too.
 */
export function RecommendationCarousel({ tier, recommendation }: RecommendationCarouselProps) {
  const { pool, count, index } = recommendation;
  if (!pool) return <LoadingMessage text="Loading pool recommendations..." />;
  // A new pool starts again at its first picture.
  return (
    <RecommendationSlide
      key={pool.id}
      tier={tier}
      recommendation={recommendation}
      pool={pool}
      count={count}
      index={index}
    />
  );
}

function RecommendationSlide({
  tier,
  recommendation,
  pool,
  count,
  index,
}: RecommendationCarouselProps & { pool: HomePool; count: number; index: number }) {
  const [imageIndex, setImageIndex] = useState(0);
  const name = poolDisplayName(pool);
  const images = pool.images.length ? pool.images : [pool.planImageUrl];
  const image = images[Math.min(imageIndex, images.length - 1)];
  const brand = pool.manufacturer || pool.brand;

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
            {poolDisplaySeries(pool)} · {tier} pool {index + 1} of {count}
          </p>
          <h4 className="mt-1 text-xl font-bold text-ocean-950">{name}</h4>
        </div>
        <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-3">
          <div className="flex items-center gap-1.5">
            <dt>
              <SpriteIcon icon="Ruler" className="size-4 text-ocean-600" />
              <span className="sr-only">Dimensions</span>
            </dt>
            <dd>{pool.dimensions ?? "Custom Size"}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <SpriteIcon icon="WavesHorizontal" className="size-4 text-ocean-600" />
              <span className="sr-only">Depth</span>
            </dt>
            <dd>{poolDisplayDepth(pool)}</dd>
          </div>
          {pool.shape && (
            <div className="flex items-center gap-1.5">
              <dt>
                <SpriteIcon icon="Shapes" className="size-4 text-ocean-600" />
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
        {count > 1 && (
          <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4">
            <button
              type="submit"
              name={HOME_CHOICE.pool}
              value={recommendation.previousId ?? ""}
              className="btn-outline min-h-10 px-4"
            >
              <SpriteIcon icon="ChevronLeft" className="size-4" />
              Previous pool
            </button>
            <div className="hidden gap-1.5 sm:flex" aria-hidden="true">
              {Array.from({ length: count }, (_, i) => (
                <span key={i} className={`size-2 rounded-full ${i === index ? "bg-ocean-700" : "bg-slate-300"}`} />
              ))}
            </div>
            <button
              type="submit"
              name={HOME_CHOICE.pool}
              value={recommendation.nextId ?? ""}
              className="btn-outline min-h-10 px-4"
            >
              Next pool
              <SpriteIcon icon="ChevronRight" className="size-4" />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
