// Site settings staff edit at /admin/settings (admin only). Each section is
// one JSON value in site_settings under its key; these schemas parse both the
// posted form and the stored value, so a bad row can never reach a page.
import { OFFICE_LOCATIONS, type OfficeId } from "~/content/company";
import { z } from "./zod";

export const SETTINGS_SECTIONS = [
  { id: "notifications", label: "Lead notifications" },
  { id: "company", label: "Company profile" },
  { id: "analytics", label: "Analytics" },
] as const;
export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]["id"];

export function isSettingsSection(value: unknown): value is SettingsSectionId {
  return SETTINGS_SECTIONS.some((section) => section.id === value);
}

export const MAX_RECIPIENTS_PER_OFFICE = 10;

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
        .array(z.email({ message: `Enter valid e-mail addresses for ${officeName}, one per line` }))
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
