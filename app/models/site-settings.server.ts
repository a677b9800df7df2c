// Site settings (site_settings: one JSON value per key). Read on every public
// page (the analytics id, the company profile) and for every lead e-mail, so each process keeps a
// copy for a few seconds; a save clears this process's copy at once, and
// other processes see it within SETTINGS_CACHE_MS.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "#db/index.server.ts";
import { siteSettings } from "#db/schema/index.ts";
import { connectionCache } from "./connection-cache.server";
import { DEFAULT_COMPANY_PROFILE } from "~/lib/company/company-profile-defaults";
import { CompanyProfileSchema } from "~/lib/schemas/company-profile";
import {
  AdConversionSettingsSchema,
  AnalyticsSettingsSchema,
  DEFAULT_AD_CONVERSIONS,
  DEFAULT_ANALYTICS,
  DEFAULT_LEAD_NOTIFICATIONS,
  LeadNotificationSettingsSchema,
  StaleLeadSettingsSchema,
} from "~/lib/schemas/site-settings";
import { DEFAULT_STALE_LIMITS } from "~/lib/leads/stale-leads";
import { DEFAULT_SITE_VIDEOS, SiteVideosSchema } from "~/lib/schemas/site-videos";

const SETTINGS = {
  "lead-notifications": { schema: LeadNotificationSettingsSchema, fallback: DEFAULT_LEAD_NOTIFICATIONS },
  analytics: { schema: AnalyticsSettingsSchema, fallback: DEFAULT_ANALYTICS },
  "company-profile": { schema: CompanyProfileSchema, fallback: DEFAULT_COMPANY_PROFILE },
  "ad-conversions": { schema: AdConversionSettingsSchema, fallback: DEFAULT_AD_CONVERSIONS },
  videos: { schema: SiteVideosSchema, fallback: DEFAULT_SITE_VIDEOS },
  "stale-leads": { schema: StaleLeadSettingsSchema, fallback: DEFAULT_STALE_LIMITS },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTINGS)[K]["schema"]>;

export const SETTINGS_CACHE_MS = 5_000;

const settingsCache = connectionCache("site-settings", { ttlMs: SETTINGS_CACHE_MS });

/** The stored value of `key`, or its default when unset or unreadable. */
export function getSetting<K extends SettingKey>(db: Database, key: K): Promise<SettingValue<K>> {
  return settingsCache.read(db, key, async () => {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
    const parsed = row ? SETTINGS[key].schema.safeParse(row.value) : null;
    return (parsed?.success ? parsed.data : SETTINGS[key].fallback) as SettingValue<K>;
  });
}

export async function saveSetting<K extends SettingKey>(
  db: Database,
  key: K,
  value: SettingValue<K>,
  updatedById: number | null,
): Promise<void> {
  const now = new Date();
  await db
    .insert(siteSettings)
    .values({ key, value, updatedAt: now, updatedById })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now, updatedById } });
  settingsCache.forget(db, key);
}

/** When each section was last saved, for the settings page. */
export async function settingsUpdates(db: Database): Promise<Map<string, Date>> {
  const rows = await db.select({ key: siteSettings.key, updatedAt: siteSettings.updatedAt }).from(siteSettings);
  return new Map(rows.map((row) => [row.key, row.updatedAt]));
}
