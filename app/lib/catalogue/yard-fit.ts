/**
 * Will a pool fit the back yard (decision 029)? The yard is a rectangle: its width runs along the house, its depth away
 * from it. The pool keeps a distance from the house on one side and from the property lines on the other three,
 * and takes its deck border with it all round. A pool fits when its outside size plus the border fits the room
 * left inside the setbacks, turned either way; an exact fit fits.
 */

/** The distances the form starts from, in feet: local setbacks and a walkable deck. */
export const YARD_DEFAULTS = { houseSetback: 5, lineSetback: 5, deck: 3 } as const;
/** Larger than any residential lot's side: a figure above it is a typing mistake. */
export const YARD_MAX_FEET = 500;

/**
 * The address's names for the form's fields (/pools?yardWidth=30&yardDepth=40&...). Here rather than in the Zod
 * schema so the page's browser code can name them without loading Zod.
 */
export const YARD_FIT_PARAMS = {
  width: "yardWidth",
  depth: "yardDepth",
  houseSetback: "houseSetback",
  lineSetback: "lineSetback",
  deck: "deck",
} as const;

export type YardFitField = (typeof YARD_FIT_PARAMS)[keyof typeof YARD_FIT_PARAMS];

/** The yard's fields as the address spells them, unchecked: what the form shows and every link carries on. */
export type YardQuery = Partial<Record<YardFitField, string>>;

/** The yard's fields the address holds, as typed (checked by parseYardFit on the server). */
export function readYardQuery(params: URLSearchParams): YardQuery {
  const query: YardQuery = {};
  for (const name of Object.values(YARD_FIT_PARAMS)) {
    const value = params.get(name);
    if (value !== null) query[name] = value;
  }
  return query;
}

export interface Yard {
  /** Usable width along the house, in feet. */
  width: number;
  /** Usable depth away from the house, in feet. */
  depth: number;
  houseSetback: number;
  lineSetback: number;
  /** The deck border around the pool, in feet (0 for none). */
  deck: number;
}

/** A pool's outside size in feet: its length and its width. */
export interface PoolOutline {
  length: number;
  width: number;
}

/**
 * How the pool sits: "along" with its length parallel to the house, "across" with its length running away from it.
 * The spare feet are the room beyond each required distance, with the pool (and its deck) centred in the room.
 */
export interface PoolFit {
  orientation: "along" | "across";
  /** The pool with its deck border, as it lies in the yard: across the yard's width, and along its depth. */
  footprint: { width: number; depth: number };
  spare: { house: number; back: number; left: number; right: number };
}

/** The room inside the setbacks. */
function room(yard: Yard) {
  return { width: yard.width - 2 * yard.lineSetback, depth: yard.depth - yard.houseSetback - yard.lineSetback };
}

function footprints(pool: PoolOutline, deck: number): PoolFit["footprint"][] {
  const long = pool.length + 2 * deck;
  const short = pool.width + 2 * deck;
  return [
    { width: long, depth: short },
    { width: short, depth: long },
  ];
}

/** Rounded to a tenth of a foot, so 0.1 + 0.2 style sums never turn an exact fit into a miss. */
const tenth = (feet: number) => Math.round(feet * 10) / 10;

/**
 * The pool's fit in the yard, or null when it fits neither way. Of the two orientations it takes the one that
 * leaves the most room on its tightest side (along the house when both leave the same).
 */
export function poolFit(pool: PoolOutline, yard: Yard): PoolFit | null {
  const inside = room(yard);
  let best: PoolFit | null = null;
  let bestTightest = -Infinity;
  for (const [index, footprint] of footprints(pool, yard.deck).entries()) {
    const spareWidth = tenth(inside.width - footprint.width);
    const spareDepth = tenth(inside.depth - footprint.depth);
    if (spareWidth < 0 || spareDepth < 0) continue;
    const tightest = Math.min(spareWidth, spareDepth) / 2;
    if (tightest <= bestTightest) continue;
    bestTightest = tightest;
    best = {
      orientation: index === 0 ? "along" : "across",
      footprint,
      spare: {
        house: tenth(spareDepth / 2),
        back: tenth(spareDepth / 2),
        left: tenth(spareWidth / 2),
        right: tenth(spareWidth / 2),
      },
    };
  }
  return best;
}

/**
 * How many feet the yard lacks for the pool, turned its better way: the extra width plus the extra depth it would
 * need (0 when it fits). "No pool fits" suggests the pools that lack the least.
 */
export function shortfall(pool: PoolOutline, yard: Yard): number {
  const inside = room(yard);
  return Math.min(
    ...footprints(pool, yard.deck).map(
      (footprint) =>
        Math.max(0, tenth(footprint.width - inside.width)) + Math.max(0, tenth(footprint.depth - inside.depth)),
    ),
  );
}

/** The smallest yard (width along the house × depth) the pool needs, turned its better way. */
export function yardNeeded(
  pool: PoolOutline,
  distances: Pick<Yard, "houseSetback" | "lineSetback" | "deck">,
): { width: number; depth: number } {
  const [along, across] = footprints(pool, distances.deck).map((footprint) => ({
    width: tenth(footprint.width + 2 * distances.lineSetback),
    depth: tenth(footprint.depth + distances.houseSetback + distances.lineSetback),
  }));
  return along!.width + along!.depth <= across!.width + across!.depth ? along! : across!;
}

/** The pools that fit, each with its fit, in the catalogue's order. */
export function poolsThatFit<T extends PoolOutline>(pools: readonly T[], yard: Yard): { pool: T; fit: PoolFit }[] {
  const fitting: { pool: T; fit: PoolFit }[] = [];
  for (const pool of pools) {
    const fit = poolFit(pool, yard);
    if (fit) fitting.push({ pool, fit });
  }
  return fitting;
}

/**
 * The smallest yard, no smaller than the visitor's either way, that the pool fits with the same distances: how
 * much wider or deeper the yard would have to be, turned the way that asks least.
 */
export function yardToFit(pool: PoolOutline, yard: Yard): { width: number; depth: number } {
  const inside = room(yard);
  let best = { width: Infinity, depth: Infinity };
  for (const footprint of footprints(pool, yard.deck)) {
    const width = tenth(yard.width + Math.max(0, footprint.width - inside.width));
    const depth = tenth(yard.depth + Math.max(0, footprint.depth - inside.depth));
    if (width - yard.width + depth - yard.depth < best.width - yard.width + best.depth - yard.depth) {
      best = { width, depth };
    }
  }
  return best;
}

/**
 * "No pool fits": one pool of each of the sizes nearest to fitting (the least shortfall first; of two pools the
 * same size, the first in the catalogue's order), with the yard each would need.
 */
export function nearestSizes<T extends PoolOutline>(
  pools: readonly T[],
  yard: Yard,
  count = 3,
): { pool: T; needs: { width: number; depth: number } }[] {
  const seen = new Set<string>();
  const nearest: { pool: T; needs: { width: number; depth: number } }[] = [];
  for (const pool of nearestPools(pools, yard, pools.length)) {
    const size = `${pool.length}x${pool.width}`;
    if (seen.has(size)) continue;
    seen.add(size);
    nearest.push({ pool, needs: yardToFit(pool, yard) });
    if (nearest.length === count) break;
  }
  return nearest;
}

/** When nothing fits: the pools the yard is nearest to fitting, the least shortfall first. */
export function nearestPools<T extends PoolOutline>(pools: readonly T[], yard: Yard, count = 3): T[] {
  return [...pools]
    .map((pool) => ({ pool, lacking: shortfall(pool, yard) }))
    .sort((a, b) => a.lacking - b.lacking)
    .slice(0, count)
    .map(({ pool }) => pool);
}
