// The addresses of the two built-in local pages, which are also the source page their leads and visits are
// counted under.

export const OCALA_SOURCE_PAGE = "fiberglass-pools-ocala";
export const SOUTH_FLORIDA_SOURCE_PAGE = "south-florida-promotion";
