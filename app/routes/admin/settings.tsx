import { AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import { ContentTabs } from "~/components/admin/content/content-tabs";
import { CompanyProfileForm } from "~/components/admin/settings/company-profile-form";
import { SettingsForm } from "~/components/admin/settings/settings-form";
import { StaleLimitsForm } from "~/components/admin/settings/stale-limits-form";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { useCompany } from "~/components/company-context";
import { appContext } from "~/context";
import { OFFICE_IDS } from "~/lib/company/offices";
import { requireStaff } from "~/services/staff/auth.server";
import {
  type ContentFormFailure,
  contentFormFailure,
  parseContentFields,
} from "~/services/content/content-form.server";
import { redirectWithToast } from "~/lib/http/flash.server";
import { jsonError, readFormBody } from "~/lib/http/http.server";
import {
  COMPANY_PROFILE_FORM_FIELDS,
  CompanyProfileFormSchema,
  companyProfileFormValues,
} from "~/lib/schemas/company-profile";
import {
  AdConversionSettingsSchema,
  AnalyticsSettingsSchema,
  LeadNotificationSettingsSchema,
  MAX_RECIPIENTS_PER_OFFICE,
  SETTINGS_SECTIONS,
  type SettingsSectionId,
  StaleLeadSettingsSchema,
  isSettingsSection,
} from "~/lib/schemas/site-settings";
import { STALE_LIMIT_FIELDS } from "~/lib/leads/stale-leads";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { type SettingKey, getSetting, saveSetting, settingsUpdates } from "~/models/site-settings.server";
import type { Route } from "./+types/settings";

const PATH = "/admin/settings";
const ANALYTICS_FIELDS = ["measurementId"] as const;
const CONVERSION_FIELDS = [
  "googleWonConversion",
  "googleQualifiedConversion",
  "metaWonEvent",
  "metaQualifiedEvent",
] as const;
const STORAGE_KEYS: Record<SettingsSectionId, SettingKey> = {
  notifications: "lead-notifications",
  company: "company-profile",
  analytics: "analytics",
  conversions: "ad-conversions",
  "follow-up": "stale-leads",
};
const STALE_FIELDS = Object.values(STALE_LIMIT_FIELDS);

function sectionHref(section: SettingsSectionId) {
  return `${PATH}?section=${section}`;
}

function sectionOf(url: string): SettingsSectionId {
  const section = new URL(url).searchParams.get("section");
  return isSettingsSection(section) ? section : "notifications";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "settings.manage");
  const { db } = context.get(appContext);
  const [notifications, profile, analytics, conversions, staleLimits, updates] = await Promise.all([
    getSetting(db, "lead-notifications"),
    getSetting(db, "company-profile"),
    getSetting(db, "analytics"),
    getSetting(db, "ad-conversions"),
    getSetting(db, "stale-leads"),
    settingsUpdates(db),
  ]);
  const lastSaved = (section: SettingsSectionId) => {
    const at = updates.get(STORAGE_KEYS[section]);
    return at ? formatStaffDateTime(at) : null;
  };
  return {
    section: sectionOf(request.url),
    notifications: {
      values: Object.fromEntries(OFFICE_IDS.map((id) => [id, notifications[id].join("\n")])),
      lastSaved: lastSaved("notifications"),
    },
    company: { values: companyProfileFormValues(profile), lastSaved: lastSaved("company") },
    analytics: { values: { measurementId: analytics.measurementId ?? "" }, lastSaved: lastSaved("analytics") },
    conversions: { values: conversions as Record<string, string>, lastSaved: lastSaved("conversions") },
    followUp: {
      values: Object.fromEntries(Object.entries(staleLimits).map(([field, days]) => [field, String(days)])),
      lastSaved: lastSaved("follow-up"),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "settings.manage");
  const app = context.get(appContext);
  const form = await readFormBody(request);
  const section = form.get("section");
  const saved = (label: string, target: SettingsSectionId) =>
    redirectWithToast(sectionHref(target), `${label} saved.`, { secure: app.config.isProduction });
  switch (section) {
    case "notifications": {
      const parsed = parseContentFields(form, LeadNotificationSettingsSchema, OFFICE_IDS);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      await saveSetting(app.db, "lead-notifications", parsed.data, staff.id);
      app.logger.info({ event: "settings.lead-notifications-saved", by: staff.id }, "lead notification settings saved");
      return saved("Lead notification recipients", "notifications");
    }
    case "company": {
      const parsed = parseContentFields(form, CompanyProfileFormSchema, COMPANY_PROFILE_FORM_FIELDS);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      await saveSetting(app.db, "company-profile", parsed.data, staff.id);
      app.logger.info({ event: "settings.company-profile-saved", by: staff.id }, "company profile saved");
      return saved("Company profile", "company");
    }
    case "analytics": {
      const parsed = parseContentFields(form, AnalyticsSettingsSchema, ANALYTICS_FIELDS);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      await saveSetting(app.db, "analytics", parsed.data, staff.id);
      app.logger.info({ event: "settings.analytics-saved", by: staff.id }, "analytics settings saved");
      return saved("Analytics settings", "analytics");
    }
    case "conversions": {
      const parsed = parseContentFields(form, AdConversionSettingsSchema, CONVERSION_FIELDS);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      await saveSetting(app.db, "ad-conversions", parsed.data, staff.id);
      app.logger.info({ event: "settings.ad-conversions-saved", by: staff.id }, "ad conversion settings saved");
      return saved("Ad conversion names", "conversions");
    }
    case "follow-up": {
      const parsed = parseContentFields(form, StaleLeadSettingsSchema, STALE_FIELDS);
      if (!parsed.ok) return contentFormFailure(parsed.failure);
      await saveSetting(app.db, "stale-leads", parsed.data, staff.id);
      app.logger.info({ event: "settings.stale-leads-saved", by: staff.id }, "stale-lead limits saved");
      return saved("Follow-up limits", "follow-up");
    }
    default:
      throw jsonError(400, "Unknown settings section.");
  }
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { section } = loaderData;
  const failure = actionData as ContentFormFailure | undefined;
  const current = SETTINGS_SECTIONS.find((entry) => entry.id === section)!;
  return (
    <>
      <StaffPageTitle title={`${current.label} | Settings`} />
      <AdminPageHeader
        title="Settings"
        description="Site-wide settings. Only administrators see this page; a save takes effect at once."
      />
      <ContentTabs
        label="Settings sections"
        tabs={SETTINGS_SECTIONS.map((entry) => ({ href: sectionHref(entry.id), label: entry.label }))}
        current={sectionHref(section)}
      />
      <AdminPanel className="max-w-4xl">
        {section === "notifications" ? (
          <NotificationsForm
            key="notifications"
            values={failure?.values ?? loaderData.notifications.values}
            failure={failure}
            lastSaved={loaderData.notifications.lastSaved}
          />
        ) : section === "company" ? (
          <CompanyProfileForm
            key="company"
            values={failure?.values ?? loaderData.company.values}
            failure={failure}
            lastSaved={loaderData.company.lastSaved}
          />
        ) : section === "analytics" ? (
          <AnalyticsForm
            key="analytics"
            values={failure?.values ?? loaderData.analytics.values}
            failure={failure}
            lastSaved={loaderData.analytics.lastSaved}
          />
        ) : section === "follow-up" ? (
          <StaleLimitsForm
            key="follow-up"
            values={failure?.values ?? loaderData.followUp.values}
            failure={failure}
            lastSaved={loaderData.followUp.lastSaved}
          />
        ) : (
          <ConversionsForm
            key="conversions"
            values={failure?.values ?? loaderData.conversions.values}
            failure={failure}
            lastSaved={loaderData.conversions.lastSaved}
          />
        )}
      </AdminPanel>
    </>
  );
}

function NotificationsForm({
  values,
  failure,
  lastSaved,
}: {
  values: Record<string, string>;
  failure: ContentFormFailure | undefined;
  lastSaved: string | null;
}) {
  const { errors, onSubmit } = useSchemaForm(LeadNotificationSettingsSchema, failure?.errors);
  const { offices } = useCompany();
  return (
    <SettingsForm
      section="notifications"
      failure={failure}
      intro="Every new lead is e-mailed at once to the recipients of its nearest office. An office with no addresses here gets it at its own inbox (shown under each box)."
      lastSaved={lastSaved}
      submitLabel="Save recipients"
      onSubmit={onSubmit}
    >
      <ContentFieldGroup legend="Recipients per office">
        {offices.map((office) => (
          <AdminTextAreaField
            key={office.id}
            label={`${office.name} office`}
            name={office.id}
            rows={3}
            autoComplete="off"
            spellCheck={false}
            defaultValue={values[office.id] ?? ""}
            error={errors[office.id]}
            hint={`One address per line, at most ${MAX_RECIPIENTS_PER_OFFICE}. Empty: ${office.email}.`}
          />
        ))}
      </ContentFieldGroup>
    </SettingsForm>
  );
}

function AnalyticsForm({
  values,
  failure,
  lastSaved,
}: {
  values: Record<string, string>;
  failure: ContentFormFailure | undefined;
  lastSaved: string | null;
}) {
  const { errors, onSubmit } = useSchemaForm(AnalyticsSettingsSchema, failure?.errors);
  return (
    <SettingsForm
      section="analytics"
      failure={failure}
      intro="With a Google Analytics 4 measurement id, public pages load the analytics tag after they have appeared and record page views and financing applications. Blank: no tracking script at all. The staff area is never tracked."
      lastSaved={lastSaved}
      submitLabel="Save analytics"
      onSubmit={onSubmit}
    >
      <ContentFieldGroup legend="Google Analytics">
        <AdminTextField
          label="Measurement id"
          name="measurementId"
          autoComplete="off"
          spellCheck={false}
          placeholder="G-AB12CD34EF"
          defaultValue={values.measurementId ?? ""}
          error={errors.measurementId}
          hint="Optional. Found in Google Analytics under Admin, Data streams."
        />
      </ContentFieldGroup>
    </SettingsForm>
  );
}

function ConversionsForm({
  values,
  failure,
  lastSaved,
}: {
  values: Record<string, string>;
  failure: ContentFormFailure | undefined;
  lastSaved: string | null;
}) {
  const { errors, onSubmit } = useSchemaForm(AdConversionSettingsSchema, failure?.errors);
  return (
    <SettingsForm
      section="conversions"
      failure={failure}
      intro="The names the offline conversion files of the source report carry (Reports, Source report). Each Google name must be exactly the name of a conversion action of the type 'Import, conversions from clicks' in Google Ads."
      lastSaved={lastSaved}
      submitLabel="Save conversion names"
      onSubmit={onSubmit}
    >
      <ContentFieldGroup legend="Google Ads">
        <AdminTextField
          label="Google Ads conversion name for a won lead"
          name="googleWonConversion"
          autoComplete="off"
          maxLength={100}
          defaultValue={values.googleWonConversion ?? ""}
          error={errors.googleWonConversion}
          hint="Sent with the contract value of each won lead that came from a Google ad."
        />
        <AdminTextField
          label="Google Ads conversion name for a qualified lead"
          name="googleQualifiedConversion"
          autoComplete="off"
          maxLength={100}
          defaultValue={values.googleQualifiedConversion ?? ""}
          error={errors.googleQualifiedConversion}
          hint="Sent once per lead, when it first reaches Qualified or a later stage."
        />
      </ContentFieldGroup>
      <ContentFieldGroup legend="Meta">
        <AdminTextField
          label="Meta event name for a won lead"
          name="metaWonEvent"
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          defaultValue={values.metaWonEvent ?? ""}
          error={errors.metaWonEvent}
          hint="A standard event such as Purchase, or a custom event name."
        />
        <AdminTextField
          label="Meta event name for a qualified lead"
          name="metaQualifiedEvent"
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          defaultValue={values.metaQualifiedEvent ?? ""}
          error={errors.metaQualifiedEvent}
          hint="A standard event such as Lead, or a custom event name."
        />
      </ContentFieldGroup>
    </SettingsForm>
  );
}
