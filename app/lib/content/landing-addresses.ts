import { isLandingRoutePath } from "./landing-paths";
import { PREVIEW_SEGMENT, isLandingSlug, normalizeMappingPath } from "./landing-resolution";
import { isSecretPath } from "~/lib/http/logged-path";
import { isAdminPath } from "~/lib/staff/permissions";

// Which addresses staff may give a landing page or a URL mapping, and which 404s are worth counting.
// Isomorphic: the admin forms check in the browser what the server checks, and the 404 log marks the
// paths a mapping can serve. A landing page or mapping at an address a real route owns would never be
// shown (the router ranks static routes above /:slug), so both are refused rather than saved dead.

/** Longest legacy URL and longest counted 404 path (both columns are varchar(500)). */
export const LEGACY_URL_MAX_LENGTH = 500;

/** The deepest address the landing route answers: /:slug/:subsection/:item. */
export const MAPPING_MAX_SEGMENTS = 3;

export type MappingAddressProblem = "too-long" | "staff-area" | "too-deep" | "real-route";

/** Folders the server answers itself (built scripts and styles, uploaded images), before any route. */
const SERVER_FOLDERS = new Set(["assets", "uploads"]);
const inServerFolder = (segments: readonly string[]) => SERVER_FOLDERS.has(segments[0] ?? "");

/**
 * Why a (normalised) legacy URL cannot be mapped, or null when a mapping there would be shown: it must be
 * at most 500 characters, outside the staff area, one to three segments deep, and not owned by a real
 * route (the home page, /pools, /blog/:slug, the preview /enhanced-test, ...).
 */
export function mappingAddressProblem(path: string): MappingAddressProblem | null {
  if (path.length > LEGACY_URL_MAX_LENGTH) return "too-long";
  if (isAdminPath(path)) return "staff-area";
  const segments = path.split("/").filter(Boolean);
  if (segments.length > MAPPING_MAX_SEGMENTS) return "too-deep";
  if (segments.length === 0 || path === `/${PREVIEW_SEGMENT}` || inServerFolder(segments)) return "real-route";
  return isLandingRoutePath(encodeURI(path)) ? null : "real-route";
}

export type LandingSlugProblem = "format" | "real-route";

/** Why a landing page slug cannot be used, or null: the landing route must be what answers /{slug}. */
export function landingSlugProblem(slug: string): LandingSlugProblem | null {
  if (!isLandingSlug(slug)) return slug === PREVIEW_SEGMENT ? "real-route" : "format";
  if (inServerFolder([slug])) return "real-route";
  return isLandingRoutePath(`/${slug}`) ? null : "real-route";
}

/** Segments that only vulnerability scanners ask for: dot-files (.env, .git) and WordPress or CGI paths. */
const PROBE_SEGMENT = /^(\.|wp-|xmlrpc\.php$|cgi-bin$|phpmyadmin)/i;
/**
 * Files rather than pages (a missing icon, script or feed). Old page extensions (.html, .php, .asp) are
 * counted: those are the legacy addresses mappings are for.
 */
const ASSET_EXTENSION =
  /\.(js|mjs|css|map|json|xml|txt|png|jpe?g|gif|svg|ico|webp|avif|bmp|woff2?|ttf|otf|eot|mp4|webm|mp3|zip|gz)$/i;

/**
 * The path a 404 is counted under (normalised like a legacy URL, so a mapping made from it matches), or null
 * when it is not counted: longer than a legacy URL may be (a shortened path would be another address),
 * a file, a scanner's probe, or below a signed link's token (staff would read the visitor's token there).
 * Only the path is kept: never the query string or anything about the visitor.
 */
export function notFoundLogPath(pathname: string): string | null {
  const path = normalizeMappingPath(pathname);
  if (path === "/" || path.length > LEGACY_URL_MAX_LENGTH || isSecretPath(path)) return null;
  const segments = path.split("/").filter(Boolean);
  if (segments.some((segment) => PROBE_SEGMENT.test(segment))) return null;
  if (ASSET_EXTENSION.test(segments.at(-1) ?? "")) return null;
  return path;
}
