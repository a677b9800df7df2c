// Copy of the two built-in local pages: /fiberglass-pools-ocala and
// /south-florida-promotion. Offices, phones and towns come from
// ~/content/company; pools from the catalogue; the winter offer from ~/content/winter-special; their words
// from app/content/texts/local-pages.server.ts.

export const OCALA_SOURCE_PAGE = "fiberglass-pools-ocala";
export const SOUTH_FLORIDA_SOURCE_PAGE = "south-florida-promotion";

/** How many pools each local page shows. */
export const LOCAL_POOL_LIMIT = 6;

/**
 * Models shown as popular around Ocala: a mix of shapes, sizes and both
 * manufacturers. Missing slugs are skipped and the list is topped up from
 * the catalogue, so a renamed model never empties the section.
 */
export const OCALA_POPULAR_POOL_SLUGS: readonly string[] = [
  "key-west",
  "olympia-14",
  "desert-springs",
  "caesars-palace",
  "bermuda-16-35",
  "milan-10-20",
];

export const SOUTH_FLORIDA_COUNTIES = ["Palm Beach", "St. Lucie", "Martin", "Indian River"] as const;
