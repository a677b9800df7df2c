import { type Company, openingHoursSpecification } from "~/lib/company/company-profile";

// LocalBusiness JSON-LD of a dynamic landing page (radius 50, state FL,
// country US, top price tier), centred on the city the page is written for.

/** schema.org reads a bare geoRadius number as metres; the service radius is 50 miles. */
export const LANDING_SERVICE_RADIUS = "50 mi";
export const LANDING_PRICE_RANGE = "$$$$";
export const LANDING_REGION = "FL";
export const LANDING_COUNTRY = "US";

export interface LandingBusinessInput {
  siteUrl: string;
  /** The page's own path (its canonical address). */
  path: string;
  description: string;
  /** The city the page targets; the business's state-wide area when absent. */
  city: string | null;
  service: string | null;
}

export function landingLocalBusiness(
  company: Company,
  { siteUrl, path, description, city, service }: LandingBusinessInput,
) {
  const area = city?.trim() || null;
  // An office in the city gives exact coordinates; elsewhere the circle's centre is named by its address.
  const office = area ? company.offices.find((o) => o.city.toLowerCase() === area.toLowerCase()) : undefined;
  const address = {
    "@type": "PostalAddress",
    ...(area ? { addressLocality: area } : {}),
    addressRegion: LANDING_REGION,
    addressCountry: LANDING_COUNTRY,
  };
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}${path}#business`,
    name: area ? `${company.name} - ${area}` : company.name,
    description,
    url: siteUrl + path,
    image: `${siteUrl}/images/og-default.png`,
    logo: `${siteUrl}/favicon.svg`,
    telephone: company.tollFreePhone,
    email: company.email,
    priceRange: LANDING_PRICE_RANGE,
    address,
    // The company's hours: the toll-free line answers for every office.
    openingHoursSpecification: openingHoursSpecification(company.primaryOffice.openingHours),
    areaServed: {
      "@type": "GeoCircle",
      geoMidpoint: {
        "@type": "GeoCoordinates",
        ...(office ? { latitude: office.coordinates.lat, longitude: office.coordinates.lng } : {}),
        address,
      },
      geoRadius: LANDING_SERVICE_RADIUS,
    },
    ...(service ? { knowsAbout: service } : {}),
    parentOrganization: { "@type": "Organization", name: company.name, url: `${siteUrl}/` },
  };
}
