// The pages the page-speed benchmarks measure (PAGES=/a,/b overrides): issue 8's six (home, catalogue, a pool,
// the estimate form, the blog, a landing page), then the other pages a visitor often opens.
export const KEY_PAGES = [
  "/",
  "/pools",
  "/pool-detail/slug/milan-10-20",
  "/estimate",
  "/blog",
  "/pool-resurfacing-ocala-fl",
];
export const MORE_PAGES = ["/installation", "/financing", "/packages", "/blog/fiberglass-vs-concrete-pools-florida"];

/** PAGES from the environment, else the given default list. */
export function pagesToMeasure(defaults) {
  return process.env.PAGES ? process.env.PAGES.split(",") : defaults;
}
