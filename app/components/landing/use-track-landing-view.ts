import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function trackViewUrl(slug: string): string {
  return `/api/landing-pages/${encodeURIComponent(slug)}/track-view`;
}

/**
 * Counts one view of a landing page per page load (POST /api/landing-pages/:id/view): a fire-and-forget
 * POST whose failure is only logged. Keyed by the history entry, so React StrictMode's second effect
 * run and revalidations after a form post do not count again, while a new visit does.
 */
export function useTrackLandingView(slug: string | null) {
  const location = useLocation();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!slug) return;
    const key = `${location.key}:${slug}`;
    if (counted.current === key) return;
    counted.current = key;
    fetch(trackViewUrl(slug), { method: "POST", keepalive: true })
      .then((response) => {
        if (!response.ok) console.warn(`Landing page view not counted: ${response.status}`);
      })
      .catch((error: unknown) => console.warn("Landing page view not counted", error));
  }, [slug, location.key]);
}
