import { depthIn } from "~/lib/catalogue/pool-labels";
import { useEffect, useState, useSyncExternalStore } from "react";
import { CompareToggle } from "~/components/compare-selection";
import { FavoriteButton } from "~/components/favorite-button";
import type { PoolCardPool } from "~/components/pool-card";
import { FactTerm, PoolCardFooter } from "~/components/pool-card-parts";
import { PoolImage } from "~/components/pool-image";
import { wrapIndex } from "~/lib/ui/carousel";
import { poolDisplayName, poolDisplaySeries, poolDisplaySize } from "~/lib/catalogue/pool-display";
import { slideshowPoolImages } from "~/lib/catalogue/pool-image";
import { useTexts } from "~/lib/i18n/texts";
import { fill } from "~/lib/i18n/translate";
import { gallonsIn, shapeName, sizeName } from "./catalogue-words";
import { SpriteIcon } from "~/components/sprite-icon";

/** Latham cards change picture every 4 seconds. */
export const SLIDESHOW_INTERVAL_MS = 4_000;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // Nothing moves before hydration anyway.
    () => true,
  );
}

interface SlideshowPoolCardProps {
  pool: PoolCardPool;
  estimateHref: string;
  priority?: boolean;
}

/**
 * A pool card whose picture advances on its own. It pauses while the pointer
 * or keyboard focus is on the card, when the visitor pauses it, and under
 * prefers-reduced-motion; a pool with one picture simply shows it.
 */
export function SlideshowPoolCard({ pool, estimateHref, priority = false }: SlideshowPoolCardProps) {
  const slides = slideshowPoolImages(pool);
  const images = slides.length ? slides : [pool.planImageUrl ?? pool.imageUrl ?? null];
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const t = useTexts("poolPanel").slideshow;
  const words = useTexts("poolPanel");
  const card = useTexts("poolCard");
  const name = poolDisplayName(pool);
  const hasSlideshow = images.length > 1;
  const running = hasSlideshow && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => wrapIndex(i, 1, images.length)), SLIDESHOW_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, images.length]);

  return (
    <article
      className="group pool-card flex-col"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative">
        <PoolImage
          pool={pool}
          src={images[index]}
          alt={
            hasSlideshow
              ? fill(t.pictureAlt, { name, number: index + 1, count: images.length })
              : pool.shape
                ? fill(t.shapedPoolAlt, { name, shape: shapeName(words.shapeNames, pool.shape) })
                : fill(t.poolAlt, { name })
          }
          loading={priority ? "eager" : "lazy"}
        />
        <FavoriteButton poolId={pool.id} name={name} overPicture />
        <CompareToggle poolId={pool.id} name={name} />
        {hasSlideshow && (
          <div className="absolute inset-x-3 bottom-3 flex items-center justify-between">
            <span aria-hidden="true" className="flex gap-1">
              {images.map((src, i) => (
                <span
                  key={src}
                  className={`h-1.5 rounded-full ${i === index ? "w-5 bg-white" : "w-1.5 bg-white/60"}`}
                />
              ))}
            </span>
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              className="flex size-9 items-center justify-center rounded-full bg-white/90 text-ocean-900 shadow-sm hover:bg-white"
            >
              {stopped ? <SpriteIcon icon="Play" className="size-4" /> : <SpriteIcon icon="Pause" className="size-4" />}
              <span className="sr-only">{fill(stopped ? t.play : t.pause, { name })}</span>
            </button>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-ocean-700 uppercase">
          {poolDisplaySeries(pool)}
          {pool.sizeCategory ? ` · ${sizeName(words.sizeNames, pool.sizeCategory)}` : ""}
        </p>
        <h3 className="mt-1 text-lg font-bold text-ocean-950">{name}</h3>
        {pool.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{pool.description}</p>}
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm text-slate-700">
          <div className="flex items-center gap-1.5">
            <FactTerm fact="dimensions" label={t.dimensions} />
            <dd>{pool.dimensions || poolDisplaySize(pool)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <FactTerm fact="depth" label={t.depth} />
            <dd>{depthIn(card, pool)}</dd>
          </div>
          {pool.volume ? (
            <div className="col-span-2 flex items-center gap-1.5">
              <FactTerm fact="capacity" label={t.capacity} />
              <dd>{gallonsIn(words.gallons, pool.volume)}</dd>
            </div>
          ) : null}
        </dl>
        <PoolCardFooter pool={pool} name={name} estimateHref={estimateHref} />
      </div>
    </article>
  );
}
