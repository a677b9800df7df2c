// One delegated listener for every tel: link of the public pages (issue 21, decision 033), added by
// the root once the scripts run (after the first paint, decision 014): no per-link code. It never
// delays the call: no preventDefault, and sendBeacon hands the request to the browser, which sends
// it even as the page hands over to the phone app.
import { trackEvent } from "./analytics";
import { CALL_CLICKS_PATH, type CallClickBeacon } from "./call-clicks";

/** Starts listening; returns the function that stops. */
export function listenForCallClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
    if (!link) return;
    const office = link.getAttribute("data-office") ?? undefined;
    const beacon: CallClickBeacon = { path: location.pathname, office: office as CallClickBeacon["office"] };
    // A plain string goes as text/plain: no preflight, and the server reads JSON from it anyway.
    navigator.sendBeacon?.(CALL_CLICKS_PATH, JSON.stringify(beacon));
    // GA4 (only when a measurement id is set): the page and the office, never the number.
    trackEvent("click_to_call", { page_path: beacon.path, office: office ?? "main" });
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
