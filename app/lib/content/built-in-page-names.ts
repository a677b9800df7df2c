import {
  ABOVE_GROUND_PAGE_TITLE,
  BLOG_PAGE_TITLE,
  CALCULATOR_PAGE_TITLE,
  COMPACT_POOL_PAGE_TITLE,
  CONTACT_TITLE,
  ESTIMATE_PAGE_TITLE,
  FINANCING_PAGE_TITLE,
  INSTALLATION_PAGE_TITLE,
  LATHAM_PAGE_TITLE,
  PACKAGES_TITLE,
  POOLS_PAGE_TITLE,
  RESURFACING_TITLE,
  SAN_JUAN_PAGE_TITLE,
} from "./page-titles";

/**
 * The built-in pages a URL mapping or a "page" landing page may render (decision 012), with the
 * page's own address and its title (page-titles.ts), the fallback when the mapping has no meta title. Pure: the admin's
 * target pickers read the same list.
 */
export const BUILT_IN_PAGES = [
  { name: "PoolsPage", path: "/pools", title: POOLS_PAGE_TITLE },
  { name: "PackagesPage", path: "/packages", title: PACKAGES_TITLE },
  { name: "ResurfacingPage", path: "/resurfacing", title: RESURFACING_TITLE },
  { name: "InstallationPage", path: "/installation", title: INSTALLATION_PAGE_TITLE },
  { name: "AboveGroundPoolsPage", path: "/above-ground-pools", title: ABOVE_GROUND_PAGE_TITLE },
  { name: "SanJuanPoolsPage", path: "/san-juan-pools", title: SAN_JUAN_PAGE_TITLE },
  { name: "LathamPoolsPage", path: "/latham-pools", title: LATHAM_PAGE_TITLE },
  { name: "CalculatorPage", path: "/calculator", title: CALCULATOR_PAGE_TITLE },
  { name: "ContactPage", path: "/contact", title: CONTACT_TITLE },
  { name: "EstimatePage", path: "/estimate", title: ESTIMATE_PAGE_TITLE },
  { name: "TenByTwentyFiberglassPool", path: "/10x20-fiberglass-pool", title: COMPACT_POOL_PAGE_TITLE },
  { name: "BlogPage", path: "/blog", title: BLOG_PAGE_TITLE },
  { name: "FinancingPage", path: "/financing", title: FINANCING_PAGE_TITLE },
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
