import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { englishRouteSegment } from "~/lib/i18n/locale";
import routes from "~/routes";
import { LANDING_ROUTE_PATHS, STATIC_ROUTE_PATHS, isLandingRoutePath } from "./landing-paths";

const LANDING_FILE = "routes/site/landing.tsx";
const NOT_FOUND_FILE = "routes/site/not-found.tsx";

/** Every route's full path pattern with the file that serves it. */
function flatten(entries: readonly RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const segment = englishRouteSegment(entry.path);
    const own = entry.index ? parent || "/" : segment ? [parent, segment].filter(Boolean).join("/") : null;
    const here = own === null ? [] : [{ path: own, file: entry.file }];
    const childParent = segment ? [parent, segment].filter(Boolean).join("/") : parent;
    return [...here, ...flatten(entry.children ?? [], childParent)];
  });
}

describe("landing paths", () => {
  const all = flatten(routes);

  it("lists every other route of app/routes.ts (add new routes to STATIC_ROUTE_PATHS)", () => {
    const others = all
      .filter(
        ({ file, path }) => file !== NOT_FOUND_FILE && (file !== LANDING_FILE || path.startsWith("enhanced-test")),
      )
      .map(({ path }) => path);
    expect([...STATIC_ROUTE_PATHS].sort()).toEqual([...new Set(others)].sort());
  });

  it("knows the landing route's own patterns", () => {
    const landing = all.filter(({ file, path }) => file === LANDING_FILE && !path.startsWith("enhanced-test"));
    expect(landing.map(({ path }) => path).sort()).toEqual([...LANDING_ROUTE_PATHS].sort());
  });

  it.each([
    ["/pool-services-tampa-fl", true],
    ["/pool-services-tampa-fl/", true],
    ["/fiberglass-pools", true],
    ["/services/resurfacing", true],
    ["/a/b/c", true],
    ["/pools/anything", true],
    ["/pools", false],
    ["/Pools", false],
    ["/", false],
    ["/blog/some-post", false],
    ["/pool-detail/12", false],
    ["/fiberglass-by-size/small-pools", false],
    ["/enhanced-test/pool-services-tampa-fl", false],
    ["/test-landing", false],
    ["/api/anything", false],
    ["/sitemap.xml", false],
    ["/a/b/c/d", false],
  ])("%s reaches the landing route: %s", (path, expected) => {
    expect(isLandingRoutePath(path)).toBe(expected);
  });
});
