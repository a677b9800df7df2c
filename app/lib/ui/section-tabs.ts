// Pure helpers of the packages page's sticky section tab bar: which section
// a URL hash names, which section is active while scrolling, and the shared
// link to a section.

/** The section named by a location hash ("#payment" → "payment"), or null when it names none of ours. */
export function sectionFromHash<T extends string>(hash: string, sections: readonly T[]): T | null {
  let id = hash.replace(/^#/, "");
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is simply not one of our ids.
  }
  return (sections as readonly string[]).includes(id) ? (id as T) : null;
}

/**
 * The active section while scrolling: the first section, in page order, that
 * crosses the observed band near the top of the viewport. When none does
 * (the visitor is between two sections, or above the first), the previous one stays.
 */
export function pickActiveSection<T extends string>(
  sections: readonly T[],
  intersecting: ReadonlySet<string>,
  previous: T | null,
): T | null {
  return sections.find((id) => intersecting.has(id)) ?? previous;
}

/** The shareable address of one section of a page, e.g. https://example.com/packages#faq. */
export function sectionLink(origin: string, path: string, section: string): string {
  return `${origin.replace(/\/+$/, "")}${path}#${encodeURIComponent(section)}`;
}
