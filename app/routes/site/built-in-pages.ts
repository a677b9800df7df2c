import type { ActionFunctionArgs, LinkDescriptor, LoaderFunctionArgs } from "react-router";
import type { BuiltInPageName } from "~/lib/content/built-in-page-names";

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
  /** The page's links: its own stylesheet among them (decision 026). */
  links?: () => LinkDescriptor[];
}

/** The stylesheet a built-in page's route module links (decision 026), which the landing route links instead of its own. */
export function builtInStylesheet(module: BuiltInRouteModule): string | undefined {
  const sheet = module.links?.().find((link) => "rel" in link && link.rel === "stylesheet");
  return sheet && "href" in sheet ? sheet.href : undefined;
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
