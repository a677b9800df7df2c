import type { PoolFit, Yard } from "~/lib/catalogue/yard-fit";
import { fill } from "~/lib/i18n/translate";
import { useTexts } from "~/lib/i18n/texts";

/** Feet as the fit tool writes them: "6 ft", "4.5 ft" / "6 pies" (the arithmetic rounds to a tenth). */
export const feet = (value: number, unit: string) => fill(unit, { feet: Math.round(value * 10) / 10 });

/** The longer side of the drawn yard, in rem: small beside the card's facts, the same scale for both sides. */
const PLOT_REM = 5.5;
/** A side drawn thinner than this could not be seen: a very long, narrow yard is drawn a little wider. */
const MIN_SIDE_REM = 1;

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 10_000) / 100}%`;

/**
 * Where the drawing puts things, to scale: the plot's size in rem (its longer side PLOT_REM) and, as CSS insets
 * (top right bottom left, in per cent), the room inside the setbacks and the pool with its deck in the yard, and
 * the water inside the deck.
 */
export function plotGeometry(fit: PoolFit, yard: Yard) {
  const { width, depth } = yard;
  const scale = PLOT_REM / Math.max(width, depth);
  const left = yard.lineSetback + fit.spare.left;
  const top = yard.houseSetback + fit.spare.house;
  const insets = (t: number, r: number, b: number, l: number, w: number, d: number) =>
    `${percent(t, d)} ${percent(r, w)} ${percent(b, d)} ${percent(l, w)}`;
  return {
    width: `${Math.max(width * scale, MIN_SIDE_REM)}rem`,
    height: `${Math.max(depth * scale, MIN_SIDE_REM)}rem`,
    room: insets(yard.houseSetback, yard.lineSetback, yard.lineSetback, yard.lineSetback, width, depth),
    at: insets(top, width - left - fit.footprint.width, depth - top - fit.footprint.depth, left, width, depth),
    water: insets(yard.deck, yard.deck, yard.deck, yard.deck, fit.footprint.width, fit.footprint.depth),
  };
}

/**
 * The pool of a card inside the visitor's yard, to scale (decision 029): the yard outline with the house at the top,
 * the setback line dashed, the pool with its deck where the fit puts it, and the spare feet beside it. Three
 * elements and a paragraph per card (the page's element budget, with 12 cards a page): the shapes are the plot's
 * and the pool's ::before (the yard-plot utility), placed by custom properties.
 */
export function YardFitDrawing({ fit, yard }: { fit: PoolFit; yard: Yard }) {
  const t = useTexts("catalogue").yard;
  const ft = (value: number) => feet(value, t.feet);
  const { width, depth } = yard;
  const plot = plotGeometry(fit, yard);
  const style = {
    width: plot.width,
    height: plot.height,
    "--room": plot.room,
    "--at": plot.at,
    "--water": plot.water,
  } as React.CSSProperties;
  const way = fit.orientation === "along" ? t.along : t.away;
  return (
    <div className="mt-4 flex items-start gap-4 rounded-xl bg-slate-50 p-3">
      <div
        role="img"
        aria-label={fill(yard.deck ? t.planWithDeck : t.plan, { width: ft(width), depth: ft(depth) })}
        className="yard-plot"
        style={style}
      >
        <div />
      </div>
      <p className="text-sm whitespace-pre-line text-slate-700">
        <strong className="text-palm-600">{t.fits}</strong>
        {`\n${way}\n${fill(t.spareSides, { feet: ft(fit.spare.left) })}\n${fill(t.spareEnds, { feet: ft(fit.spare.house) })}`}
      </p>
    </div>
  );
}
