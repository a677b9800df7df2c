import { useLocation, useNavigation } from "react-router";
import { useTexts } from "~/lib/i18n/texts";
import { useCompany } from "./company-context";

/**
 * Shown while a page loads: a progress bar at once, and after a short delay
 * (pure CSS, so quick navigations never flash) a screen with the product name.
 * A page that only changes its own query (filters, search, paging) keeps itself
 * on screen with the bar: it shows its own loading state where the results are.
 */
export function LoadingScreen() {
  const company = useCompany();
  const loading = useTexts("shell").loading;
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
        <div
          role="status"
          aria-live="polite"
          className="invisible fixed inset-0 z-40 flex animate-[appear_0s_linear_400ms_forwards] flex-col items-center justify-center gap-4 bg-white/85 frosted"
        >
          <span
            className="size-10 animate-spin rounded-full border-4 border-ocean-100 border-t-ocean-600"
            aria-hidden="true"
          />
          <p className="text-lg font-bold text-ocean-900">{company.name}</p>
          <p className="text-sm text-slate-600">{loading}</p>
        </div>
      )}
    </>
  );
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
