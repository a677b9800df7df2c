import { describe, expect, it } from "vitest";
import { seededCompany } from "../../../tests/support/company";
import { landingLocalBusiness } from "./landing-structured-data";

const SITE = "https://example.com";

describe("landingLocalBusiness", () => {
  it("is a LocalBusiness serving a 50 mile circle around the page's city in FL, US, at the top price tier", () => {
    const ld = landingLocalBusiness(seededCompany, {
      siteUrl: SITE,
      path: "/pool-services-tampa-fl",
      description: "Pools in Tampa",
      city: "Tampa",
      service: "Pool Services",
    });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: `${seededCompany.name} - Tampa`,
      url: `${SITE}/pool-services-tampa-fl`,
      priceRange: "$$$$",
      telephone: seededCompany.tollFreePhone,
      address: { addressLocality: "Tampa", addressRegion: "FL", addressCountry: "US" },
      areaServed: { "@type": "GeoCircle", geoRadius: "50 mi" },
    });
    expect(ld.areaServed.geoMidpoint).not.toHaveProperty("latitude");
  });

  it("centres on the office's coordinates when the city has an office", () => {
    const ld = landingLocalBusiness(seededCompany, {
      siteUrl: SITE,
      path: "/x",
      description: "d",
      city: "Ocala",
      service: null,
    });
    expect(ld.areaServed.geoMidpoint).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it("falls back to the state when the page has no city", () => {
    const ld = landingLocalBusiness(seededCompany, {
      siteUrl: SITE,
      path: "/x",
      description: "d",
      city: null,
      service: null,
    });
    expect(ld.name).toBe(seededCompany.name);
    expect(ld.address).toEqual({ "@type": "PostalAddress", addressRegion: "FL", addressCountry: "US" });
  });
});
