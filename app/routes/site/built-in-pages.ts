import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { BuiltInPageName } from "~/lib/built-in-page-names";

/**
 * What the landing route uses of a built-in page's route module. The default export is the framework's
 * wrapped component: it takes its loaderData, actionData and params from the route it renders in, not
 * from props, so the landing route serves the page's loader data as its own.
 */
export interface BuiltInRouteModule {
  default: React.ComponentType<never>;
  /** Server only: the client build strips loaders and actions from route modules. */
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
}

type ModuleImport = () => Promise<BuiltInRouteModule>;

// One dynamic import per page: the landing route's client bundle loads only the page it shows.
export const BUILT_IN_PAGE_MODULES: Record<BuiltInPageName, ModuleImport> = {
  PoolsPage: () => import("./pools"),
  PackagesPage: () => import("./packages"),
  ResurfacingPage: () => import("./resurfacing"),
  InstallationPage: () => import("./installation"),
  AboveGroundPoolsPage: () => import("./above-ground-pools"),
  SanJuanPoolsPage: () => import("./san-juan-pools"),
  LathamPoolsPage: () => import("./latham-pools"),
  CalculatorPage: () => import("./calculator"),
  ContactPage: () => import("../leads/contact"),
  EstimatePage: () => import("../leads/estimate"),
  TenByTwentyFiberglassPool: () => import("./compact-pool"),
  BlogPage: () => import("./blog"),
  FinancingPage: () => import("./financing"),
};
