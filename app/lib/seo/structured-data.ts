import { type Company, type Office, openingHoursSpecification } from "~/lib/company/company-profile";
import { serviceAreaNames } from "~/lib/company/service-areas";
import { type Locale, localizedPath } from "~/lib/i18n/locale";

// schema.org JSON-LD built from the company profile, so structured data states
// the same offices, phones and hours as the pages.

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

/** One office as a LocalBusiness. */
export function officeLocalBusiness(company: Company, office: Office, siteUrl: string) {
  return {
    "@type": "HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#office-${office.id}`,
    name: `${company.name} ${office.name}`,
    telephone: office.phone,
    email: office.email,
    address: postalAddress(office),
    geo: { "@type": "GeoCoordinates", latitude: office.coordinates.lat, longitude: office.coordinates.lng },
    openingHoursSpecification: openingHoursSpecification(office.openingHours),
    // The areas' own names (official names, as maps and registries write them), whatever the page's language.
    areaServed: serviceAreaNames(office.serviceAreas, "en").map((name) => ({ "@type": "AdministrativeArea", name })),
    url: siteUrl + "/",
  };
}

/** The company with all its offices, for the home page and office content. */
export function companyLocalBusiness(company: Company, siteUrl: string) {
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
    address: postalAddress(company.primaryOffice),
    openingHoursSpecification: openingHoursSpecification(company.primaryOffice.openingHours),
    areaServed: { "@type": "State", name: "Florida" },
    department: company.offices.map((office) => officeLocalBusiness(company, office, siteUrl)),
  };
}

interface ProductPool {
  id: number;
  slug: string | null;
  name: string;
  description?: string | null;
  manufacturer?: string | null;
  brand?: string | null;
  model?: string | null;
  imageUrl?: string | null;
  price?: number | null;
}

function poolUrl(siteUrl: string, pool: { id: number; slug: string | null }, locale: Locale = "en") {
  const path = pool.slug ? `/pool-detail/slug/${encodeURIComponent(pool.slug)}` : `/pool-detail/${pool.id}`;
  return siteUrl + localizedPath(locale, path);
}

/** A pool page's language for its structured data: the page's address and the words of its category. */
interface ProductLanguage {
  locale: Locale;
  /** "Fiberglass swimming pool" in the page's language. */
  category: string;
}

/** A pool model as a schema.org Product with its starting-price offer. */
export function poolProduct(
  company: Company,
  pool: ProductPool,
  siteUrl: string,
  language: ProductLanguage = { locale: "en", category: "Fiberglass swimming pool" },
) {
  const url = poolUrl(siteUrl, pool, language.locale);
  const brand = pool.manufacturer || pool.brand;
  const image = pool.imageUrl
    ? pool.imageUrl.startsWith("http")
      ? pool.imageUrl
      : siteUrl + pool.imageUrl
    : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: pool.name,
    ...(pool.description ? { description: pool.description } : {}),
    ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
    ...(pool.model ? { model: pool.model } : {}),
    ...(image ? { image } : {}),
    category: language.category,
    url,
    ...(pool.price
      ? {
          offers: {
            "@type": "Offer",
            priceCurrency: "USD",
            price: pool.price,
            availability: "https://schema.org/InStock",
            url,
            seller: { "@type": "Organization", name: company.name },
          },
        }
      : {}),
  };
}

/** Catalogue pages: the first pools as an ItemList (at most 15). */
export function poolItemList(
  pools: readonly ProductPool[],
  siteUrl: string,
  { locale = "en", limit = 15 }: { locale?: Locale; limit?: number } = {},
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: pools.length,
    itemListElement: pools.slice(0, limit).map((pool, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: poolUrl(siteUrl, pool, locale),
      name: pool.name,
    })),
  };
}
