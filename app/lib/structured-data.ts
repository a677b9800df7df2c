import { OPENING_HOURS_SPEC, type Office, company, offices } from "~/content/company";

// schema.org JSON-LD built from the company profile, so structured data states
// the same offices, phones and hours as the pages (ruling 2).

function postalAddress(office: Office) {
  return {
    "@type": "PostalAddress",
    streetAddress: office.address,
    addressLocality: office.city,
    addressRegion: office.state,
    postalCode: office.zip,
    addressCountry: "US",
  };
}

function openingHours() {
  return [{ "@type": "OpeningHoursSpecification", ...OPENING_HOURS_SPEC }];
}

/** One office as a LocalBusiness. */
export function officeLocalBusiness(office: Office, siteUrl: string) {
  return {
    "@type": "HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#office-${office.id}`,
    name: `${company.name} ${office.name}`,
    telephone: office.phone,
    email: office.email,
    address: postalAddress(office),
    geo: { "@type": "GeoCoordinates", latitude: office.coordinates.lat, longitude: office.coordinates.lng },
    openingHoursSpecification: openingHours(),
    areaServed: office.serviceAreas.map((name) => ({ "@type": "AdministrativeArea", name })),
    url: siteUrl + "/",
  };
}

/** The company with all its offices, for the home page and office content. */
export function companyLocalBusiness(siteUrl: string) {
  const primary = offices.find((o) => o.isPrimary) ?? offices[0]!;
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#company`,
    name: company.name,
    url: siteUrl + "/",
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/images/og-default.png`,
    telephone: company.tollFreePhone,
    email: company.email,
    priceRange: "$$$",
    address: postalAddress(primary),
    openingHoursSpecification: openingHours(),
    areaServed: { "@type": "State", name: "Florida" },
    department: offices.map((office) => officeLocalBusiness(office, siteUrl)),
  };
}
