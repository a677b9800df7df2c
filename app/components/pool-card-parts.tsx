import { Link } from "react-router";
import { poolDetailHref } from "~/lib/catalogue/pool-links";
import { formatUsd } from "~/lib/catalogue/pricing";
import { namedValue } from "~/lib/catalogue/pool-labels";
import { fill } from "~/lib/i18n/translate";
import { type TextAreas, useTexts } from "~/lib/i18n/texts";
import { useLocalePath } from "~/lib/i18n/use-locale";

/** A pool picture's alt text in the page's language: "Apollo 14 rectangle fiberglass pool". */
export function poolPictureAlt(t: TextAreas["poolCard"], name: string, shape: string | null | undefined): string {
  return shape
    ? fill(t.pictureAltShaped, { name, shape: namedValue(t.shapes, shape).toLowerCase() })
    : fill(t.pictureAlt, { name });
}

// Pieces every pool card shares: the fact icons, the picture stepper, the starting price and the two actions.

/**
 * The little pictures beside a card's facts: cacheable files (public/images/icons, drawn in ocean-600) as the
 * background of an element the card has anyway or of one empty element, named once in app/styles/shared.css.
 */
const FACT_PICTURES = {
  dimensions: "fact-term-dimensions",
  depth: "fact-term-depth",
  capacity: "fact-term-capacity",
} as const;

type Fact = keyof typeof FACT_PICTURES;

/** A decorative fact picture beside a visible term. */
export function FactIcon({ fact }: { fact: Fact }) {
  return <span aria-hidden="true" className={`fact-term ${FACT_PICTURES[fact]}`} />;
}

/**
 * A fact's term in a card's list, shown as its picture: the term's text is there for screen readers but drawn at
 * no size, the picture is the term's background (the fact-term utility). One element instead of a <dt> holding an
 * <img>, twice or three times per card, 24 cards a page (the page-weight element budget).
 */
export function FactTerm({ fact, label }: { fact: Fact; label: string }) {
  return <dt className={`fact-term ${FACT_PICTURES[fact]}`}>{label}</dt>;
}

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
  const t = useTexts("poolCard");
  if (count < 2) return null;
  // Each button is placed over the picture itself and draws its chevron as ::before: three elements fewer per card
  // than a wrapping row with an icon element in each button (the page-weight element budget).
  const button = `icon-before absolute top-1/2 flex ${large ? "size-10" : "size-9"} -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ocean-900 shadow-sm before:size-5 hover:bg-white`;
  return (
    <>
      <button
        type="button"
        className={`${button} icon-ChevronLeft left-2`}
        aria-label={fill(t.previousPicture, { name })}
        onClick={() => onStep(-1)}
      />
      <button
        type="button"
        className={`${button} icon-ChevronRight right-2`}
        aria-label={fill(t.nextPicture, { name })}
        onClick={() => onStep(1)}
      />
    </>
  );
}

/** "From $X" (when priced) and the View Details / estimate links at the foot of a card. */
export function PoolCardFooter({
  pool,
  name,
  estimateHref,
  estimateLabel,
}: {
  pool: { id: number; slug: string | null; price?: number | null };
  name: string;
  estimateHref: string;
  estimateLabel?: string;
}) {
  const t = useTexts("poolCard");
  const to = useLocalePath();
  const label = estimateLabel ?? t.getEstimate;
  return (
    <>
      {pool.price ? (
        <p className="mt-3 text-sm text-slate-600">
          {t.from} <span className="text-lg font-extrabold text-ocean-950">{formatUsd(pool.price)}</span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {/* The pool's name in the accessible name (not a hidden span): one element less per link, per card. */}
        <Link
          to={to(poolDetailHref(pool))}
          aria-label={fill(t.viewDetailsOf, { name })}
          className="btn-outline min-h-10 flex-1 px-4"
        >
          {t.viewDetails}
        </Link>
        <Link
          to={to(estimateHref)}
          aria-label={fill(t.estimateFor, { label, name })}
          className="btn-primary min-h-10 flex-1 px-4"
        >
          {label}
        </Link>
      </div>
    </>
  );
}
