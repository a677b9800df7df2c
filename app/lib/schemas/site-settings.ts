// Site settings staff edit at /admin/settings (admin only). Each section is
// one JSON value in site_settings under its key; these schemas parse both the
// posted form and the stored value, so a bad row can never reach a page.
import { OFFICE_LOCATIONS, type OfficeId } from "~/lib/company/offices";
import {
  MAX_STALE_DAYS,
  MIN_STALE_DAYS,
  STALE_LIMIT_LABELS,
  type StaleLimitField,
  type StaleLimits,
} from "~/lib/leads/stale-leads";
import { z } from "./zod";

export const SETTINGS_SECTIONS = [
  { id: "notifications", label: "Lead notifications" },
  { id: "company", label: "Company profile" },
  { id: "analytics", label: "Analytics" },
  { id: "conversions", label: "Ad conversions" },
  { id: "follow-up", label: "Follow-up" },
] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]["id"];

export function isSettingsSection(value: unknown): value is SettingsSectionId {
  return SETTINGS_SECTIONS.some((section) => section.id === value);
}

export const MAX_RECIPIENTS_PER_OFFICE = 10;

const emailAddress = z.email();

/** Addresses typed one per line or separated by commas or semicolons. */
function addressList(officeName: string) {
  return z
    .union([z.string().max(2_000, "That list is too long"), z.array(z.string().max(254))])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(/[\s,;]+/))
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string())
        // Checked on the whole list, so the message belongs to the office's field, not to a line number of it.
        .refine((list) => list.every((address) => emailAddress.safeParse(address).success), {
          message: `Enter valid e-mail addresses for ${officeName}, one per line`,
        })
        .max(MAX_RECIPIENTS_PER_OFFICE, `At most ${MAX_RECIPIENTS_PER_OFFICE} addresses per office`)
        .transform((list) => [...new Set(list)]),
    );
}

/**
 * Who gets the new-lead e-mail of each office's leads. An office with no
 * addresses falls back to its own inbox (company profile), so clearing a
 * list can never leave leads unannounced.
 */
function officeRecipientsField(officeName: string) {
  return addressList(officeName).default([]);
}

export const LeadNotificationSettingsSchema = z.object(
  Object.fromEntries(OFFICE_LOCATIONS.map((office) => [office.id, officeRecipientsField(office.name)])) as Record<
    OfficeId,
    ReturnType<typeof officeRecipientsField>
  >,
);
export type LeadNotificationSettings = z.infer<typeof LeadNotificationSettingsSchema>;

export const DEFAULT_LEAD_NOTIFICATIONS = Object.fromEntries(
  OFFICE_LOCATIONS.map((office) => [office.id, []]),
) as unknown as LeadNotificationSettings;

/** A Google Analytics 4 measurement id, e.g. G-AB12CD34EF; blank turns analytics off. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

export const AnalyticsSettingsSchema = z.object({
  measurementId: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() || null : v),
    z
      .string()
      .regex(MEASUREMENT_ID_PATTERN, "Enter a measurement id like G-AB12CD34EF, or leave it blank")
      .nullable()
      .default(null),
  ),
});
export type AnalyticsSettings = z.infer<typeof AnalyticsSettingsSchema>;

export const DEFAULT_ANALYTICS: AnalyticsSettings = { measurementId: null };

// ---------------------------------------------------------------------------
// Ad conversions (decision 034): the names the offline conversion files carry

/**
 * A cell that starts like a formula is neutralised in every CSV (app/lib/http/csv.ts),
 * which would change the name and break the match with the conversion action:
 * such a name is refused here instead.
 */
const FORMULA_START = /^[=+\-@]/;

function conversionName(what: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ message: `Enter the conversion name for ${what}` })
      .min(1, `Enter the conversion name for ${what}`)
      .max(100, "At most 100 characters (Google's limit for a conversion name)")
      .refine((value) => !FORMULA_START.test(value), "A name may not start with = + - or @"),
  );
}

/** Meta's standard events (Purchase, Lead ...) and custom events: a letter, then letters, digits or _. */
export const META_EVENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

function metaEventName(what: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ message: `Enter the Meta event name for ${what}` })
      .regex(
        META_EVENT_NAME_PATTERN,
        "Use a Meta event name such as Purchase or Lead: letters, digits and _, at most 50, starting with a letter",
      ),
  );
}

export const AdConversionSettingsSchema = z.object({
  googleWonConversion: conversionName("a won lead"),
  googleQualifiedConversion: conversionName("a qualified lead"),
  metaWonEvent: metaEventName("a won lead"),
  metaQualifiedEvent: metaEventName("a qualified lead"),
});
export type AdConversionSettings = z.infer<typeof AdConversionSettingsSchema>;

/** Google's names must match a conversion action created in Google Ads; Meta's are its standard events. */
export const DEFAULT_AD_CONVERSIONS: AdConversionSettings = {
  googleWonConversion: "Won pool sale",
  googleQualifiedConversion: "Qualified lead",
  metaWonEvent: "Purchase",
  metaQualifiedEvent: "Lead",
};

// ---------------------------------------------------------------------------
// Follow-up: how many days each open stage may go without activity before its leads are stale

function staleDays(field: StaleLimitField) {
  const message = `Enter a whole number of days from ${MIN_STALE_DAYS} to ${MAX_STALE_DAYS} for ${STALE_LIMIT_LABELS[field]}`;
  return z.preprocess(
    (v) => (typeof v === "string" ? (/^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v.trim() || undefined) : v),
    z.int({ message }).min(MIN_STALE_DAYS, message).max(MAX_STALE_DAYS, message),
  );
}

export const StaleLeadSettingsSchema = z.object({
  contacted: staleDays("contacted"),
  qualified: staleDays("qualified"),
  consultationScheduled: staleDays("consultationScheduled"),
  proposalSent: staleDays("proposalSent"),
}) satisfies z.ZodType<StaleLimits>;
