import type { BuiltInPageName } from "~/lib/built-in-page-names";
import aboveGroundPools from "./pages/above-ground-pools.css?url";
import blog from "./pages/blog.css?url";
import calculator from "./pages/calculator.css?url";
import compactPool from "./pages/compact-pool.css?url";
import contact from "./pages/contact.css?url";
import estimate from "./pages/estimate.css?url";
import financing from "./pages/financing.css?url";
import installation from "./pages/installation.css?url";
import lathamPools from "./pages/latham-pools.css?url";
import packages from "./pages/packages.css?url";
import pools from "./pages/pools.css?url";
import resurfacing from "./pages/resurfacing.css?url";
import sanJuanPools from "./pages/san-juan-pools.css?url";

/**
 * The stylesheet of each built-in page's route module (decision 026), for the landing route, which shows those
 * pages at other addresses and links the shown page's sheet instead of its own. The same files the routes'
 * `links` name (routes/site/built-in-pages.ts lists their modules).
 */
export const BUILT_IN_PAGE_STYLESHEETS: Record<BuiltInPageName, string> = {
  PoolsPage: pools,
  PackagesPage: packages,
  ResurfacingPage: resurfacing,
  InstallationPage: installation,
  AboveGroundPoolsPage: aboveGroundPools,
  SanJuanPoolsPage: sanJuanPools,
  LathamPoolsPage: lathamPools,
  CalculatorPage: calculator,
  ContactPage: contact,
  EstimatePage: estimate,
  TenByTwentyFiberglassPool: compactPool,
  BlogPage: blog,
  FinancingPage: financing,
};
