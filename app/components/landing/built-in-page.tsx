import { type ComponentType, Suspense, lazy } from "react";
import { BUILT_IN_PAGE_NAMES, type BuiltInPageName } from "~/lib/content/built-in-page-names";
import { BUILT_IN_PAGE_MODULES, type BuiltInRouteModule } from "~/routes/site/built-in-pages";
import { LandingSpinner } from "./landing-spinner";

// A built-in page shown at another address. Each page's code is fetched only when a landing address shows
// it, and always before it renders: the server's loader fetched the module, the browser fetches it before
// hydration (preload-built-in-page.client.ts) or in the clientLoader on client navigations. So the page
// renders without a Suspense boundary: one around a large page would make the server stream a spinner
// first and reveal the page later, which shows as a flash.

/** Marks the rendered page so the browser knows which module to fetch before it hydrates. */
export const BUILT_IN_PAGE_ATTRIBUTE = "data-built-in-page";

/** The framework wraps a route's default export so that it reads its props from the route it renders in. */
type RouteComponent = ComponentType;

const loaded: Partial<Record<BuiltInPageName, RouteComponent>> = {};

function remember(name: BuiltInPageName, module: BuiltInRouteModule): RouteComponent {
  const component = module.default as unknown as RouteComponent;
  loaded[name] = component;
  return component;
}

/** Fetches a built-in page's module so that it renders at once; returns the module. */
export async function loadBuiltInPage(name: BuiltInPageName): Promise<BuiltInRouteModule> {
  const module = await BUILT_IN_PAGE_MODULES[name]();
  remember(name, module);
  return module;
}

/** Only when fetching ahead failed (a network error): load it now, with the spinner meanwhile. */
const lazyPages = {} as Record<BuiltInPageName, RouteComponent>;
for (const name of BUILT_IN_PAGE_NAMES) {
  lazyPages[name] = lazy(() => BUILT_IN_PAGE_MODULES[name]().then((module) => ({ default: remember(name, module) })));
}

export function BuiltInPage({ name }: { name: BuiltInPageName }) {
  const Page = loaded[name];
  const Lazy = lazyPages[name];
  return (
    <div data-built-in-page={name} className="contents">
      {Page ? (
        <Page />
      ) : (
        <Suspense fallback={<LandingSpinner />}>
          <Lazy />
        </Suspense>
      )}
    </div>
  );
}
