// The company profile (names, phones, e-mails, addresses, opening hours) as
// pages use it: the stored profile joined with the offices' fixed facts
// (app/lib/company/offices.ts). Built once per profile; components get it from
// useCompany(), meta functions from the root match, server code from
// loadCompany(db). The hours are written here in English; a Spanish page gets
// them written on the server (app/lib/company/written-hours.ts), so the
// browser's script carries one language's formatting only.
import { OFFICE_LOCATIONS, type OfficeId, type OfficeLocation, findOfficeLocation } from "~/lib/company/offices";
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
  /** Display hours in the page's language, e.g. "Mon-Fri: 9AM-4PM". */
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

/** Hours written for a page in another language than English: each office's short line and the main office's long one. */
export interface WrittenHours {
  /** In the order of OFFICE_LOCATIONS (a list: the lightest form in the page's data). */
  offices: string[];
  main: string;
}

const built = new WeakMap<CompanyProfile | WrittenHours, Company>();

/** The company as pages show it, its hours in English unless `written` gives them in the page's language. */
export function buildCompany(profile: CompanyProfile, written?: WrittenHours): Company {
  const known = built.get(written ?? profile);
  if (known) return known;
  const offices = OFFICE_LOCATIONS.map((location, index): Office => {
    const contact = profile.offices[location.id];
    return {
      ...location,
      phone: contact.phone,
      email: contact.email,
      address: contact.street,
      city: contact.city,
      zip: contact.zip,
      hours: written?.offices[index] ?? formatOpeningHours(contact.hours),
      openingHours: contact.hours,
    };
  });
  const primaryOffice = offices.find((office) => office.isPrimary) ?? offices[0]!;
  const company: Company = {
    name: profile.name,
    shortName: profile.shortName,
    tollFreePhone: profile.tollFreePhone,
    email: profile.email,
    hours: written?.main ?? formatOpeningHours(primaryOffice.openingHours, "long"),
    offices,
    primaryOffice,
    profile,
  };
  built.set(written ?? profile, company);
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

/** "09:00" -> "9AM", "13:30" -> "1:30PM", "12:00" -> "12PM". */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${suffix}`;
}

/** Runs of consecutive days: Monday..Friday and Sunday -> [[Monday, Friday], [Sunday, Sunday]]. */
function dayRuns(days: readonly Weekday[]): [Weekday, Weekday][] {
  const runs: [Weekday, Weekday][] = [];
  let previous = -2;
  for (const index of WEEKDAYS.map((day, i) => (days.includes(day) ? i : -1)).filter((i) => i >= 0)) {
    const last = runs.at(-1);
    if (last && index === previous + 1) last[1] = WEEKDAYS[index]!;
    else runs.push([WEEKDAYS[index]!, WEEKDAYS[index]!]);
    previous = index;
  }
  return runs;
}

/**
 * Hours as pages show them: "Mon-Fri: 9AM-4PM" (short, office cards) or
 * "Monday to Friday: 9AM to 4PM" (long, in sentences).
 */
export function formatOpeningHours(hours: OpeningHours, style: "short" | "long" = "short"): string {
  const day = (name: Weekday) => (style === "short" ? name.slice(0, 3) : name);
  const days = dayRuns(hours.days)
    .map(([first, last]) =>
      first === last ? day(first) : `${day(first)}${style === "short" ? "-" : " to "}${day(last)}`,
    )
    .join(", ");
  const opens = formatClockTime(hours.opens);
  const closes = formatClockTime(hours.closes);
  return `${days}: ${opens}${style === "short" ? "-" : " to "}${closes}`;
}

/** schema.org openingHoursSpecification of an office (the same hours as the pages). */
export function openingHoursSpecification(hours: OpeningHours) {
  return [{ "@type": "OpeningHoursSpecification", dayOfWeek: hours.days, opens: hours.opens, closes: hours.closes }];
}
