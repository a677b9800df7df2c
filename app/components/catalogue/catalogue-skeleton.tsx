import { Suspense } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { lazyWhenIdle } from "~/components/lazy-when-idle";
import { pathWithoutLocale } from "~/lib/i18n/locale";
import { useTexts } from "~/lib/i18n/texts";

const CatalogueSkeleton = lazyWhenIdle(() => import("./catalogue-skeleton-cards"));

/** Pages that show card placeholders while their data loads, and which heading they show (in the page's language). */
const SKELETON_TITLES = { "/pools": "pools", "/pools-modern": "poolsModern" } as const;

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * The skeleton's heading while a client-side navigation loads a catalogue page, or null. Query-only changes on the
 * page itself (filters, view) keep the page.
 */
function usePendingCatalogueTitle(): string | null {
  const navigation = useNavigation();
  const location = useLocation();
  const titles = useTexts("shell").catalogueLoading;
  if (navigation.state !== "loading" || !navigation.location) return null;
  const target = withoutTrailingSlash(navigation.location.pathname);
  if (target === withoutTrailingSlash(location.pathname)) return null;
  const page = SKELETON_TITLES[pathWithoutLocale(target) as keyof typeof SKELETON_TITLES];
  return page ? titles[page] : null;
}

/**
 * The layout's outlet, or the skeleton while a catalogue page loads. Its own small component so that navigation
 * state changes re-render only this, not the whole shell.
 */
export function CatalogueAwareOutlet() {
  const title = usePendingCatalogueTitle();
  return title ? (
    <Suspense fallback={null}>
      <CatalogueSkeleton title={title} />
    </Suspense>
  ) : (
    <Outlet />
  );
}
