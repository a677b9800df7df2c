// A module of its own: /packages mentions the offer, and should not load the local pages' copy with it.

/**
 * The South Florida winter offer. One place for its name and amount, so the page, its estimate links and any
 * other page that mentions it agree (its terms are in the local pages' texts, in both languages).
 */
export const WINTER_INSTALLATION_SPECIAL = {
  name: "Winter Installation Special",
  savings: 3_000,
} as const;
