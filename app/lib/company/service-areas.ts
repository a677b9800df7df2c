import type { OfficeLocation } from "./offices";
import type { Locale } from "~/lib/i18n/locale";
import { formatAndList } from "~/lib/text/plain-format";

type ServiceAreas = OfficeLocation["serviceAreas"];

const countyName = (county: string, locale: Locale) => (locale === "es" ? `condado de ${county}` : `${county} County`);

/** Each area by its own name: "Marion County", "Gainesville"; in Spanish "condado de Marion", "Gainesville". */
export function serviceAreaNames(areas: ServiceAreas, locale: Locale): string[] {
  return [...areas.counties.map((county) => countyName(county, locale)), ...(areas.places ?? [])];
}

/**
 * The areas as a phrase: "Orange, Seminole and Lake counties", "Marion County, Gainesville and The Villages"; in
 * Spanish with the article a sentence needs: "los condados de Orange, Seminole y Lake", "el condado de Palm Beach".
 */
export function serviceAreaPhrase(areas: ServiceAreas, locale: Locale): string {
  const { counties } = areas;
  const places = areas.places ?? [];
  const single = counties.length === 1;
  const countyPart =
    counties.length === 0
      ? []
      : locale === "es"
        ? [single ? `el condado de ${counties[0]}` : `los condados de ${formatAndList(counties, "es")}`]
        : [single ? `${counties[0]} County` : `${formatAndList(counties)} counties`];
  return formatAndList([...countyPart, ...places], locale);
}
