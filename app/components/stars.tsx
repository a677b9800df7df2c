import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";

/**
 * Whole-star rating with a text equivalent for screen readers, as one element: the empty stars are its
 * background and the filled ones its ::before, cut to the rating's width (the stars utility, app/styles/shared.css).
 * Five inline SVG stars per rating before (decision 022), one element and a number now (decision 027).
 */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const t = useTexts("poolCard");
  const full = Math.max(0, Math.min(STAR_COUNT, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={fill(t.rated, { count: full, max: STAR_COUNT })}
      className={`stars ${className}`}
      style={{ "--stars": full } as React.CSSProperties}
    />
  );
}

const STAR_COUNT = 5;
