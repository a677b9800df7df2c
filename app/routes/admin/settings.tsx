import { AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { AdminPageHeader, AdminPanel } from "~/components/admin/admin-shell";
import { AdminTextAreaField, ContentFieldGroup } from "~/components/admin/content/content-fields";
import { ContentTabs } from "~/components/admin/content/content-tabs";
import { CompanyProfileForm } from "~/components/admin/settings/company-profile-form";
import { SettingsForm } from "~/components/admin/settings/settings-form";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { useCompany } from "~/components/company-context";
import { appContext } from "~/context";
import { OFFICE_IDS } from "~/content/company";
import { requireStaff } from "~/lib/auth.server";
import { type ContentFormFailure, contentFormFailure, parseContentFields } from "~/lib/content-form.server";
import { redirectWithToast } from "~/lib/flash.server";
import { jsonError, readFormBody } from "~/lib/http.server";
import {
  COMPANY_PROFILE_FORM_FIELDS,
  CompanyProfileFormSchema,
  companyProfileFormValues,
} from "~/lib/schemas/company-profile";
import {
  AnalyticsSettingsSchema,
  LeadNotificationSettingsSchema,
  MAX_RECIPIENTS_PER_OFFICE,
  SETTINGS_SECTIONS,
  type SettingsSectionId,
  isSettingsSection,
} from "~/lib/schemas/site-settings";
import { formatStaffDateTime } from "~/lib/staff-display";
import { type SettingKey, getSetting, saveSetting, settingsUpdates } from "~/models/site-settings.server";
import type { Route } from "./+types/settings";

const PATH = "/admin/settings";
const ANALYTICS_FIELDS = ["measurementId"] as const;
const STORAGE_KEYS: Record<SettingsSectionId, SettingKey> = {
  notifications: "lead-notifications",
  company: "company-profile",
  analytics: "analytics",
};

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
  const [notifications, profile, analytics, updates] = await Promise.all([
    getSetting(db, "lead-notifications"),
    getSetting(db, "company-profile"),
    getSetting(db, "analytics"),
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
        ) : (
          <AnalyticsForm
            key="analytics"
            values={failure?.values ?? loaderData.analytics.values}
            failure={failure}
            lastSaved={loaderData.analytics.lastSaved}
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
