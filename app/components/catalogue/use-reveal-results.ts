import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { RESULTS_HEADING_ID } from "./catalogue-results";
import { YARD_FIT_ID } from "./yard-fit-form";

/**
 * Puts the visitor at the answer: the first yard field the server refused, else the count heading, scrolled below
 * the sticky header and focused (screen readers read the count).
 */
function revealResults() {
  const refused = document.querySelector<HTMLElement>(`#${YARD_FIT_ID} [aria-invalid="true"]`);
  if (refused) {
    refused.focus();
    return;
  }
  const heading = document.getElementById(RESULTS_HEADING_ID);
  heading?.scrollIntoView({ block: "start" });
  heading?.focus({ preventScroll: true });
}

/**
 * "Show pools that fit" with scripts changes the page in place; on a phone the form fills the screen, so the
 * answer would stay out of view. The returned function is called with the address the yard is sent to: once the
 * page shows that address's results from the server, the page moves to them.
 *
 * @param updating the results on the page are not yet those of the address
 */
export function useRevealResultsAt(updating: boolean): (href: string) => void {
  const location = useLocation();
  const target = useRef<string | null>(null);
  // After every commit: the same yard sent again loads nothing, so no dependency would change.
  useEffect(() => {
    if (target.current !== location.pathname + location.search || updating) return;
    target.current = null;
    revealResults();
  });
  return useCallback((href: string) => {
    target.current = href;
  }, []);
}
