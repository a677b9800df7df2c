import source from "~/service-worker/staff-sw.js?raw";

/**
 * GET /admin/sw.js: the staff area's service worker. `no-cache`: a browser checks for a new version on every
 * registration instead of keeping a stale one for a day.
 */
export function loader() {
  return new Response(source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
