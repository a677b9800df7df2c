interface RevalidateArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}

/**
 * The manufacturer pages load every pool once and filter from the URL query
 * in the page, so a filter change on the same page needs no new loader call.
 */
export function skipRevalidationForFilters({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: RevalidateArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
