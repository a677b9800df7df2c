// Where the designer offers a tanning ledge: only where the model has room
// for one (decision 032). The one place this is decided; the price function, the
// designer's add-on step and its plan drawing all ask here. Isomorphic.

/** The catalogue facts the rule reads (a pools row has them all). */
export interface LedgeRoomPool {
  shape: string | null;
  lengthFt: number | null;
  widthFt: number | null;
  features: readonly string[] | null;
}

/**
 * A ledge takes 6 to 8 ft of the shallow end across the pool's width. From 30 ft
 * long and 14 ft wide a model keeps a full swimming area beside one; shorter or
 * narrower models would lose it.
 */
export const LEDGE_MIN_LENGTH_FT = 30;
export const LEDGE_MIN_WIDTH_FT = 14;

/** Shapes with no shallow end to widen: lap lanes are narrow by design, plunge and spool pools are too small. */
const NO_LEDGE_SHAPES = /\b(lap|plunge|spool)\b/i;
/** The manufacturer lists a ledge or shelf for the model ("optional add-on side tanning ledge", "tanning shelves"). */
const LEDGE_FEATURE = /\btanning\b/i;

/**
 * Whether a tanning ledge fits the pool: the model's features name one (the
 * manufacturer made room for it), or it is at least 30 ft by 14 ft and not a
 * lap, plunge or spool shape. Unknown sizes have no room.
 */
export function hasLedgeRoom(pool: LedgeRoomPool): boolean {
  if ((pool.features ?? []).some((feature) => LEDGE_FEATURE.test(feature))) return true;
  if (pool.shape && NO_LEDGE_SHAPES.test(pool.shape)) return false;
  const length = pool.lengthFt ?? 0;
  const width = pool.widthFt ?? 0;
  return length >= LEDGE_MIN_LENGTH_FT && width >= LEDGE_MIN_WIDTH_FT;
}
