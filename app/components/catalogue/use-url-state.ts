import { useCallback, useEffect, useRef, useState } from "react";
import { type Location, useLocation, useNavigate, useNavigation } from "react-router";
import { useLocalePath } from "~/lib/i18n/use-locale";

/**
 * Replace the URL's query in place: no history entry per filter change, no jump to the top. The address stays in
 * the page's language (the catalogue's helpers write the English one).
 */
export function useReplaceUrl(): (href: string) => void {
  const navigate = useNavigate();
  const to = useLocalePath();
  return useCallback(
    (href: string) => void navigate(to(href), { replace: true, preventScrollReset: true }),
    [navigate, to],
  );
}

/**
 * The page's location, or the one it is moving to when a navigation only
 * changes the query: filters then show at once, without waiting for the
 * round trip that revalidates the parent routes' data.
 */
export function useDisplayedLocation(): Location {
  const location = useLocation();
  const pending = useNavigation().location;
  return pending && pending.pathname === location.pathname ? pending : location;
}

/** True while a query-only navigation of this page waits for the server's results. */
export function useResultsUpdating(): boolean {
  return useDisplayedLocation() !== useLocation();
}

const COMMIT_DELAY_MS = 250;

/**
 * A search box whose text filters at once while the URL catches up a moment
 * later (one navigation per pause in typing, not one per key). A navigation
 * that this box did not make (Clear, a quick filter, the back button) resets
 * the box to the URL's text, even when it lands on the URL the page already
 * shows (Clear pressed before the typed text reached the URL): every
 * navigation has its own location key.
 *
 * @param urlText the search text in the current URL
 * @param hrefFor the page URL with the given search text and everything else unchanged
 */
export function useSearchText(urlText: string, hrefFor: (text: string) => string) {
  const location = useDisplayedLocation();
  const replaceUrl = useReplaceUrl();
  const to = useLocalePath();
  const currentHref = location.pathname + location.search;
  const [text, setText] = useState(urlText);
  const [pending, setPending] = useState(false);
  const [seenKey, setSeenKey] = useState(location.key);
  const [ownHref, setOwnHref] = useState<string | null>(null);
  // Text changed since the last render: another control changed in the same moment (fields filled in before the
  // scripts ran are all applied as the page hydrates) builds its address with it, not with the rendered text.
  // (Read in event handlers and effects only, through carry.)
  const unrendered = useRef<string | null>(null);
  useEffect(() => {
    unrendered.current = null;
  });

  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (currentHref !== ownHref) {
      setText(urlText);
      setPending(false);
    }
  }

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      const href = to(hrefFor(text));
      setPending(false);
      setOwnHref(href);
      replaceUrl(href);
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, text, hrefFor, replaceUrl, to]);

  const change = useCallback((value: string) => {
    unrendered.current = value;
    setText(value);
    setPending(true);
  }, []);
  /**
   * The box's text, for the address another control is about to navigate to. That address carries the text, so
   * the box's own update, still waiting for a pause in typing, is dropped: sent later, with the address as it was
   * before, it would replace the other control's navigation and undo its choice.
   */
  const carry = () => {
    setPending(false);
    return unrendered.current ?? text;
  };

  return { text, change, carry };
}
