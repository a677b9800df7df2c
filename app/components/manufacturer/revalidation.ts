import { resultsChange } from "~/lib/catalogue/pool-paging";

interface RevalidateArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}

/**
 * The pool lists (/pools, /pools-modern and the manufacturer pages) are
 * filtered and paged by the server: a new filter or page needs the loader,
 * while the grid/list view or the open filter panel does not.
 */
export function revalidateOnResultsChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: RevalidateArgs): boolean {
  const isRead = !formMethod || formMethod.toUpperCase() === "GET";
  if (isRead && !resultsChange(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
