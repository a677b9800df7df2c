/** The dynamic page's loading state: a spinner while the page's content loads. */
export function LandingSpinner() {
  return (
    <div role="status" className="container-page flex min-h-[50vh] flex-col items-center justify-center gap-4 py-20">
      <span
        className="size-10 animate-spin rounded-full border-4 border-ocean-100 border-t-ocean-600"
        aria-hidden="true"
      />
      <p className="text-sm font-semibold text-slate-700">Loading page...</p>
    </div>
  );
}
