import starEmptyUrl from "~/assets/star-empty.svg?url&no-inline";
import starFilledUrl from "~/assets/star-filled.svg?url&no-inline";

/** One star's width and the 2 px gap after it: lucide's 16 px star drawn in an 18 px tile. */
const STAR_TILE_PX = 18;

/**
 * Whole-star rating with a text equivalent for screen readers: two elements with a repeated, cacheable
 * star image as background (the filled stars over the empty ones) instead of five inline SVG stars per
 * rating (decision 022).
 */
export function Stars({ rating, max = 5, className = "" }: { rating: number; max?: number; className?: string }) {
  const full = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={`Rated ${full} out of ${max}`}
      className={`block h-4 overflow-hidden bg-repeat-x ${className}`}
      style={{
        width: max * STAR_TILE_PX - 2,
        backgroundImage: `url(${starEmptyUrl})`,
        backgroundSize: `${STAR_TILE_PX}px 16px`,
      }}
    >
      <span
        className="block h-4 bg-repeat-x"
        style={{ width: full * STAR_TILE_PX, backgroundImage: `url(${starFilledUrl})`, backgroundSize: "inherit" }}
      />
    </span>
  );
}
