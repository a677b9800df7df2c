import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

/** The compact 10x20 pool page and its aliases (addresses the old site used for it). */
const COMPACT_POOL_PATHS = [
  "10x20-fiberglass-pool",
  "10x20-pool",
  "compact-fiberglass-pools",
  "fiberglass-by-size/small-pools",
  "fiberglass-by-size/compact-pools",
  "pool-sizes/10x20",
];

/** Legal pages share one module; their texts live in app/content. */
const LEGAL_PATHS = ["privacy-policy", "terms-of-service", "legal-disclaimers", "cookie-policy"];

export default [
  // JSON API (resource routes over app/models)
  ...prefix("api", [
    route("pools", "routes/api/pools.ts"),
    route("manufacturers", "routes/api/manufacturers.ts"),
    route("estimates", "routes/api/estimates.ts"),
    route("call-clicks", "routes/api/call-clicks.ts"),
    route("consultations", "routes/api/consultations.ts"),
    route("consultations/slots", "routes/api/consultation-slots.ts"),
    route("blog", "routes/api/blog.ts"),
    route("landing-pages/:slug", "routes/api/landing-page.ts"),
    route("landing-pages/:slug/track-view", "routes/api/landing-page-track-view.ts"),
    route("url-mappings", "routes/api/url-mappings.ts"),
    // Staff JSON API: the layout's middleware is the guard (401/403 as JSON)
    layout("routes/api/admin/layout.ts", [
      route("admin/me", "routes/api/admin/me.ts"),
      route("admin/push-subscriptions", "routes/api/admin/push-subscriptions.ts"),
      route("admin/users", "routes/api/admin/users.ts"),
      // Lead desk API
      route("admin/leads/export", "routes/api/admin/leads-export.ts"),
      route("admin/uploads", "routes/api/admin/uploads.ts"),
      route("admin/video-uploads", "routes/api/admin/video-uploads.ts"),
    ]),
    route("*", "routes/api/not-found.ts"),
  ]),

  // Generated files
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("pool-plans/:file", "routes/seo/pool-plan.ts"),
  // The same drawing with its words in Spanish, for the Spanish pages: a file of its own, as cacheable.
  route("es/pool-plans/:file", "routes/seo/pool-plan.ts", { id: "routes/seo/pool-plan-es" }),
  route("consultation/:token/calendar.ics", "routes/site/consultation-calendar.ts"),
  // A pool project's private document, served only through the homeowner's link (one address in both languages)
  route("project/:token/documents/:documentId", "routes/site/project-document.ts"),

  // Staff area, outside the public shell. The layout's middleware is the guard;
  // app/lib/staff/permissions.ts says which role may open which route.
  route("admin-login", "routes/admin/login.tsx"),
  route("admin-logout", "routes/admin/logout.ts"),
  // The staff area's service worker (web push): outside the guard, since a browser fetches it without the page,
  // and under /admin so that its scope is the staff area and nothing else.
  route("admin/sw.js", "routes/admin/service-worker.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin-dashboard", "routes/admin/dashboard.tsx"),
    ...prefix("admin", [
      route("admin-estimates", "routes/admin/all-leads.tsx"),
      route("estimates", "routes/admin/estimates.tsx"),
      route("contacts", "routes/admin/contacts.tsx"),
      route("new-today", "routes/admin/new-today.tsx"),
      route("tasks", "routes/admin/tasks.tsx"),
      route("spam", "routes/admin/spam.tsx"),
      route("pools", "routes/admin/pools.tsx"),
      route("manufacturers", "routes/admin/manufacturers.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("landing-pages", "routes/admin/landing-pages.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("users/new", "routes/admin/user-new.tsx"),
      route("users/:userId", "routes/admin/user-edit.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("account", "routes/admin/account.tsx"),
      // Lead desk
      route("leads/:leadId", "routes/admin/lead.tsx"),
      route("leads/:leadId/merge", "routes/admin/lead-merge.tsx"),
      route("projects", "routes/admin/projects.tsx"),
      route("projects/:projectId", "routes/admin/project.tsx"),
      route("projects/:projectId/documents/:documentId", "routes/admin/project-document.ts"),
      route("consultation-hours", "routes/admin/consultation-hours.tsx"),
      route("consultations", "routes/admin/consultations.tsx"),
      // Reports (decision 034): the source report and its downloads (resource routes under the guard)
      route("reports/sources", "routes/admin/reports-sources.tsx"),
      route("reports/sources.csv", "routes/admin/reports-sources-csv.ts"),
      route("reports/google-ads-conversions.csv", "routes/admin/reports-google-ads-csv.ts"),
      route("reports/meta-offline-events.csv", "routes/admin/reports-meta-csv.ts"),
      // The newsletter's subscribers and their export
      route("newsletter/subscribers", "routes/admin/newsletter-subscribers.tsx"),
      route("newsletter/subscribers.csv", "routes/admin/newsletter-subscribers-csv.ts"),
      // Catalogue content: pools, manufacturers, colours, testimonials
      route("pools/new", "routes/admin/pools-new.tsx"),
      route("pools/:poolId", "routes/admin/pools-edit.tsx"),
      route("manufacturers/new", "routes/admin/manufacturers-new.tsx"),
      route("manufacturers/:manufacturerId", "routes/admin/manufacturers-edit.tsx"),
      route("pool-colors", "routes/admin/pool-colors.tsx"),
      route("pool-colors/new", "routes/admin/pool-colors-new.tsx"),
      route("pool-colors/:colorId", "routes/admin/pool-colors-edit.tsx"),
      route("testimonials", "routes/admin/testimonials.tsx"),
      route("testimonials/new", "routes/admin/testimonials-new.tsx"),
      route("testimonials/:testimonialId", "routes/admin/testimonials-edit.tsx"),
      // Editorial content: blog, landing pages, URL mappings, financing partners, FAQ, resources
      route("blog/new", "routes/admin/blog-new.tsx"),
      route("blog/:postId", "routes/admin/blog-edit.tsx"),
      route("landing-pages/new", "routes/admin/landing-pages-new.tsx"),
      route("landing-pages/:landingPageId", "routes/admin/landing-pages-edit.tsx"),
      route("landing-pages/url-mappings", "routes/admin/url-mappings.tsx"),
      route("landing-pages/url-mappings/new", "routes/admin/url-mappings-new.tsx"),
      route("landing-pages/url-mappings/:mappingId", "routes/admin/url-mappings-edit.tsx"),
      route("landing-pages/not-found-log", "routes/admin/not-found-log.tsx"),
      route("financing-partners", "routes/admin/financing-partners.tsx"),
      route("financing-partners/new", "routes/admin/financing-partners-new.tsx"),
      route("financing-partners/:partnerId", "routes/admin/financing-partners-edit.tsx"),
      route("faq", "routes/admin/faq.tsx"),
      route("faq/new", "routes/admin/faq-new.tsx"),
      route("faq/:faqId", "routes/admin/faq-edit.tsx"),
      route("resources", "routes/admin/resources.tsx"),
      route("resources/new", "routes/admin/resources-new.tsx"),
      route("resources/:resourceId", "routes/admin/resources-edit.tsx"),
      // The pool designer's add-ons
      route("design-add-ons", "routes/admin/design-add-ons.tsx"),
      route("design-add-ons/new", "routes/admin/design-add-ons-new.tsx"),
      route("design-add-ons/:addOnId", "routes/admin/design-add-ons-edit.tsx"),
      // The videos of the public pages
      route("videos", "routes/admin/videos.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("newsletter/new", "routes/admin/newsletter-new.tsx"),
      route("newsletter/:issueId", "routes/admin/newsletter-issue.tsx"),
    ]),
  ]),

  // Permanent redirects of the old site's addresses, so its links and search results keep working
  route("pool/:id", "routes/site/redirects.tsx", { id: "redirect-pool" }),
  route("above-ground", "routes/site/redirects.tsx", { id: "redirect-above-ground" }),

  // Public site inside the header/footer shell, in English and under /es in Spanish (decision 047): the optional
  // segment gives every public page its Spanish twin with the same route module; the language is read from the path.
  route("es?", "routes/site/layout.tsx", [
    // A page's failure is shown inside the shell, whose words the layout's loader sends (page-boundary.tsx).
    layout("routes/site/page-boundary.tsx", [
      index("routes/site/home.tsx"),
      route("pools", "routes/site/pools.tsx"),
      route("pools-modern", "routes/site/pools-modern.tsx"),
      route("compare", "routes/site/compare.tsx"),
      route("favorites", "routes/site/favorites.tsx"),
      route("pool-detail/:id", "routes/site/pool-detail.tsx", { id: "pool-detail-by-id" }),
      route("pool-detail/slug/:slug", "routes/site/pool-detail.tsx", { id: "pool-detail-by-slug" }),
      route("latham-pools", "routes/site/latham-pools.tsx"),
      route("san-juan-pools", "routes/site/san-juan-pools.tsx"),
      route("above-ground-pools", "routes/site/above-ground-pools.tsx"),
      ...COMPACT_POOL_PATHS.map((path) =>
        route(path, "routes/site/compact-pool.tsx", { id: `compact-pool-${path.replace(/[^a-z0-9]+/gi, "-")}` }),
      ),
      route("installation", "routes/site/installation.tsx"),
      route("design", "routes/site/design.tsx"),
      route("design/summary", "routes/site/design-summary.tsx"),
      route("about", "routes/site/about.tsx"),
      route("resources", "routes/site/resources.tsx"),
      ...LEGAL_PATHS.map((path) => route(path, "routes/site/legal.tsx", { id: `legal-${path}` })),
      route("sitemap", "routes/site/sitemap-page.tsx"),
      route("fiberglass-pools-ocala", "routes/site/local/fiberglass-pools-ocala.tsx"),
      route("south-florida-promotion", "routes/site/local/south-florida-promotion.tsx"),
      // Lead capture
      route("estimate", "routes/leads/estimate.tsx"),
      // Consultation booking (decision 031): the visitor's pages at a signed link, never cached or indexed
      route("consultation/book", "routes/site/consultation-book.tsx"),
      route("consultation/:token", "routes/site/consultation-manage.tsx"),
      route("contact", "routes/leads/contact.tsx"),
      // The homeowner's pool project at a signed link, and "E-mail me my link" (never cached or indexed)
      route("project", "routes/site/project-link.tsx"),
      route("project/:token", "routes/site/project.tsx"),
      // The newsletter: the blog box's answer page, and the signed links of its e-mails (never cached or indexed)
      route("newsletter", "routes/site/newsletter.tsx"),
      route("newsletter/confirm/:token", "routes/site/newsletter-confirm.tsx"),
      route("newsletter/unsubscribe/:token", "routes/site/newsletter-unsubscribe.tsx"),
      // Content
      route("financing", "routes/site/financing.tsx"),
      route("calculator", "routes/site/calculator.tsx"),
      route("resurfacing", "routes/site/resurfacing.tsx"),
      route("packages", "routes/site/packages.tsx"),
      route("blog", "routes/site/blog.tsx", { id: "blog" }),
      route("blog-database", "routes/site/blog.tsx", { id: "blog-database" }),
      route("blog/:slug", "routes/site/blog-post.tsx"),
      // Staff-only blog pages in the public shell (checks, not content: never indexed, not in the sitemap)
      route("blog-preview/:id", "routes/site/blog-preview.tsx"),
      route("test-blog", "routes/site/staff-checks/test-blog.tsx"),
      route("simple-blog-test", "routes/site/staff-checks/simple-blog-test.tsx"),
      // Dynamic landing pages: static routes above always win over a slug.
      route("test-landing", "routes/site/staff-checks/test-landing.tsx"),
      route("enhanced-test/:slug", "routes/site/landing.tsx", { id: "landing-preview" }),
      route(":slug", "routes/site/landing.tsx", { id: "landing-slug" }),
      route(":slug/:subsection", "routes/site/landing.tsx", { id: "landing-subsection" }),
      route(":slug/:subsection/:item", "routes/site/landing.tsx", { id: "landing-item" }),
      route("*", "routes/site/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
