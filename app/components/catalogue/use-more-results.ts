import { useState } from "react";
import { useLocation } from "react-router";
import {
  type ResultsPage,
  type ShownPages,
  isMoreState,
  mergePages,
  resultsKey,
  startPages,
} from "~/lib/catalogue/pool-paging";

/**
 * The results on screen: the loader's page, plus the pages a "more" link
 * appended after it (lib/pool-paging mergePages). The server and the first
 * client render show the loader's page alone, so hydration matches.
 */
export function useMoreResults<T>(page: ResultsPage<T>): ShownPages<T> {
  const location = useLocation();
  const key = resultsKey(location.search);
  const [shown, setShown] = useState(() => startPages(page, key));
  // New loader data is merged during render (not in an effect), so the appended cards show in the same paint.
  if (shown.source !== page) {
    const merged = mergePages(shown, page, key, isMoreState(location.state));
    setShown(merged);
    return merged;
  }
  return shown;
}
