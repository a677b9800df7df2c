/** The staff form's fields for a landing page in Naples under `slug` (POST /admin/landing-pages/new), with overrides. */
export function landingPageFields(slug: string, overrides: Record<string, string> = {}) {
  return {
    title: `Pool Services ${slug}`,
    slug,
    city: "Naples",
    service: "Pool Installation",
    metaTitle: "",
    metaDescription: "Fiberglass pools for Naples homes.",
    contentType: "html",
    content: "<h2>Naples Pools</h2><p>Local crews install in two weeks.</p>",
    localPagePath: "",
    targetKeywords: "pools naples, pool builder naples",
    status: "published",
    strategy: "",
    ...overrides,
  };
}
