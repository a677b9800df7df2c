// The figures of /financing and /calculator; their words are in app/content/texts/financing.server.ts and
// calculator.server.ts. The partners themselves (names, rates, amounts, links) live in the database.

export const FINANCING_PATH = "/financing";
export const CALCULATOR_PATH = "/calculator";

/** The marketing rate of /financing. */
export const FINANCING_MARKETING_APR = "6.99%";

/** The lowest rate /calculator advertises. */
export const CALCULATOR_MARKETING_APR = "5.99%";
