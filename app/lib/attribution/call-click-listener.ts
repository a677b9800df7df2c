// One delegated listener for every tel: link of the public pages (decision 033): no
// per-link code. The root imports this module once the page is hydrated (after the first paint,
// decision 014), as a chunk of its own so the pages' first JavaScript does not grow. It never delays
// the call: no preventDefault, and sendBeacon hands the request to the browser, which sends it even
// as the page hands over to the phone app.
import { trackEvent } from "./analytics";
import type { CallClickBeacon } from "./call-clicks";

document.addEventListener("click", (event) => {
  // The staff area's tel: links are staff calling leads, not visitors calling us.
  if (/^\/admin(-|\/|$)/.test(location.pathname)) return;
  const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
  if (!link) return;
  const office = link.getAttribute("data-office") ?? undefined;
  const beacon = { path: location.pathname, office } as CallClickBeacon;
  // A plain string goes as text/plain: no preflight; the server reads JSON from it (app/routes/api/call-clicks.ts).
  navigator.sendBeacon?.("/api/call-clicks", JSON.stringify(beacon));
  // GA4, only when a measurement id is set: the page and the office, never a number.
  trackEvent("click_to_call", { page_path: beacon.path, office: office ?? "main" });
});
