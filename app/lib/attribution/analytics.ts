// Google Analytics 4, only when staff set a measurement id (/admin/settings).
// Loaded after hydration so it never competes with the page's first paint; the
// tag is a plain script from googletagmanager.com (allowed by the CSP), with no
// inline script, so the nonce never has to reach the page's data.
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_ORIGIN = "https://www.googletagmanager.com";

export function loadAnalytics(measurementId: string): void {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", measurementId);
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Records an event when analytics is on; does nothing otherwise. */
export function trackEvent(name: string, params: Record<string, string | number> = {}): void {
  if (typeof window !== "undefined") window.gtag?.("event", name, params);
}

/**
 * GA4's recommended `generate_lead` after a lead was stored (decision 033): what kind of
 * request and from which page, never a name, e-mail or phone.
 */
export function trackLead(requestType: string, sourcePage?: string): void {
  trackEvent(
    "generate_lead",
    sourcePage ? { request_type: requestType, source_page: sourcePage } : { request_type: requestType },
  );
}
