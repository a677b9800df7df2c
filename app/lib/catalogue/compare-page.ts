// What the /compare page's components share with its loader (app/lib/catalogue/pool-compare.ts): the address's names, the
// number of pools and the words of an unknown value. A module of its own without imports: pool-compare.ts reaches
// the id-list parser and with it Zod, which the page's browser code must not load for a few constants.

export const COMPARE_PATH = "/compare";
/** Pools side by side: four columns still fit a desktop and scroll well on a phone. */
export const COMPARE_MAX_POOLS = 4;
/** The query parameter that opens the page with only the rows that differ. */
export const COMPARE_DIFF_PARAM = "diff";
/** What a cell says when the catalogue has no value: unknown, not "no". */
export const NOT_LISTED = "Not listed";
