/** Route patterns (as in app/routes.ts, without the leading slash) that are not public HTML pages, and why. */
export const NOT_PUBLIC_PAGES: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /^api\//, why: "the JSON API" },
  { pattern: /^(robots\.txt|sitemap\.xml|(es\/)?pool-plans\/:file)$/, why: "generated text, XML and SVG files" },
  { pattern: /^consultation\/:token\/calendar\.ics$/, why: "an iCalendar file" },
  { pattern: /^project\/:token\/documents\/:documentId$/, why: "a project's private document (PDF or image)" },
  { pattern: /^(admin\/|admin-dashboard$|admin-logout$)/, why: "the staff area, behind the sign-in" },
  { pattern: /^(pool\/:id|above-ground)$/, why: "permanent redirects" },
  {
    pattern: /^(blog-preview\/:id|test-blog|simple-blog-test)$/,
    why: "staff-only pages: drafts and test pages only staff may see",
  },
];

/** True for a route pattern that renders a public page. */
export function isPublicPagePattern(pattern: string): boolean {
  return !NOT_PUBLIC_PAGES.some((excluded) => excluded.pattern.test(pattern));
}
