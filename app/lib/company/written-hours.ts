// The office hours of a page that is not in English, written on the server into the root loader's data: the
// browser's script then formats only the English hours, and an English page carries no other language's.
import type { CompanyProfile, WrittenHours } from "./company-profile";
import { OFFICE_LOCATIONS } from "./offices";
import { openingHoursIn } from "./opening-hours-in";
import type { Locale } from "~/lib/i18n/locale";

/**
 * The hours a page in `locale` shows, written on the server for its loader data: none for English (the browser
 * writes those from the profile it already has), else each office's short line and the main office's long one.
 */
export function writtenHours(profile: CompanyProfile, locale: Locale): WrittenHours | undefined {
  if (locale === "en") return undefined;
  const offices = OFFICE_LOCATIONS.map((office) => openingHoursIn(locale, profile.offices[office.id].hours, "short"));
  const main = OFFICE_LOCATIONS.find((office) => office.isPrimary) ?? OFFICE_LOCATIONS[0]!;
  return { offices, main: openingHoursIn(locale, profile.offices[main.id].hours, "long") };
}
