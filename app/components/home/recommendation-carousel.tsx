import { depthIn } from "~/lib/catalogue/pool-labels";
import { type CSSProperties, useState } from "react";
import { Link } from "react-router";
import { ImageStepButtons } from "~/components/pool-card-parts";
import { PoolImage } from "~/components/pool-image";
import { wrapIndex } from "~/lib/ui/carousel";
import { homeRecommendationEstimateHref } from "~/lib/leads/estimate-links";
import { HOME_CHOICE } from "~/lib/catalogue/home-choices";
import type { HomePool } from "~/lib/catalogue/home-pool";
import { poolDisplayName, poolDisplaySeries } from "~/lib/catalogue/pool-display";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { LoadingMessage } from "./loading-message";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** A fact's term shown as its icon: the term's text stays for screen readers, at no size. */
const TERM_ICON = "icon-before text-[0px] before:size-4 before:text-ocean-600";

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
 * new size starts again at its first pool (app/lib/catalogue/home-choices.ts). The picture index wraps too.
 */
export function RecommendationCarousel({ tier, recommendation }: RecommendationCarouselProps) {
  const { pool, count, index } = recommendation;
  const t = useTexts("home").carousel;
  if (!pool) return <LoadingMessage text={t.loading} />;
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
  const texts = useTexts("home");
  const card = useTexts("poolCard");
  const t = texts.carousel;
  const tierName = texts.design.tiers[tier as keyof typeof texts.design.tiers] ?? tier;
  const to = useLocalePath();

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={fill(t.label, { tier: tierName })}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg"
    >
      <div className="relative">
        <PoolImage pool={pool} src={image} alt={fill(t.imageAlt, { name })} variant="gallery" />
        {brand && <span className="pool-card-badge">{brand}</span>}
        <ImageStepButtons
          count={images.length}
          name={name}
          large
          onStep={(step) => setImageIndex((i) => wrapIndex(i, step, images.length))}
        />
      </div>
      <div className="p-5 sm:p-6">
        <div aria-live="polite" aria-atomic="true">
          <p className="pool-card-kicker">
            {poolDisplaySeries(pool)} · {fill(t.position, { tier: tierName, number: index + 1, count })}
          </p>
          <h4 className="mt-1 text-xl font-bold text-ocean-950">{name}</h4>
        </div>
        {/* A term is its icon (::before); its text is there for screen readers at no size. Pairs stand straight in
            the grid, without a <div> each (the page-weight element budget). */}
        <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-1.5 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
          <dt className={`${TERM_ICON} icon-Ruler`}>{t.dimensions}</dt>
          <dd className="sm:mr-2.5">{pool.dimensions ?? t.customSize}</dd>
          <dt className={`${TERM_ICON} icon-WavesHorizontal`}>{t.depth}</dt>
          <dd className="sm:mr-2.5">{depthIn(card, pool)}</dd>
          {pool.shape && (
            <>
              <dt className={`${TERM_ICON} icon-Shapes`}>{t.shape}</dt>
              <dd>{pool.shape}</dd>
            </>
          )}
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          <Link
            to={to(homeRecommendationEstimateHref(pool))}
            aria-label={fill(t.estimateLabel, { name })}
            className="btn-primary flex-1"
          >
            {t.estimate}
          </Link>
          <Link
            to={to(poolDetailHref(pool))}
            aria-label={fill(t.detailsLabel, { name })}
            className="btn-outline flex-1"
          >
            {t.details}
          </Link>
        </div>
        {count > 1 && (
          <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4">
            <button
              type="submit"
              name={HOME_CHOICE.pool}
              value={recommendation.previousId ?? ""}
              className="btn-outline icon-before icon-ChevronLeft min-h-10 px-4 before:size-4"
            >
              {t.previous}
            </button>
            <span
              aria-hidden="true"
              className="carousel-dots hidden sm:block"
              style={{ "--count": count, "--index": index } as CSSProperties}
            />
            <button
              type="submit"
              name={HOME_CHOICE.pool}
              value={recommendation.nextId ?? ""}
              className="btn-outline icon-after icon-ChevronRight min-h-10 px-4 after:size-4"
            >
              {t.next}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
