import { useState } from "react";
import { wrapIndex } from "~/lib/ui/carousel";
import { poolDisplayName } from "~/lib/catalogue/pool-display";
import { slideshowPoolImages } from "~/lib/catalogue/pool-image";
import { CompareToggle } from "~/components/compare-selection";
import { useTexts } from "~/lib/i18n/texts";
import { FavoriteButton } from "./favorite-button";
import { FactTerm, ImageStepButtons, PoolCardFooter, poolPictureAlt } from "./pool-card-parts";
import { depthIn, namedValue, seriesIn } from "~/lib/catalogue/pool-labels";
import { PoolImage } from "./pool-image";

/** The pool fields a card shows (the public API's pool satisfies it). */
export interface PoolCardPool {
  id: number;
  slug: string | null;
  name: string;
  model?: string | null;
  description?: string | null;
  /** "en-US" when a Spanish page shows the English description (none written in Spanish). */
  descriptionLang?: "en-US" | undefined;
  manufacturer?: string | null;
  brand?: string | null;
  series?: string | null;
  shape?: string | null;
  sizeCategory?: string | null;
  dimensions?: string | null;
  depth?: string | null;
  volume?: number | null;
  price?: number | null;
  builtInSpa?: string | null;
  imageUrl?: string | null;
  planImageUrl?: string | null;
  images?: readonly string[] | null;
}

interface PoolCardProps {
  pool: PoolCardPool;
  view?: "grid" | "list";
  /** The page's estimate link for this pool (each page has its own parameters). */
  estimateHref: string;
  estimateLabel?: string;
  headingLevel?: 2 | 3;
  /** First cards above the fold load eagerly. */
  priority?: boolean;
  /** Placement in the caller's layout (a grid or a scrolling row), so no wrapper element is needed. */
  className?: string;
  /** Shown under the facts: the pool drawn in the visitor's yard on /pools (decision 029). */
  extra?: React.ReactNode;
}

/** A pool in a grid or a list: picture (its own wrapping image index), facts, detail and estimate links. */
export function PoolCard({
  pool,
  view = "grid",
  estimateHref,
  estimateLabel,
  headingLevel = 3,
  priority = false,
  className = "",
  extra,
}: PoolCardProps) {
  const t = useTexts("poolCard");
  const slides = slideshowPoolImages(pool);
  const images = slides.length ? slides : [pool.planImageUrl ?? pool.imageUrl ?? null];
  const [index, setIndex] = useState(0);
  const name = poolDisplayName(pool);
  const brand = pool.manufacturer || pool.brand;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const isList = view === "list";

  return (
    <article className={`group pool-card ${isList ? "flex-col sm:flex-row" : "flex-col"} ${className}`}>
      <div className={`relative ${isList ? "sm:w-72 sm:shrink-0" : ""}`}>
        <PoolImage
          pool={pool}
          src={images[index]}
          alt={poolPictureAlt(t, name, pool.shape)}
          loading={priority ? "eager" : "lazy"}
          className={isList ? "sm:h-full sm:object-contain" : ""}
        />
        {brand && <span className="pool-card-badge">{brand}</span>}
        <ImageStepButtons
          count={images.length}
          name={name}
          onStep={(step) => setIndex((i) => wrapIndex(i, step, images.length))}
        />
        <FavoriteButton poolId={pool.id} name={name} overPicture />
        <CompareToggle poolId={pool.id} name={name} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="pool-card-kicker">
          {seriesIn(t, pool)}
          {pool.sizeCategory ? ` · ${namedValue(t.sizes, pool.sizeCategory)}` : ""}
        </p>
        <Heading className="mt-1 text-lg font-bold text-ocean-950">{name}</Heading>
        {isList && pool.description && (
          <p lang={pool.descriptionLang} className="mt-2 line-clamp-2 text-sm text-slate-600">
            {pool.description}
          </p>
        )}
        {/* Terms and values straight in the list, without a <div> per pair (the page-weight element budget). The
            dimensions' value ends where the first of two columns would, so depth starts half-way across; depth's
            value leaves too little room on its line for the shape, which wraps to its own. */}
        <dl className="pool-card-facts">
          <FactTerm fact="dimensions" label={t.dimensions} />
          <dd>{pool.dimensions ?? t.customSize}</dd>
          <FactTerm fact="depth" label={t.depth} />
          <dd>{depthIn(t, pool)}</dd>
          {pool.shape && (
            <>
              <dt>{t.shape}</dt>
              <dd>{namedValue(t.shapes, pool.shape)}</dd>
            </>
          )}
        </dl>
        {extra}
        <PoolCardFooter
          pool={pool}
          name={name}
          estimateHref={estimateHref}
          estimateLabel={estimateLabel ?? t.getEstimate}
        />
      </div>
    </article>
  );
}
