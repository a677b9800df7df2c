import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPages, leads, urlMappings } from "#db/schema/index.ts";
import { landingPages as seededLandingPages } from "#db/seed/content/landing-pages.ts";
import { landingPagesSpanish } from "#db/seed/content/landing-pages-spanish.ts";
import { urlMappings as seededMappings } from "#db/seed/content/url-mappings.ts";
import { findBuiltInPage } from "~/lib/content/built-in-page-names";
import { uniquePhone } from "../support/lead-payloads.ts";
import { getTestApp } from "../setup/test-app.ts";
import { readPage, servedFormCookie } from "../support/http.ts";
import { seededCompany } from "../support/company.ts";
import { createTestStaff, signInAs, staffRequest } from "../support/staff-sessions.ts";
import { jsonLd } from "../support/html.ts";

// The dynamic landing route as a browser without JavaScript and a search engine meet it
// (decision 012): server HTML, status codes, meta and the sitemap.

const SITE = "http://localhost:3000";
const FIXED_PATHS = [
  "pool-resurfacing-ocala-fl",
  "pool-services-tampa-fl",
  "enhanced-pool-installation-jacksonville-fl",
] as const;

/** Rows this file adds to the worker's shared database, removed again at the end. */
const ADDED_SLUGS = [
  "pools",
  "it-installation-as-page",
  "it-hostile-content",
  "it-unknown-page-name",
  "it-mapped-over",
];
const ADDED_MAPPINGS = [
  "/it-broken-legacy",
  "/services/it-resurfacing",
  "/it/deep/legacy/",
  "/pool-services-tampa-fl",
  "/it-mapped-over",
];

async function get(path: string) {
  const { status, html } = await readPage(path);
  return { status, html: readable(html) };
}

/** The text a visitor reads: React's text separators gone, quotes decoded. */
function readable(html: string) {
  return html.replaceAll("<!-- -->", "").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

function h1s(html: string) {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());
}

function localBusiness(html: string) {
  return jsonLd(html).find((entry) => entry["@type"] === "LocalBusiness") as
    | {
        name: string;
        url: string;
        priceRange: string;
        address: Record<string, string>;
        areaServed: { "@type": string; geoRadius: string; geoMidpoint: { address: Record<string, string> } };
      }
    | undefined;
}

async function views(slug: string) {
  const { db } = await getTestApp();
  const [row] = await db.select({ views: landingPages.views }).from(landingPages).where(eq(landingPages.slug, slug));
  return row!.views;
}

const landingRow = (slug: string, extra: Partial<typeof landingPages.$inferInsert> = {}) => ({
  title: `Test page ${slug}`,
  slug,
  city: "Tampa",
  service: "Testing",
  metaTitle: `Meta ${slug}`,
  metaDescription: `Description of ${slug}.`,
  content: `<h2>Content of ${slug}</h2>`,
  targetKeywords: ["test"],
  status: "published",
  ...extra,
});

beforeAll(async () => {
  const { db } = await getTestApp();
  await db.insert(landingPages).values([
    // A real route (/pools) must win over a landing page claiming its slug.
    landingRow("pools", { title: "Shadowing Landing Page", content: "<p>SHADOW CONTENT</p>" }),
    landingRow("it-installation-as-page", { contentType: "page", localPagePath: "InstallationPage", content: "" }),
    landingRow("it-unknown-page-name", {
      contentType: "page",
      localPagePath: "NoSuchPage",
      content: "<p>Fallback HTML of an unknown page name.</p>",
    }),
    landingRow("it-hostile-content", {
      content: `<h2 onclick="steal()">Safe heading</h2><script>alert("x")</script>
<p onmouseover="steal()">Body text</p><img src="/x.png" onerror="steal()" alt="pool">
<a href="javascript:steal()">Bad link</a><a href="/estimate?sourcePage=it-hostile-content">Good link</a>
<iframe src="https://evil.example"></iframe>`,
    }),
    landingRow("it-mapped-over", { content: "<p>LANDING UNDER A MAPPING</p>" }),
  ]);
  await db.insert(urlMappings).values([
    { legacyUrl: "/it-broken-legacy", targetPage: "NoSuchPage", priority: 1 },
    { legacyUrl: "/services/it-resurfacing", targetPage: "InstallationPage", metaTitle: "Nested Legacy Page" },
    { legacyUrl: "/it/deep/legacy/", targetPage: "PoolsPage", metaTitle: "Deep Legacy Page" },
    // A mapping wins over the landing page at the same address; an inactive one does not.
    { legacyUrl: "/it-mapped-over", targetPage: "PoolsPage", metaTitle: "Mapping Wins" },
    {
      legacyUrl: "/pool-services-tampa-fl",
      targetPage: "PoolsPage",
      isActive: false,
      metaTitle: "Inactive mapping must not win",
    },
  ]);
}, 180_000);

afterAll(async () => {
  const { db } = await getTestApp();
  await db.delete(landingPages).where(inArray(landingPages.slug, ADDED_SLUGS));
  await db.delete(urlMappings).where(inArray(urlMappings.legacyUrl, ADDED_MAPPINGS));
});

describe("URL mappings", () => {
  it.each(["/fiberglass-pools", "/fiberglass-pools/"])(
    "%s renders the mapped built-in page with the mapping's meta, naming the page's own address as canonical",
    async (path) => {
      const seeded = seededMappings.find((m) => m.legacyUrl === "/fiberglass-pools")!;
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(h1s(html)).toEqual(["Premium Pool Collection"]);
      expect(html).toContain(`<title>${seeded.metaTitle} | ${seededCompany.name}</title>`);
      expect(html).toContain(`<meta name="description" content="${seeded.metaDescription}"/>`);
      expect(html).toContain(`<link rel="canonical" href="${SITE}/pools"/>`);
      expect(html).toContain(`<meta property="og:url" content="${SITE}/pools"/>`);
      expect(html).not.toContain('name="robots"');
      expect(localBusiness(html)).toMatchObject({ priceRange: "$$$$", address: { addressRegion: "FL" } });
      // The header and footer come from the site layout.
      expect(html).toContain("Get Estimate");
      expect(html).toContain("Pool dimensions may vary by up to 3%");
    },
  );

  it("renders a mapped page whose forms post back to the mapped address", async () => {
    const app = await getTestApp();
    const phone = uniquePhone();
    const response = await app.request("/free-estimate", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: servedFormCookie() },
      body: new URLSearchParams({
        website: "",
        firstName: "Maria",
        lastName: "Lopez",
        phone,
        email: "maria@example.com",
        address: "123 Palm Way, Tampa, FL",
        poolType: "Fiberglass",
        budgetRange: "$50,000 - $75,000",
        timeframe: "1-3 months",
        message: "From a legacy address.",
        consentToContact: "on",
        requestType: "estimate",
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(readable(await response.text())).toContain("Thank You!");
    const stored = await app.db.select().from(leads).where(eq(leads.phone, phone));
    expect(stored).toHaveLength(1);
  });

  it("matches nested legacy addresses exactly, with or without a trailing slash", async () => {
    for (const path of ["/services/it-resurfacing", "/services/it-resurfacing/"]) {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).toContain(`<title>Nested Legacy Page | ${seededCompany.name}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${SITE}/installation"/>`);
      expect(h1s(html)).toHaveLength(1);
    }
    const deep = await get("/it/deep/legacy");
    expect(deep.status).toBe(200);
    expect(deep.html).toContain("Deep Legacy Page");
  });

  it("shows the Configuration Error screen for a mapping to an unknown page", async () => {
    const { status, html } = await get("/it-broken-legacy");
    expect(status).toBe(500);
    expect(h1s(html)).toEqual(["Configuration Error"]);
    expect(html).toContain('Target page component "NoSuchPage" not found');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(localBusiness(html)).toBeUndefined();
  });

  it("wins over a landing page at the same address", async () => {
    const { status, html } = await get("/it-mapped-over");
    expect(status).toBe(200);
    expect(html).toContain(`<title>Mapping Wins | ${seededCompany.name}</title>`);
    expect(h1s(html)).toEqual(["Premium Pool Collection"]);
    expect(html).not.toContain("LANDING UNDER A MAPPING");
  });

  it.each(seededMappings)("$legacyUrl names its target page as canonical", async ({ legacyUrl, targetPage }) => {
    const { status, html } = await get(legacyUrl);
    expect(status).toBe(200);
    const target = findBuiltInPage(targetPage)!;
    expect(html).toContain(`<link rel="canonical" href="${SITE}${target.path}"/>`);
    expect(html).not.toContain(`href="${SITE}${legacyUrl}"`);
  });

  it("ignores inactive mappings", async () => {
    const { status, html } = await get("/pool-services-tampa-fl");
    expect(status).toBe(200);
    expect(html).not.toContain("Inactive mapping must not win");
  });
});

describe("landing pages", () => {
  it.each(FIXED_PATHS)("/%s renders its landing content with full meta", async (slug) => {
    const page = seededLandingPages.find((p) => p.slug === slug)!;
    const { status, html } = await get(`/${slug}`);
    expect(status).toBe(200);
    expect(h1s(html)).toEqual([page.title]);
    expect(html).toContain(`<title>${page.metaTitle} | ${seededCompany.name}</title>`);
    expect(html).toContain(`<meta name="description" content="${page.metaDescription}"/>`);
    expect(html).toContain(`<meta name="keywords" content="${page.targetKeywords.join(", ")}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${page.metaTitle} | ${seededCompany.name}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/${slug}"/>`);
    expect(html).not.toContain('name="robots"');
    // The sanitised landing HTML between header and footer, and estimate links that credit the page.
    expect(html).toContain(page.content.split("\n")[0]);
    expect(html).toContain(`href="/estimate?sourcePage=${slug}"`);
    expect(html).toContain("Get a Free Estimate");
    expect(html).toContain("Pool dimensions may vary by up to 3%");
  });

  it.each(FIXED_PATHS)("/es/%s shows the seeded Spanish version, its service named in Spanish", async (slug) => {
    const page = seededLandingPages.find((p) => p.slug === slug)!;
    const spanish = landingPagesSpanish[slug]!;
    const { status, html } = await get(`/es/${slug}`);
    expect(status).toBe(200);
    expect(h1s(html)).toEqual([spanish.titleEs]);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/es/${slug}"/>`);
    expect(html).toContain(`href="/es/estimate?sourcePage=${slug}"`);
    expect(html).not.toContain(page.service);
    expect(html).not.toContain(`role="note"`);
  });

  it("names the service in Spanish in the kicker and the structured data of the Spanish page", async () => {
    const { html } = await get("/es/pool-services-tampa-fl");
    expect(html).toContain("Servicios de piscinas · Tampa, FL");
    expect(localBusiness(html)).toMatchObject({ knowsAbout: "Servicios de piscinas" });
    expect((await get("/pool-services-tampa-fl")).html).toContain("Pool Services · Tampa, FL");
  });

  it("describes the page's city as a LocalBusiness serving a 50 mile circle in FL, US", async () => {
    const { html } = await get("/pool-services-tampa-fl");
    expect(localBusiness(html)).toMatchObject({
      name: `${seededCompany.name} - Tampa`,
      url: `${SITE}/pool-services-tampa-fl`,
      priceRange: "$$$$",
      address: { addressLocality: "Tampa", addressRegion: "FL", addressCountry: "US" },
      areaServed: {
        "@type": "GeoCircle",
        geoRadius: "50 mi",
        geoMidpoint: { address: { addressLocality: "Tampa", addressRegion: "FL", addressCountry: "US" } },
      },
    });
  });

  it("renders the built-in page of a page-type landing page with the landing page's meta", async () => {
    const { status, html } = await get("/it-installation-as-page");
    expect(status).toBe(200);
    expect(html).toContain(`<title>Meta it-installation-as-page | ${seededCompany.name}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/it-installation-as-page"/>`);
    expect(html).toContain("Get Estimate");
    expect(h1s(html)).toEqual(["From bare yard to first swim in about 2 weeks"]);

    const seeded = await get("/pool-resurfacing-port-st-lucie-fl");
    expect(seeded.status).toBe(200);
    expect(seeded.html).toContain(`<title>Pool Resurfacing in Port St. Lucie, FL | ${seededCompany.name}</title>`);
    expect(h1s(seeded.html)).toHaveLength(1);
  });

  it("renders the HTML of a page-type landing page whose page name is unknown", async () => {
    const { status, html } = await get("/it-unknown-page-name");
    expect(status).toBe(200);
    expect(html).toContain("Fallback HTML of an unknown page name.");
  });

  it("sanitises the landing HTML on the server", async () => {
    const { status, html } = await get("/it-hostile-content");
    expect(status).toBe(200);
    const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";
    expect(article).toContain("<h2>Safe heading</h2>");
    expect(article).toContain('<a href="/estimate?sourcePage=it-hostile-content">Good link</a>');
    expect(article).not.toMatch(/<script|<iframe|\son[a-z]+=|javascript:/i);
    expect(html).not.toContain("steal()");
  });

  it("never shadows a real route: /pools stays the catalogue with a landing page slug 'pools'", async () => {
    const { status, html } = await get("/pools");
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(["Premium Pool Collection"]);
    expect(html).not.toContain("SHADOW CONTENT");
    expect(html).not.toContain("Shadowing Landing Page");
  });

  it("counts one view per track-view call, never on the server render", async () => {
    const app = await getTestApp();
    const before = await views("pool-services-tampa-fl");
    await get("/pool-services-tampa-fl");
    await get("/enhanced-test/pool-services-tampa-fl");
    expect(await views("pool-services-tampa-fl")).toBe(before);
    const response = await app.request("/api/landing-pages/pool-services-tampa-fl/track-view", { method: "POST" });
    expect(response.status).toBe(204);
    expect(await views("pool-services-tampa-fl")).toBe(before + 1);
  });
});

describe("Page Not Found", () => {
  it.each([
    ["an unknown slug", "/no-such-landing-page"],
    ["a draft landing page", "/pool-installation-naples-fl-draft"],
    ["a nested path under a landing page", "/pool-services-tampa-fl/extra"],
    ["an unknown nested path", "/no/such/page"],
    ["the bare preview segment", "/enhanced-test"],
    ["a draft preview without a staff session", "/enhanced-test/pool-installation-naples-fl-draft"],
  ])("answers %s with a real 404 showing the path", async (_name, path) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(h1s(html)).toEqual(["404 Page Not Found"]);
    expect(html).toContain("The requested page could not be found");
    expect(html).toContain(`>${path}</code>`);
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).toContain(`<title>404 Page Not Found | ${seededCompany.name}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Get Estimate");
  });
});

describe("test pages: previews and lists staff check, kept out of search", () => {
  it("/enhanced-test/:slug previews a published landing page, noindex, canonical to the live page", async () => {
    const { status, html } = await get("/enhanced-test/pool-services-tampa-fl");
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(["Pool Services in Tampa, FL"]);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pool-services-tampa-fl"/>`);
  });

  it("/test-landing is a noindex stub listing the landing pages and mappings", async () => {
    const { status, html } = await get("/test-landing");
    expect(status).toBe(200);
    expect(h1s(html)).toEqual(["Landing Page Test"]);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const slug of FIXED_PATHS) expect(html).toContain(`href="/${slug}"`);
    expect(html).toContain('href="/fiberglass-pools"');
    expect(html).toContain("Unknown target page");
    expect(html).toContain("Hidden by a built-in route");
  });
});

describe("sitemap.xml", () => {
  it("lists published landing pages once, and no legacy address, test, draft, broken or shadowed page", async () => {
    const app = await getTestApp();
    const xml = await (await app.request("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE, ""));
    for (const page of seededLandingPages.filter((p) => p.status === "published")) {
      expect(locs).toContain(`/${page.slug}`);
    }
    // A legacy address shows a page the sitemap lists at its own address.
    for (const mapping of seededMappings) {
      expect(locs).not.toContain(mapping.legacyUrl);
      expect(locs).toContain(findBuiltInPage(mapping.targetPage)!.path);
    }
    expect(locs).not.toContain("/services/it-resurfacing");
    expect(locs).not.toContain("/it/deep/legacy");
    expect(locs).toContain("/it-installation-as-page");
    expect(locs).not.toContain("/pool-installation-naples-fl-draft");
    expect(locs).not.toContain("/it-broken-legacy");
    expect(locs.filter((loc) => loc === "/pools")).toHaveLength(1);
    expect(locs.filter((loc) => loc === "/pool-services-tampa-fl")).toHaveLength(1);
    // The landing page under a mapping is never shown, so it is not listed either.
    expect(locs).not.toContain("/it-mapped-over");
    expect(locs.some((loc) => loc.startsWith("/test-landing") || loc.startsWith("/enhanced-test"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe("draft preview for staff", () => {
  it("shows a draft landing page at /enhanced-test/:slug to any signed-in staff member, noindex", async () => {
    const sales = await createTestStaff("sales");
    const cookie = await signInAs(sales);
    const response = await staffRequest("/enhanced-test/pool-installation-naples-fl-draft", cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    const draft = seededLandingPages.find((page) => page.slug === "pool-installation-naples-fl-draft")!;
    expect(html).toContain(draft.title);
    expect(html).toContain('<meta name="robots" content="noindex');
    // The live address stays a 404 for everyone: a draft is only ever previewed.
    expect((await staffRequest("/pool-installation-naples-fl-draft", cookie)).status).toBe(404);
  });
});
