import { describe, expect, it } from "vitest";
import { absoluteUrl, documentTitle, pageMeta } from "./seo";

const COMPANY_NAME = "Florida Fiberglass Pools";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Premium Pool Collection",
    description: "Browse our pools.",
    path: "/pools",
    siteUrl: "https://pools.example.com",
    companyName: COMPANY_NAME,
    jsonLd: { "@context": "https://schema.org", "@type": "ItemList" },
  });

  it("adds the company name to the title once", () => {
    expect(meta).toContainEqual({ title: "Premium Pool Collection | Florida Fiberglass Pools" });
    const again = pageMeta({
      title: "Florida Fiberglass Pools | Home",
      description: "d",
      path: "/",
      siteUrl: "",
      companyName: COMPANY_NAME,
    });
    expect(again).toContainEqual({ title: "Florida Fiberglass Pools | Home" });
  });

  it("gives the canonical URL, Open Graph and Twitter tags", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://pools.example.com/pools" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://pools.example.com/pools" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://pools.example.com/images/og-default.png" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ name: "description", content: "Browse our pools." });
    expect(meta).toContainEqual({ property: "og:site_name", content: COMPANY_NAME });
  });

  it("carries JSON-LD and noindex when asked", () => {
    expect(meta).toContainEqual({ "script:ld+json": { "@context": "https://schema.org", "@type": "ItemList" } });
    const hidden = pageMeta({
      title: "Test",
      description: "d",
      path: "/test-landing",
      siteUrl: "",
      companyName: COMPANY_NAME,
      noindex: true,
    });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});

describe("documentTitle", () => {
  it("ends the title with the company name it is given", () => {
    expect(documentTitle("Pools", "Acme Pools")).toBe("Pools | Acme Pools");
    expect(documentTitle("Acme Pools | Home", "Acme Pools")).toBe("Acme Pools | Home");
  });
});

describe("absoluteUrl", () => {
  it("joins paths and keeps absolute URLs", () => {
    expect(absoluteUrl("https://a.com", "/x")).toBe("https://a.com/x");
    expect(absoluteUrl("https://a.com", "x")).toBe("https://a.com/x");
    expect(absoluteUrl("https://a.com", "https://cdn.b.com/i.png")).toBe("https://cdn.b.com/i.png");
  });
});
