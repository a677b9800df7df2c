import { isLandingRoutePath } from "~/lib/content/landing-paths";
import { landingSlugForPath } from "~/lib/content/landing-resolution";
import { normaliseSourcePage } from "~/lib/schemas/lead-values";

export type LeadForm = "contact" | "estimate";

/** Path prefixes and the source page they mean. */
const PATH_SOURCES: readonly [prefix: string, source: string][] = [
  ["/contact", "contact"],
  ["/pool-detail", "pool-detail"],
  ["/pools", "pools"],
  ["/resurfacing", "resurfacing"],
  ["/packages", "packages"],
];

/**
 * Where a lead came from: the sourcePage, source or from query parameter;
 * otherwise derived from the path ("home" for the root; a landing page's own
 * address, where a "page" landing page shows the estimate or contact page,
 * credits that landing page); otherwise "contact"
 * for the contact forms and "website" for the estimate form, which also knows
 * its own page as "estimate".
 */
export function deriveSourcePage(url: URL | string, form: LeadForm): string {
  const { pathname, searchParams } = typeof url === "string" ? new URL(url, "http://local") : url;
  for (const key of ["sourcePage", "source", "from"]) {
    const value = normaliseSourcePage(searchParams.get(key) ?? "");
    if (value) return value;
  }
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return "home";
  if (form === "estimate" && (path === "/estimate" || path.startsWith("/estimate/"))) return "estimate";
  const match = PATH_SOURCES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (match) return match[1];
  const landingSlug = isLandingRoutePath(path) ? landingSlugForPath(path) : null;
  if (landingSlug) return normaliseSourcePage(landingSlug);
  return form === "contact" ? "contact" : "website";
}
