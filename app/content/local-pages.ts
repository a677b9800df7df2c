// Copy of the two built-in local pages: /fiberglass-pools-ocala and
// /south-florida-promotion. Offices, phones and towns come from
// ~/lib/company/offices; pools from the catalogue.

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

export const OCALA_WHY_FIBERGLASS: readonly { title: string; text: string }[] = [
  {
    title: "Made for sandy, shifting ground",
    text: "Marion County sits on sand over limestone, and the ground can settle. A one-piece fiberglass shell flexes slightly with the soil instead of cracking like plaster, and we set it on a compacted, leveled base.",
  },
  {
    title: "Ready for high water tables",
    text: "Near springs, lakes and low ground, groundwater can rise fast after rain. We plan dewatering for the dig and backfill in 6-inch lifts while the pool fills, so the shell stays true.",
  },
  {
    title: "Warmer water in cool winters",
    text: "North Central Florida nights regularly drop into the 30s and 40s. Fiberglass holds heat well, and a heat pump sized to your pool keeps the season going.",
  },
  {
    title: "Easy on hard water",
    text: "Well and city water here is rich in minerals. The smooth, nonporous gelcoat resists scale and algae, and owners typically use far fewer chemicals than with plaster.",
  },
];

export const SOUTH_FLORIDA_COUNTIES = ["Palm Beach", "St. Lucie", "Martin", "Indian River"] as const;

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

export const SOUTH_FLORIDA_REASONS: readonly { title: string; text: string }[] = [
  {
    title: "Swim all year",
    text: "Mild winters mean a South Florida pool is used almost every month. Solar heating often does much of the work, with a small heat pump for the cool weeks.",
  },
  {
    title: "Built for coastal ground",
    text: "Sandy soil and a high water table near the coast call for careful dewatering and backfill. Our crews install in these conditions every week.",
  },
  {
    title: "Storm-season smart",
    text: "A full fiberglass pool rides out storms well. Keep it full, switch the equipment off at the breaker, and never drain it without calling us.",
  },
  {
    title: "Salt-air friendly",
    text: "Fiberglass pairs well with salt chlorine generators, and the gelcoat is not attacked by salt the way some plaster and metal surfaces can be.",
  },
];
