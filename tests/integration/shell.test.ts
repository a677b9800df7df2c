import { describe, expect, it } from "vitest";
import { seededCompany } from "../support/company.ts";
import { get } from "../support/http.ts";

describe("server-rendered pages", () => {
  it("renders the home page with title, header, footer, canonical URL and Open Graph tags", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]*Florida Fiberglass Pools[^<]*<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="description"');
    expect(html).toContain("Get Estimate");
    expect(html).toContain("Design Tool");
    expect(html).toContain(seededCompany.tollFreePhone);
    for (const office of seededCompany.offices) expect(html).toContain(office.phone);
    expect(html).toContain("Pool dimensions may vary by up to 3%");
  });

  it("answers an unknown path with a real 404 page inside the shell", async () => {
    const response = await get("/no-such-page/at-all");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).toContain("Get Estimate");
  });

  it.each([
    ["/pool/12", "/pool-detail/12"],
    ["/pool/12?utm_source=mail", "/pool-detail/12?utm_source=mail"],
    ["/above-ground", "/above-ground-pools"],
  ])("redirects %s permanently to %s", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(
      new URL(response.headers.get("location")!, "http://x").pathname +
        new URL(response.headers.get("location")!, "http://x").search,
    ).toBe(to);
  });

  it.each([
    "/10x20-fiberglass-pool",
    "/10x20-pool",
    "/10x20-pool/",
    "/compact-fiberglass-pools/",
    "/fiberglass-by-size/small-pools",
    "/fiberglass-by-size/compact-pools/",
    "/pool-sizes/10x20",
  ])("serves the compact pool page at %s with one canonical URL", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('rel="canonical" href="http://localhost:3000/10x20-fiberglass-pool"');
  });
});

describe("security headers", () => {
  it("sends a nonce-based CSP whose nonce is on every inline script, and hides the framework", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("unsafe-inline' 'self'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });

  it("uses a different nonce on every response", async () => {
    const a = (await get("/")).headers.get("content-security-policy");
    const b = (await get("/")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("refuses an oversized form post to a page with 413", async () => {
    const response = await get("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "message=" + "x".repeat(120 * 1024),
    });
    expect(response.status).toBe(413);
  });
});

describe("health", () => {
  it("/healthz answers while the process is up and /readyz when the database answers", async () => {
    const health = await get("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: "up" });
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt points to the sitemap and keeps staff and test pages out", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    for (const path of [
      "/admin",
      "/enhanced-test/",
      "/test-landing",
      "/test-blog",
      "/simple-blog-test",
      "/blog-preview/",
    ]) {
      expect(text).toContain(`Disallow: ${path}`);
    }
  });

  it("sitemap.xml lists public pages, pools, published posts, landing pages and mapped URLs, and no test pages", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("xml");
    const xml = await response.text();
    expect(xml).toContain("<loc>http://localhost:3000/pools</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/pool-detail/slug/milan-10-20</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/pool-services-tampa-fl</loc>");
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/blog\/[a-z0-9-]+<\/loc>/);
    expect(xml).not.toContain("naples-fl-draft");
    expect(xml).not.toMatch(/test-landing|enhanced-test|test-blog|admin/);
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(100);
  });
});

describe("pool plan drawings", () => {
  it("serves a cacheable SVG drawing for every pool slug", async () => {
    const response = await get("/pool-plans/milan-10-20.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const svg = await response.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("Milan 10.20");
    const etag = response.headers.get("etag")!;
    expect((await get("/pool-plans/milan-10-20.svg", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("answers 404 for unknown or malformed names", async () => {
    for (const path of ["/pool-plans/nope.svg", "/pool-plans/milan-10-20.png", "/pool-plans/..%2f..%2fetc.svg"]) {
      expect((await get(path)).status).toBe(404);
    }
  });
});
