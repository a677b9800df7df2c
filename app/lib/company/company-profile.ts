// The company profile (names, phones, e-mails, addresses, opening hours) as
// pages use it: the stored profile joined with the offices' fixed facts
// (app/lib/company/offices.ts), its hours written in one language. Built once per profile and language;
// components get it from useCompany() in the page's language, meta functions from the root match, server code from
// loadCompany(db).
import { OFFICE_LOCATIONS, type OfficeId, type OfficeLocation, findOfficeLocation } from "~/lib/company/offices";
import type { Locale } from "~/lib/i18n/locale";
import type { SocialLinks } from "./social-links";

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening hours, the same every open day; times are 24-hour "HH:MM" (schema.org openingHoursSpecification). */
export interface OpeningHours {
  days: Weekday[];
  opens: string;
  closes: string;
}

export interface OfficeContact {
  phone: string;
  email: string;
  street: string;
  city: string;
  zip: string;
  hours: OpeningHours;
}

/** What staff edit; stored as one JSON value (site_settings "company-profile"). */
export interface CompanyProfile {
  name: string;
  shortName: string;
  tollFreePhone: string;
  email: string;
  offices: Record<OfficeId, OfficeContact>;
  /** The company's pages on social networks; a network without one is not shown. */
  social: SocialLinks;
}

export interface Office extends OfficeLocation {
  phone: string;
  email: string;
  /** Street address line. */
  address: string;
  city: string;
  zip: string;
  /** Display hours in the company's language, e.g. "Mon-Fri: 9AM-4PM". */
  hours: string;
  openingHours: OpeningHours;
}

export interface Company {
  name: string;
  shortName: string;
  tollFreePhone: string;
  email: string;
  /** The main office's hours on a line of their own, e.g. "Monday to Friday: 9AM to 4PM". */
  hours: string;
  offices: readonly Office[];
  primaryOffice: Office;
  /** The stored form, for passing to the browser. */
  profile: CompanyProfile;
}

const built = new WeakMap<CompanyProfile, Partial<Record<Locale, Company>>>();

/** The company as pages in `locale` show it: the same facts, the hours in that language. */
export function buildCompany(profile: CompanyProfile, locale: Locale = "en"): Company {
  const languages = built.get(profile) ?? {};
  const known = languages[locale];
  if (known) return known;
  const offices = OFFICE_LOCATIONS.map((location): Office => {
    const contact = profile.offices[location.id];
    return {
      ...location,
      phone: contact.phone,
      email: contact.email,
      address: contact.street,
      city: contact.city,
      zip: contact.zip,
      hours: formatOpeningHours(contact.hours, locale),
      openingHours: contact.hours,
    };
  });
  const primaryOffice = offices.find((office) => office.isPrimary) ?? offices[0]!;
  const company: Company = {
    name: profile.name,
    shortName: profile.shortName,
    tollFreePhone: profile.tollFreePhone,
    email: profile.email,
    hours: formatOpeningHours(primaryOffice.openingHours, locale, "long"),
    offices,
    primaryOffice,
    profile,
  };
  built.set(profile, { ...languages, [locale]: company });
  return company;
}

export function getOffice(company: Company, id: OfficeId): Office {
  const office = company.offices.find((o) => o.id === id);
  if (!office) throw new Error(`Unknown office ${id}`);
  return office;
}

export function findOfficeByBranchLabel(company: Company, label: string | null | undefined): Office | undefined {
  const location = findOfficeLocation(label);
  return location && getOffice(company, location.id);
}

export function officeFullAddress(office: Office): string {
  return `${office.address}, ${office.city}, ${office.state} ${office.zip}`;
}

/** Google Maps search for an office (opens in a new tab). */
export function officeMapsUrl(company: Company, office: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${company.name} ${officeFullAddress(office)}`)}`;
}

/** How hours are written: "short" on office cards, "long" on a line of their own, "sentence" inside a sentence. */
export type HoursStyle = "short" | "long" | "sentence";

const SPANISH_WEEKDAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"] as const;

/**
 * "09:00" -> "9AM", "13:30" -> "1:30PM"; in Spanish "9:00 a. m.", the Spanish academies' form, its spaces
 * non-breaking so that "a. m." never starts a line.
 */
export function formatClockTime(time: string, locale: Locale = "en"): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 || 12;
  const exact = `${hour12}:${String(minutes).padStart(2, "0")}`;
  if (locale === "es") return `${exact}\u00a0${hours < 12 ? "a" : "p"}.\u00a0m.`;
  return `${minutes ? exact : hour12}${hours < 12 ? "AM" : "PM"}`;
}

/** Runs of consecutive days as weekday indexes: Monday..Friday and Sunday -> [[0, 4], [6, 6]]. */
function dayRuns(days: readonly Weekday[]): [number, number][] {
  const runs: [number, number][] = [];
  WEEKDAYS.forEach((day, index) => {
    if (!days.includes(day)) return;
    const last = runs.at(-1);
    if (last && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  });
  return runs;
}

/**
 * Hours in the page's or the reader's language, written out rather than asked of Intl (which public pages do not
 * start): "Mon-Fri: 9AM-4PM" / "lun-vie: 9:00 a. m.-4:00 p. m." (short, office cards); "Monday to Friday: 9AM to
 * 4PM" / "De lunes a viernes, de 9:00 a. m. a 4:00 p. m." (long); in a sentence the Spanish starts in lower case.
 */
export function formatOpeningHours(hours: OpeningHours, locale: Locale = "en", style: HoursStyle = "short"): string {
  const short = style === "short";
  const names = locale === "es" ? SPANISH_WEEKDAYS : WEEKDAYS;
  const day = (index: number) => (short ? names[index]!.slice(0, 3) : names[index]!);
  const opens = formatClockTime(hours.opens, locale);
  const closes = formatClockTime(hours.closes, locale);
  const runs = dayRuns(hours.days);
  if (short || locale === "en") {
    const to = short ? "-" : " to ";
    const days = runs.map(([first, last]) => (first === last ? day(first) : `${day(first)}${to}${day(last)}`));
    return `${days.join(", ")}: ${opens}${to}${closes}`;
  }
  const days = runs.map(([first, last]) => (first === last ? `el ${day(first)}` : `de ${day(first)} a ${day(last)}`));
  const joined = days.length > 1 ? `${days.slice(0, -1).join(", ")} y ${days.at(-1)}` : (days[0] ?? "");
  const sentence = `${joined}, de ${opens} a ${closes}`;
  return style === "long" ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}

/** schema.org openingHoursSpecification of an office (the same hours as the pages). */
export function openingHoursSpecification(hours: OpeningHours) {
  return [{ "@type": "OpeningHoursSpecification", dayOfWeek: hours.days, opens: hours.opens, closes: hours.closes }];
}
