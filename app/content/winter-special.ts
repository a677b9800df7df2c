// A module of its own: /packages mentions the offer, and should not load the local pages' copy with it.

/**
 * The South Florida winter offer. One place for its amount and terms, so the
 * page, its estimate links and any other page that mentions it agree.
 */
export const WINTER_INSTALLATION_SPECIAL = {
  name: "Winter Installation Special",
  savings: 3_000,
  terms: [
    "Applies to new all-inclusive pool package contracts signed with our West Palm Beach or Port St. Lucie office for homes in Palm Beach, St. Lucie, Martin and Indian River counties.",
    "The saving is taken off the package price in your written estimate; it has no cash value.",
    "One saving per home; it cannot be combined with other offers or applied to contracts already signed.",
    "Installation dates depend on permit approval and shell delivery: installation is scheduled from about 45 days after both.",
    "Offer dates and availability are limited. Terms apply, ask your office.",
  ],
} as const;
