// Dollar amounts, dates and lists for the public pages, written without Intl.
//
// Why: the first Intl object a page makes starts the browser's ICU library, a single piece of work of about
// 25 ms on a laptop and 100 ms on a mid-range phone. The public pages format prices, dates and lists while
// React hydrates them, so with Intl every page paid it in its longest task: `npm run bench:long-tasks`
// measured the blocking time of `/` falling from 90 to 13 ms and of `/blog` from 217 to 82 ms without it.
// Each function gives exactly Intl's en-US output; plain-format.test.ts compares them with Intl over
// thousands of values and every hour from 2007 to 2040, so a change of the rules (a new DST law) fails there.

import { HTML_LANG, type Locale } from "~/lib/i18n/locale";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Spanish month names, lower case as Spanish writes them in a date. */
export const SPANISH_MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/** Beyond this, doubles print in exponent form and lose whole cents: left to Intl (never a real price). */
const LARGEST_PLAIN_AMOUNT = 1e15;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * "$45,000" (fractionDigits 0) or "$580.28" (2), "-$1,200" below zero. Rounds half away from zero on the
 * amount's shortest decimal form, as Intl does (1.005 is "$1.01").
 */
export function formatDollars(amount: number, fractionDigits: 0 | 2): string {
  if (!Number.isFinite(amount) || Math.abs(amount) >= LARGEST_PLAIN_AMOUNT) {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(amount);
  }
  // Shifting through the decimal string (not amount * 100) keeps 1.005 as 100.5 rather than 100.49999.
  const units = Math.round(Number(`${Math.abs(amount)}e${fractionDigits}`));
  const whole = Math.floor(units / 10 ** fractionDigits);
  const fraction = fractionDigits ? `.${String(units % 10 ** fractionDigits).padStart(fractionDigits, "0")}` : "";
  // Like Intl, a negative amount keeps its sign even when it rounds to zero ("-$0"), and so does -0.
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}$${groupThousands(String(whole))}${fraction}`;
}

/** Day, month and year of `instant` on a calendar `offsetMs` from UTC. */
function calendarDate(instant: number, offsetMs: number) {
  const shifted = new Date(instant + offsetMs);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** The date of the nth (1-based) Sunday of a month, in UTC milliseconds at midnight. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const firstSunday = 1 + ((7 - firstWeekday) % 7);
  return Date.UTC(year, month, firstSunday + 7 * (n - 1));
}

const HOUR = 60 * 60 * 1000;

/**
 * Offset of US Eastern time at an instant: daylight time (UTC-4) from 2:00 on the second Sunday of March to
 * 2:00 on the first Sunday of November, standard time (UTC-5) otherwise (the rule since 2007).
 */
export function easternOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const daylightStarts = nthSunday(year, 2, 2) + 7 * HOUR; // 2:00 EST
  const daylightEnds = nthSunday(year, 10, 1) + 6 * HOUR; // 2:00 EDT
  return instant >= daylightStarts && instant < daylightEnds ? -4 * HOUR : -5 * HOUR;
}

/** Eastern time followed other rules before 2007: such dates are left to Intl. */
const FIRST_YEAR_OF_CURRENT_DST_RULE = Date.UTC(2007, 0, 1);

/**
 * "January 12, 2026", or in Spanish "12 de enero de 2026": the date of `date` in US Eastern time (the offices'
 * time), or in UTC.
 */
export function formatLongDate(date: Date, timeZone: "America/New_York" | "UTC", locale: Locale = "en"): string {
  const instant = date.getTime();
  if (timeZone !== "UTC" && !(instant >= FIRST_YEAR_OF_CURRENT_DST_RULE)) {
    return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: "long", timeZone }).format(date);
  }
  const { year, month, day } = calendarDate(instant, timeZone === "UTC" ? 0 : easternOffsetMs(instant));
  return locale === "es" ? `${day} de ${SPANISH_MONTHS[month]} de ${year}` : `${MONTHS[month]} ${day}, ${year}`;
}

/**
 * "Orlando, Ocala, and Port St. Lucie", or in Spanish "Orlando, Ocala y Port St. Lucie": a list joined as
 * Intl.ListFormat writes it.
 */
export function formatAndList(items: readonly string[], locale: Locale = "en"): string {
  if (locale === "es")
    return items.length <= 2 ? items.join(" y ") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;
}

/** Printable ASCII in the order of ICU's root collation (punctuation and symbols, digits, letters), as Node lists it. */
const ICU_ASCII_ORDER = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";
const PRIMARY_RANK = new Int8Array(128).fill(-1);
for (let rank = 0; rank < ICU_ASCII_ORDER.length; rank++) {
  const char = ICU_ASCII_ORDER[rank]!;
  PRIMARY_RANK[char.charCodeAt(0)] = rank;
  PRIMARY_RANK[char.toUpperCase().charCodeAt(0)] = rank;
}

const isPlainAscii = (text: string) => {
  for (let i = 0; i < text.length; i++) if ((PRIMARY_RANK[text.charCodeAt(i)] ?? -1) < 0) return false;
  return true;
};

/**
 * `a.localeCompare(b)` for the catalogue's names (shapes, size categories, series), without starting ICU, which
 * `localeCompare` does on its first call (about 40 ms at 4x CPU on the home page). For printable ASCII it follows
 * ICU's root collation: letters by their order ignoring case, then lower case before upper case. Anything else
 * (an accented name) is left to `localeCompare`.
 */
export function compareText(a: string, b: string): number {
  if (!isPlainAscii(a) || !isPlainAscii(b)) return a.localeCompare(b);
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) {
    const difference = PRIMARY_RANK[a.charCodeAt(i)]! - PRIMARY_RANK[b.charCodeAt(i)]!;
    if (difference !== 0) return Math.sign(difference);
  }
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] === a[i]!.toLowerCase() ? -1 : 1;
  }
  return 0;
}
