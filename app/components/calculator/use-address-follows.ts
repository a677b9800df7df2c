import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * Keeps the page's address in step with a calculator's inputs once the visitor changes them, so it
 * can be shared or bookmarked and a reload shows the same numbers (the loader reads the same query,
 * which is also what the form sends without JavaScript). `query` null leaves the address alone.
 * The history entry is replaced (moving a slider is not a new page) after a short pause, so a
 * slider dragged across its range makes one navigation. The routes skip their loaders for it
 * (their shouldRevalidate), and no hash is kept: React Router would scroll to it.
 */
export function useAddressFollows(query: string | null, delayMs = 300) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const initial = useRef(query);
  const changed = useRef(false);
  useEffect(() => {
    if (query === null) return;
    if (!changed.current && query === initial.current) return;
    changed.current = true;
    if (`?${query}` === search) return;
    const timer = setTimeout(() => {
      void navigate({ search: `?${query}` }, { replace: true, preventScrollReset: true });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [query, search, navigate, delayMs]);
}
