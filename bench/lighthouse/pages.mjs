// The pages the page-speed benchmarks measure (PAGES=/a,/b overrides): the key pages (home, catalogue, a
// pool, the estimate form, the blog, a blog post, a landing page, and that landing page as an ad click with its
// campaign tags), then the other pages a visitor often opens.
export const LANDING_PAGE = "/pool-resurfacing-ocala-fl";
export const CAMPAIGN_TAGS = "utm_source=google&utm_medium=cpc&utm_campaign=spring-sale&gclid=Cj0KCQbench";
export const KEY_PAGES = [
  "/",
  "/pools",
  "/pool-detail/slug/milan-10-20",
  "/estimate",
  "/blog",
  "/blog/fiberglass-vs-concrete-pools-florida",
  LANDING_PAGE,
  `${LANDING_PAGE}?${CAMPAIGN_TAGS}`,
];
export const MORE_PAGES = ["/installation", "/financing", "/packages", "/contact"];

/** PAGES from the environment, else the given default list. */
export function pagesToMeasure(defaults) {
  return process.env.PAGES ? process.env.PAGES.split(",") : defaults;
}
