/**
 * The built-in pages a URL mapping or a "page" landing page may render (decision 012), with the
 * page's own address and a title to fall back on when the mapping has no meta title. Pure: the admin's
 * target pickers read the same list.
 */
export const BUILT_IN_PAGES = [
  { name: "PoolsPage", path: "/pools", title: "Fiberglass Pool Collection" },
  { name: "PackagesPage", path: "/packages", title: "All-Inclusive Pool Packages" },
  { name: "ResurfacingPage", path: "/resurfacing", title: "Pool Resurfacing" },
  { name: "InstallationPage", path: "/installation", title: "Fiberglass Pool Installation Timeline" },
  { name: "AboveGroundPoolsPage", path: "/above-ground-pools", title: "Above Ground Pools" },
  { name: "SanJuanPoolsPage", path: "/san-juan-pools", title: "San Juan Fiberglass Pools" },
  { name: "LathamPoolsPage", path: "/latham-pools", title: "Latham Fiberglass Pools" },
  { name: "CalculatorPage", path: "/calculator", title: "Pool Financing Calculator" },
  { name: "ContactPage", path: "/contact", title: "Contact Us" },
  { name: "EstimatePage", path: "/estimate", title: "Free Pool Estimate" },
  { name: "TenByTwentyFiberglassPool", path: "/10x20-fiberglass-pool", title: "10x20 Fiberglass Pool" },
  { name: "BlogPage", path: "/blog", title: "Pool Blog" },
  { name: "FinancingPage", path: "/financing", title: "Pool Financing" },
] as const;

export type BuiltInPageName = (typeof BUILT_IN_PAGES)[number]["name"];
export type BuiltInPage = (typeof BUILT_IN_PAGES)[number];

export const BUILT_IN_PAGE_NAMES: readonly BuiltInPageName[] = BUILT_IN_PAGES.map((page) => page.name);

/** The built-in page of that name; stored names are matched exactly, like the original's component map. */
export function findBuiltInPage(name: string | null | undefined): BuiltInPage | undefined {
  return BUILT_IN_PAGES.find((page) => page.name === name);
}

export function isBuiltInPageName(name: string | null | undefined): name is BuiltInPageName {
  return findBuiltInPage(name) !== undefined;
}
