import type { Locale } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/text/plain-format";

/** Shown instead of a date that is missing or cannot be read, never "Invalid Date". */
export const RECENTLY_PUBLISHED = "Recently Published";

/** A valid Date from a Date, an ISO string or a timestamp; null for anything else. */
export function parseBlogDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "January 12, 2026" ("12 de enero de 2026" in Spanish), or `undated` ('Recently Published') when there is no valid
 * date. One fixed time zone, the company's: the server and the browser must print the same day, or hydration would
 * disagree around midnight.
 */
export function formatBlogDate(
  value: Date | string | number | null | undefined,
  locale: Locale = "en",
  undated: string = RECENTLY_PUBLISHED,
): string {
  const date = parseBlogDate(value);
  return date ? formatLongDate(date, "America/New_York", locale) : undated;
}

/** ISO value for a <time dateTime> attribute, or undefined when there is no valid date. */
export function blogDateTimeAttribute(value: Date | string | number | null | undefined): string | undefined {
  return parseBlogDate(value)?.toISOString();
}
