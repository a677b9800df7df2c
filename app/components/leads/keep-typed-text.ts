import { useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Keeps what a visitor typed into a textarea before the page's scripts ran.
 *
 * Inputs keep their typed value when React hydrates them, but a textarea that the server rendered
 * with text in it (a prefilled message, or the message of a form the server sent back) is set back
 * to that text: react-dom's initTextarea assigns `value = textContent` whenever the text is not empty.
 * So the box is read while its component renders during hydration (before React reaches the
 * textarea itself) and the typed text is put back in a layout effect, before the next paint.
 * Returns the ref for the textarea; `id` is the textarea's id (from useId, the same on both sides).
 */
export function useTextareaKeptThroughHydration(id: string) {
  const hydrated = useHydrated();
  const [typed] = useState<string | null>(() => {
    if (hydrated || typeof document === "undefined") return null;
    const node = document.getElementById(id);
    return node instanceof HTMLTextAreaElement ? node.value : null;
  });
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (node && typed !== null && node.value !== typed) node.value = typed;
  }, [typed]);
  return ref;
}
