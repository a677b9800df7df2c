import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

const PLACEHOLDER = "routes/site/placeholder.tsx";

/** Interim page module for a public path, until its own page lands. */
const page = (path: string) => route(path, PLACEHOLDER, { id: `page${path.replace(/[^a-z0-9]+/gi, "-")}` });

/** The compact 10x20 pool page and its aliases (spec README: {token} paths). */
const COMPACT_POOL_PATHS = [
  "10x20-fiberglass-pool",
  "10x20-pool",
  "compact-fiberglass-pools",
  "fiberglass-by-size/small-pools",
  "fiberglass-by-size/compact-pools",
  "pool-sizes/10x20",
];

export default [
  // JSON API (resource routes over app/models)
  ...prefix("api", [
    route("pools", "routes/api/pools.ts"),
    route("manufacturers", "routes/api/manufacturers.ts"),
    route("estimates", "routes/api/estimates.ts"),
    route("blog", "routes/api/blog.ts"),
    route("landing-pages/:slug", "routes/api/landing-page.ts"),
    route("landing-pages/:slug/track-view", "routes/api/landing-page-track-view.ts"),
    route("url-mappings", "routes/api/url-mappings.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),

  // Generated files
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("pool-plans/:file", "routes/seo/pool-plan.ts"),

  // Permanent redirects (ruling 4)
  route("pool/:id", "routes/site/redirects.tsx", { id: "redirect-pool" }),
  route("above-ground", "routes/site/redirects.tsx", { id: "redirect-above-ground" }),

  // Public site inside the header/footer shell
  layout("routes/site/layout.tsx", [
    index(PLACEHOLDER, { id: "page-home" }),
    page("/pools"),
    page("/pools-modern"),
    page("/pool-detail/:id"),
    page("/pool-detail/slug/:slug"),
    page("/design"),
    page("/installation"),
    page("/about"),
    page("/resources"),
    page("/latham-pools"),
    page("/san-juan-pools"),
    page("/above-ground-pools"),
    ...COMPACT_POOL_PATHS.map((path) => page(`/${path}`)),
    page("/privacy-policy"),
    page("/terms-of-service"),
    page("/legal-disclaimers"),
    page("/cookie-policy"),
    page("/sitemap"),
    page("/south-florida-promotion"),
    page("/fiberglass-pools-ocala"),
    // Lead capture
    page("/estimate"),
    page("/contact"),
    // Content
    page("/financing"),
    page("/calculator"),
    page("/resurfacing"),
    page("/packages"),
    page("/blog"),
    page("/blog-database"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
