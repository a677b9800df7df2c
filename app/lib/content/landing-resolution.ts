import { type BuiltInPage, findBuiltInPage } from "./built-in-page-names";

// What a dynamic address (/:slug, /:slug/:subsection, /:slug/:subsection/:item) shows, in this order: a URL
// mapping first (staff point an old address somewhere), then a published landing page, else Page Not Found.
// Pure: the database look-ups are passed in, so the order itself is unit-tested.

/** The one segment never resolved: /enhanced-test alone is the preview route without a slug. */
export const PREVIEW_SEGMENT = "enhanced-test";

/** Landing page slugs: what the API and the admin accept (schema: 255 characters). */
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,254}$/;

export interface MappingLike {
  legacyUrl: string;
  targetPage: string;
  priority: number;
}

export interface LandingPageLike {
  slug: string;
  contentType: string;
  localPagePath: string | null;
}

export type LandingResolution<M extends MappingLike, L extends LandingPageLike> =
  | { kind: "mapping"; mapping: M; page: BuiltInPage }
  | { kind: "configuration-error"; mapping: M; targetPage: string }
  | { kind: "landing-page"; landing: L; page: BuiltInPage }
  | { kind: "landing-html"; landing: L }
  | { kind: "not-found" };

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A path as mappings compare it: the path part only (a stored legacy URL may be absolute or carry a query),
 * percent-decoded, lower-case (the router matches addresses whatever their case, and old sites' links
 * mix cases), with a leading slash and without trailing slashes. Legacy URLs are stored in this form,
 * and the 404 log counts paths in it.
 */
export function normalizeMappingPath(pathOrUrl: string): string {
  let pathname: string;
  try {
    pathname = new URL(pathOrUrl.trim(), "http://localhost").pathname;
  } catch {
    pathname = pathOrUrl.trim().split(/[?#]/)[0] ?? "";
  }
  const decoded = safeDecode(pathname).toLowerCase().replace(/\/+$/, "");
  return decoded.startsWith("/") ? decoded || "/" : `/${decoded}`;
}

/** The active mapping for a path ignoring a trailing slash; the highest priority wins. */
export function findMappingForPath<M extends MappingLike>(mappings: readonly M[], pathname: string): M | undefined {
  const path = normalizeMappingPath(pathname);
  return mappings
    .filter((mapping) => normalizeMappingPath(mapping.legacyUrl) === path)
    .sort((a, b) => b.priority - a.priority || a.legacyUrl.localeCompare(b.legacyUrl))[0];
}

/**
 * The landing page slug a request path (still percent-encoded) asks for, or null. A landing page lives at one segment, /{slug}; nested
 * paths (/:slug/:subsection, /:slug/:subsection/:item) are served only by URL mappings, so a landing page
 * never answers under endless made-up sub-addresses.
 */
export function landingSlugForPath(pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length !== 1) return null;
  const slug = safeDecode(segments[0]!);
  return isLandingSlug(slug) ? slug : null;
}

export function isLandingSlug(slug: string): boolean {
  return slug !== PREVIEW_SEGMENT && SLUG_PATTERN.test(slug);
}

/** How a found landing page renders: a known built-in page for contentType "page", else its HTML. */
export function landingPageView<M extends MappingLike, L extends LandingPageLike>(landing: L): LandingResolution<M, L> {
  const page = landing.contentType === "page" ? findBuiltInPage(landing.localPagePath) : undefined;
  return page ? { kind: "landing-page", landing, page } : { kind: "landing-html", landing };
}

export interface LandingSources<M extends MappingLike, L extends LandingPageLike> {
  /** Active mappings that may match the path (a superset is fine: the match is made here). */
  mappingsFor(path: string): Promise<readonly M[]>;
  /** The published landing page with that slug. */
  publishedLandingPage(slug: string): Promise<L | null>;
}

/** Resolves a dynamic address; fetches nothing for the bare preview segment. */
export async function resolveLandingPath<M extends MappingLike, L extends LandingPageLike>(
  pathname: string,
  sources: LandingSources<M, L>,
): Promise<LandingResolution<M, L>> {
  const path = normalizeMappingPath(pathname);
  if (path === "/" || path === `/${PREVIEW_SEGMENT}`) return { kind: "not-found" };

  const mapping = findMappingForPath(await sources.mappingsFor(path), pathname);
  if (mapping) {
    const page = findBuiltInPage(mapping.targetPage);
    return page
      ? { kind: "mapping", mapping, page }
      : { kind: "configuration-error", mapping, targetPage: mapping.targetPage };
  }

  const slug = landingSlugForPath(pathname);
  const landing = slug ? await sources.publishedLandingPage(slug) : null;
  return landing ? landingPageView(landing) : { kind: "not-found" };
}
