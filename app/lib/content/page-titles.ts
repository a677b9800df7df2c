// The titles of the pages a URL mapping or a landing page may show (built-in-page-names.ts), written once: each
// page's <title> reads its constant, and a mapped address without a title of its own falls back to the same words.
// One constant each, so a page's script carries its own title only.

export const POOLS_PAGE_TITLE = "Premium Pool Collection";
export const PACKAGES_TITLE = "All-Inclusive Fiberglass Pool Packages";
export const RESURFACING_TITLE = "Pool Resurfacing & Repair in 5-7 Days";
export const INSTALLATION_PAGE_TITLE = "Fiberglass Pool Installation Timeline";
export const ABOVE_GROUND_PAGE_TITLE = "Above Ground Pools";
export const SAN_JUAN_PAGE_TITLE = "San Juan Fiberglass Pools";
export const LATHAM_PAGE_TITLE = "Latham Fiberglass Pools";
export const CALCULATOR_PAGE_TITLE = "Pool Financing Calculator";
export const CONTACT_TITLE = "Contact Our Pool Experts";
export const ESTIMATE_PAGE_TITLE = "Free Pool Estimate";
export const COMPACT_POOL_PAGE_TITLE = "10x20 Fiberglass Pool";
export const BLOG_PAGE_TITLE = "Pool Blog: Guides for Florida Pool Owners";
export const FINANCING_PAGE_TITLE = "Pool Financing";
