import { useLocation, useRevalidator } from "react-router";
import { ClearFiltersButton } from "./clear-filters-button";
import { SpriteIcon } from "~/components/sprite-icon";
import { useBlogTexts } from "./use-blog-texts";

/** No post matches the filters (fixed wording; tests/e2e/blog.spec.ts checks it). */
export function BlogEmptyState() {
  const t = useBlogTexts().states;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <SpriteIcon icon="SearchX" className="mx-auto size-12 text-ocean-600" />
      <h2 className="mt-4 text-2xl font-extrabold text-ocean-950">{t.emptyTitle}</h2>
      <p className="mt-2 text-slate-700">{t.emptyText}</p>
      <div className="mt-6 flex justify-center">
        <ClearFiltersButton className="btn-ocean">{t.clearAll}</ClearFiltersButton>
      </div>
    </div>
  );
}

/**
 * The list could not be loaded. Try Again reloads
 * the list: with JavaScript by revalidating, without it by submitting the same
 * query again.
 */
export function BlogErrorState({ detail }: { detail?: string }) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const params = [...new URLSearchParams(location.search)];
  const retrying = revalidator.state === "loading";
  const t = useBlogTexts().states;
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-14 text-center">
      <SpriteIcon icon="TriangleExclamationPoint" className="mx-auto size-12 text-red-700" />
      <h2 className="mt-4 text-2xl font-extrabold text-ocean-950">{t.errorTitle}</h2>
      <p className="mt-2 text-slate-700">
        {t.errorText}
        {detail && <span className="mt-1 block text-sm text-slate-600">{detail}</span>}
      </p>
      <form
        method="get"
        action={location.pathname}
        className="mt-6 flex justify-center"
        onSubmit={(event) => {
          event.preventDefault();
          void revalidator.revalidate();
        }}
      >
        {params.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn-ocean" disabled={retrying}>
          <SpriteIcon icon="RotateCcw" className={`size-4 ${retrying ? "animate-spin" : ""}`} />
          {t.tryAgain}
        </button>
      </form>
    </div>
  );
}
