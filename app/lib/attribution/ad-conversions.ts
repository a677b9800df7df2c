// The ad platforms' offline conversion files (decision 034): Google Ads' "conversions
// from clicks" upload and Meta's offline events upload, built from the won and
// qualified leads that carry the platform's click id. The rows go through the
// project's CSV writer (app/lib/http/csv.ts), which neutralises any cell that could
// start a spreadsheet formula. No personal data goes into either file: the
// click id is what ties a row to the ad click (decision 034).
import { COMPANY_TIME_ZONE, LEAD_STATUSES, type LeadStatus } from "~/lib/leads/lead-stats";
import { officeDateTimeToInstant } from "~/lib/company/office-time";

/** Every contract is signed in dollars (ISO 4217). */
export const CONVERSION_CURRENCY = "USD";

/**
 * A lead "reached qualified" with its first move to qualified or to any later
 * stage of the pipeline (a lead can be booked straight from "contacted"); lost
 * and spam are not stages.
 */
export const QUALIFIED_STATUSES: readonly LeadStatus[] = LEAD_STATUSES.slice(
  LEAD_STATUSES.indexOf("qualified"),
  LEAD_STATUSES.indexOf("won") + 1,
);

/** A won lead that carries a platform's click id. */
export interface WonConversion {
  leadId: number;
  clickId: string;
  /** Meta's click cookie form of the click (Meta file only). */
  fbc?: string | null;
  /** Contract value in cents; null when staff have not entered it. */
  valueCents: number | null;
  /** "2026-11-20" */
  signedOn: string;
  leadCreatedAt: Date;
}

/** A lead's first move to qualified or beyond. */
export interface QualifiedConversion {
  leadId: number;
  clickId: string;
  fbc?: string | null;
  reachedAt: Date;
  leadCreatedAt: Date;
}

/** The conversion names and event names staff choose in the settings (app/lib/schemas/site-settings.ts). */
export interface ConversionNames {
  googleWonConversion: string;
  googleQualifiedConversion: string;
  metaWonEvent: string;
  metaQualifiedEvent: string;
}

/** Signing happens in the office during the day: a signed date counts at noon, office time. */
export const SIGNED_AT_TIME = "12:00";

/**
 * When a won conversion happened. The contract's date has no time: noon on
 * that day at the office, but never before the lead came in (the platforms
 * refuse a conversion before its click) nor after now (nor one in the future).
 */
export function wonConversionTime(conversion: Pick<WonConversion, "signedOn" | "leadCreatedAt">, now: Date): Date {
  const noon = officeDateTimeToInstant(conversion.signedOn, SIGNED_AT_TIME).getTime();
  const earliest = conversion.leadCreatedAt.getTime() + 60_000;
  return new Date(Math.min(Math.max(noon, earliest), now.getTime()));
}

const OFFICE_CLOCK = new Intl.DateTimeFormat("en-CA", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * Google's conversion time with its offset, "2026-11-20 14:00:00-05:00": the
 * office's wall clock and how far it is from UTC at that instant (EST or EDT).
 */
export function googleConversionTime(instant: Date): string {
  const parts: Record<string, string> = {};
  for (const part of OFFICE_CLOCK.formatToParts(instant)) parts[part.type] = part.value;
  const hour = String(Number(parts.hour) % 24).padStart(2, "0");
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offsetMinutes = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return `${parts.year}-${parts.month}-${parts.day} ${hour}:${parts.minute}:${parts.second}${offset}`;
}

/** "48500.00": a plain decimal, no thousands separator or currency sign (both platforms' rule). */
export function conversionValue(cents: number | null): string | null {
  return cents === null ? null : (cents / 100).toFixed(2);
}

// ---------------------------------------------------------------------------
// Google Ads: "Conversions from clicks" template

/**
 * The template's first row. Every conversion time below carries its own
 * offset, which Google reads first; the time zone row is the fallback.
 */
export const GOOGLE_ADS_PARAMETERS_ROW = [`Parameters:TimeZone=${COMPANY_TIME_ZONE}`] as const;
/** The template's column names, exactly (the import fails without the "Google Click ID" row). */
export const GOOGLE_ADS_COLUMNS = [
  "Google Click ID",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
] as const;

export type CsvRow = (string | number | null)[];

/** Won leads (with their value) then qualified leads (no value: the conversion action's default applies). */
export function googleAdsRows(
  won: readonly WonConversion[],
  qualified: readonly QualifiedConversion[],
  names: ConversionNames,
  now: Date,
): CsvRow[] {
  return [
    ...won.map((c) => [
      c.clickId,
      names.googleWonConversion,
      googleConversionTime(wonConversionTime(c, now)),
      conversionValue(c.valueCents),
      CONVERSION_CURRENCY,
    ]),
    ...qualified.map((c) => [
      c.clickId,
      names.googleQualifiedConversion,
      googleConversionTime(c.reachedAt),
      null,
      CONVERSION_CURRENCY,
    ]),
  ];
}

// ---------------------------------------------------------------------------
// Meta: offline events upload

/**
 * Meta's offline event parameters: event_name, event_time (Unix seconds),
 * action_source, value and currency, and fbc as the match key; event_id lets
 * Meta drop a row uploaded twice. No e-mail, phone or name, hashed or not.
 */
export const META_COLUMNS = [
  "event_id",
  "event_name",
  "event_time",
  "action_source",
  "value",
  "currency",
  "fbc",
] as const;

/** The CRM moved the lead on: Meta's action source for events a business system records. */
export const META_ACTION_SOURCE = "system_generated";

/** `fb.1.<ms>.<fbclid>`: as stored, else built from the click id and the lead's arrival. */
export function fbcOf(conversion: { clickId: string; fbc?: string | null; leadCreatedAt: Date }): string {
  return conversion.fbc || `fb.1.${conversion.leadCreatedAt.getTime()}.${conversion.clickId}`;
}

export function unixSeconds(instant: Date): number {
  return Math.floor(instant.getTime() / 1000);
}

export function metaRows(
  won: readonly WonConversion[],
  qualified: readonly QualifiedConversion[],
  names: ConversionNames,
  now: Date,
): CsvRow[] {
  return [
    ...won.map((c) => [
      `lead-${c.leadId}-won`,
      names.metaWonEvent,
      unixSeconds(wonConversionTime(c, now)),
      META_ACTION_SOURCE,
      conversionValue(c.valueCents),
      CONVERSION_CURRENCY,
      fbcOf(c),
    ]),
    ...qualified.map((c) => [
      `lead-${c.leadId}-qualified`,
      names.metaQualifiedEvent,
      unixSeconds(c.reachedAt),
      META_ACTION_SOURCE,
      null,
      CONVERSION_CURRENCY,
      fbcOf(c),
    ]),
  ];
}

export function exportFileName(platform: "google-ads" | "meta", from: string, to: string): string {
  return `${platform}-offline-conversions-${from}-to-${to}.csv`;
}
