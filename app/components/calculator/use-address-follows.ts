import { useEffect, useRef } from "react";
import type { ShouldRevalidateFunction } from "react-router";

/**
 * Keeps the page's address in step with a calculator's inputs once the visitor changes them, so it
 * can be shared or bookmarked and a reload shows the same numbers (the loader reads the same query,
 * which is also what the form sends without JavaScript). `query` null leaves the address alone.
 * The history entry is replaced (moving a slider is not a new page) after a short pause, so a
 * slider dragged across its range writes it once, and no hash is kept.
 *
 * It is written with history.replaceState, not a router navigation: a navigation made in the pause
 * after the visitor clicked a link (Apply, a menu entry) would cancel theirs and keep them here. The
 * router state the entry carries is kept, as the designer does; nothing on these pages reads the
 * query from the router after the first render.
 */
export function useAddressFollows(query: string | null, delayMs = 300) {
  const initial = useRef(query);
  const changed = useRef(false);
  useEffect(() => {
    if (query === null) return;
    if (!changed.current && query === initial.current) return;
    changed.current = true;
    const path = window.location.pathname;
    const timer = setTimeout(() => {
      // Another page already showing (a link followed in the pause): its address is not ours to change.
      if (window.location.pathname !== path || window.location.search === `?${query}`) return;
      window.history.replaceState(window.history.state, "", `${path}?${query}`);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [query, delayMs]);
}

/**
 * The calculator pages' shouldRevalidate: a navigation that changes only the query keeps the page as it is. Their
 * loaders' data (the partners) stays the same, and the calculator already shows the numbers the query carries.
 */
export const keepPageOnQueryChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
