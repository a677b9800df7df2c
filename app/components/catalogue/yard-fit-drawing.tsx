import type { PoolFit, Yard } from "~/lib/catalogue/yard-fit";

/** Feet as the fit tool writes them: "6 ft", "4.5 ft" (the arithmetic rounds to a tenth). */
export const feet = (value: number) => `${Math.round(value * 10) / 10} ft`;

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
  const { width, depth } = yard;
  const plot = plotGeometry(fit, yard);
  const style = {
    width: plot.width,
    height: plot.height,
    "--room": plot.room,
    "--at": plot.at,
    "--water": plot.water,
  } as React.CSSProperties;
  const way = fit.orientation === "along" ? "Length along the house" : "Length away from the house";
  return (
    <div className="mt-4 flex items-start gap-4 rounded-xl bg-slate-50 p-3">
      <div
        role="img"
        aria-label={`Plan of the pool${yard.deck ? " and its deck" : ""} in your ${feet(width)} by ${feet(depth)} yard, the house at the top`}
        className="yard-plot"
        style={style}
      >
        <div />
      </div>
      <p className="text-sm whitespace-pre-line text-slate-700">
        <strong className="text-palm-600">Fits your yard</strong>
        {`\n${way}\n${feet(fit.spare.left)} spare on each side\n${feet(fit.spare.house)} spare at the house and the back`}
      </p>
    </div>
  );
}
