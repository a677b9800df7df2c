import type { SeedUrlMapping } from "./types.ts";

/** Legacy addresses from older versions of the site, mapped to built-in pages. */
export const urlMappings: SeedUrlMapping[] = [
  {
    legacyUrl: "/fiberglass-pools",
    targetPage: "PoolsPage",
    description: "Old catalog address; shows the full fiberglass pool collection.",
    priority: 10,
    metaTitle: "Fiberglass Pools for Florida Homes | Pool Collection",
    metaDescription:
      "Browse Latham and San Juan fiberglass pools for Florida backyards, from plunge pools to family models. Installed in 7-14 days with a free estimate.",
  },
  {
    legacyUrl: "/pool-packages",
    targetPage: "PackagesPage",
    description: "Old packages address; shows the all-inclusive pool package, process and payment schedule.",
    priority: 8,
    metaTitle: "All-Inclusive Fiberglass Pool Packages in Florida",
    metaDescription:
      "See what our all-inclusive fiberglass pool package covers, from permits to a 40 ft electrical hookup. Pools starting at $42k with a 30-year limited warranty.",
  },
  {
    legacyUrl: "/pool-financing",
    targetPage: "FinancingPage",
    description: "Old financing address; shows the lending partners and payment calculator.",
    priority: 7,
    metaTitle: "Pool Financing Options in Florida | From 6.99% APR",
    metaDescription:
      "Compare pool loans from our lending partners, with rates from 6.99% APR and terms up to 15 years. Check your options without affecting your credit score.",
  },
  {
    legacyUrl: "/resurfacing-services",
    targetPage: "ResurfacingPage",
    description: "Old resurfacing address; shows the pool repair and resurfacing services.",
    priority: 6,
    metaTitle: "Pool Resurfacing in Florida | Done in 5-7 Days",
    metaDescription:
      "Restore a faded, cracked or blistered pool with epoxy or gelcoat resurfacing, finished in 5-7 days and backed by a 10-year warranty. Get a free estimate.",
  },
  {
    legacyUrl: "/free-estimate",
    targetPage: "EstimatePage",
    description: "Old estimate address; opens the free estimate request form.",
    priority: 9,
    metaTitle: "Free Fiberglass Pool Estimate | Florida Pool Installer",
    metaDescription:
      "Request a free, no-obligation estimate for a new fiberglass pool in Florida. Tell us about your yard and a pool specialist will reply within 24 hours.",
  },
];
