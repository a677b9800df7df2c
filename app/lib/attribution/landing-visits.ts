import { landingSlugProblem } from "~/lib/content/landing-addresses";
import { landingSlugForPath, normalizeMappingPath } from "~/lib/content/landing-resolution";

// Which page views count as visits to a landing page (decision 033), and under which path.
// The server's visit counter (server/visit-counter.ts) asks these; the source report groups what it
// stored (app/models/source-report.server.ts).

/**
 * Views one client address adds to landing pages' Views per hour (POST /api/landing-pages/:slug/track-view,
 * all pages together): a visitor's page loads, not a script's.
 */
export const LANDING_VIEWS_PER_HOUR = 20;

/**
 * The built-in local pages: landing pages of the site's own, at fixed addresses (routes.ts). Written out here
 * so that app/lib needs nothing of app/content; the unit test holds them to the pages' own source page names.
 */
export const LOCAL_PAGE_PATHS: ReadonlySet<string> = new Set(["/fiberglass-pools-ocala", "/south-florida-promotion"]);

/**
 * The landing path a request path (still percent-encoded) would be counted under, or null when no
 * landing page can answer it: a local page (the router matches it whatever its case or a trailing
 * slash), or one segment in the form of a landing page slug, as the landing route reads it. Whether a
 * published landing page is there is asked separately (`countedLandingPaths`).
 */
export function landingVisitPath(pathname: string): string | null {
  const local = pathname.toLowerCase().replace(/\/+$/, "");
  if (LOCAL_PAGE_PATHS.has(local)) return local;
  const slug = landingSlugForPath(pathname);
  return slug ? `/${slug}` : null;
}

/**
 * The paths at which a published landing page is what a visitor sees: its slug, unless a real route owns
 * that address (the router ranks static routes first) or an active URL mapping is at the same address
 * (the landing route shows the mapping first), plus the local pages.
 */
export function countedLandingPaths(
  publishedSlugs: readonly string[],
  activeMappingUrls: readonly string[],
): Set<string> {
  const mapped = new Set(activeMappingUrls.map(normalizeMappingPath));
  const paths = new Set(LOCAL_PAGE_PATHS);
  for (const slug of publishedSlugs) {
    if (landingSlugProblem(slug) === null && !mapped.has(`/${slug}`)) paths.add(`/${slug}`);
  }
  return paths;
}
