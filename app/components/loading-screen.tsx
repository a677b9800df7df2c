import { Suspense } from "react";
import { useLocation, useNavigation } from "react-router";
import { lazyWhenIdle } from "./lazy-when-idle";

const LoadingOverlay = lazyWhenIdle(() => import("./loading-overlay"));

/**
 * Shown while a page loads: a progress bar at once, and after a short delay a screen with the product name
 * (LoadingOverlay). A page that only changes its own query (filters, search, paging) keeps itself on screen with the
 * bar: it shows its own loading state where the results are.
 */
export function LoadingScreen() {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading") return null;
  const samePage = samePath(navigation.location?.pathname ?? "", location.pathname);
  return (
    <>
      <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-ocean-100" aria-hidden="true">
        <div className="h-full w-1/3 animate-[loading-bar_1s_ease-in-out_infinite] bg-sun-400" />
      </div>
      {!samePage && (
        <Suspense fallback={null}>
          <LoadingOverlay />
        </Suspense>
      )}
    </>
  );
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
