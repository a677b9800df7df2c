import { useCallback, useEffect, useState } from "react";
import { BLOG_SEARCH_DELAY_MS } from "~/lib/blog/blog-list-query";

/**
 * The search box's text, applied through `commit` once typing pauses for
 * 500 ms, so each key does not reload the list. When the URL's search changes for another
 * reason (Clear, the back button), the box shows the URL's text again.
 *
 * @param urlText the search in the current URL
 * @param commit applies a search (navigates to page 1 with it)
 */
export function useBlogSearch(urlText: string, commit: (text: string) => void) {
  const [text, setText] = useState(urlText);
  const [pending, setPending] = useState(false);
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  const [committed, setCommitted] = useState<string | null>(null);

  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    if (urlText !== committed) {
      setText(urlText);
      setPending(false);
    }
  }

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setPending(false);
      if (text.trim() === urlText) return;
      setCommitted(text.trim());
      commit(text.trim());
    }, BLOG_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, text, urlText, commit]);

  const change = useCallback((value: string) => {
    setText(value);
    setPending(true);
  }, []);

  /** Stop waiting: the caller applies the text now (a filter change or submit). */
  const flush = useCallback(() => {
    setPending(false);
    setCommitted(text.trim());
    return text.trim();
  }, [text]);

  const reset = useCallback(() => {
    setText("");
    setPending(false);
    setCommitted(null);
  }, []);

  return { text, change, flush, reset };
}
