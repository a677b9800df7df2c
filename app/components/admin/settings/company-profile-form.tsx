import { CircleAlert } from "lucide-react";
import { serviceAreaPhrase } from "~/lib/company/service-areas";
import { useState } from "react";
import { AdminTextField, useSchemaForm } from "~/components/admin/admin-form";
import { ContentFieldGroup } from "~/components/admin/content/content-fields";
import { OFFICE_LOCATIONS, type OfficeLocation } from "~/lib/company/offices";
import { WEEKDAYS, type Weekday, formatOpeningHours } from "~/lib/company/company-profile";
import { CompanyProfileFormSchema, officeFieldName, socialFieldName } from "~/lib/schemas/company-profile";
import { SOCIAL_NETWORKS } from "~/lib/company/social-links";
import { SOCIAL_PAGE_RULES } from "~/lib/company/social-page-rules";
import { SettingsForm, type SettingsFormFailure } from "./settings-form";

interface CompanyProfileFormProps {
  values: Record<string, string>;
  failure: SettingsFormFailure | undefined;
  lastSaved: string | null;
}

/** The company's names, phones and e-mail, and each office's contact details and opening hours. */
export function CompanyProfileForm({ values, failure, lastSaved }: CompanyProfileFormProps) {
  const { errors, onSubmit } = useSchemaForm(CompanyProfileFormSchema, failure?.errors);
  const state = { values, errors };
  return (
    <SettingsForm
      section="company"
      failure={failure}
      intro="The one place for these facts: every page, the structured data search engines read, and the e-mails to visitors use them as soon as you save. Office locations, towns served and map positions are fixed."
      lastSaved={lastSaved}
      submitLabel="Save company profile"
      onSubmit={onSubmit}
    >
      <ContentFieldGroup legend="Company">
        <ProfileField
          state={state}
          label="Company name"
          name="name"
          autoComplete="organization"
          hint="Ends every page title; signs the e-mails to visitors."
        />
        <ProfileField
          state={state}
          label="Short name"
          name="shortName"
          hint="Where space is tight (the phone-width header)."
        />
        <ProfileField state={state} label="Toll-free phone" name="tollFreePhone" type="tel" />
        <ProfileField state={state} label="General e-mail" name="email" type="email" />
      </ContentFieldGroup>
      <ContentFieldGroup
        legend="Social pages"
        description="The footer links to each page entered here, in this order. A network left blank is not shown; with none, the footer has no social links."
      >
        {SOCIAL_NETWORKS.map((network) => (
          <ProfileField
            key={network.id}
            state={state}
            label={network.name}
            name={socialFieldName(network.id)}
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder={SOCIAL_PAGE_RULES[network.id].example}
          />
        ))}
      </ContentFieldGroup>
      {OFFICE_LOCATIONS.map((office) => (
        <OfficeFields key={office.id} office={office} state={state} />
      ))}
    </SettingsForm>
  );
}

interface FormState {
  /** The fields' text, by name. */
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** A text field showing its value and error from the form state. */
function ProfileField({
  state,
  name,
  ...field
}: { state: FormState; name: string } & Omit<React.ComponentProps<typeof AdminTextField>, "defaultValue" | "error">) {
  return (
    <AdminTextField
      name={name}
      autoComplete="off"
      defaultValue={state.values[name] ?? ""}
      error={state.errors[name]}
      {...field}
    />
  );
}

function OfficeFields({ office, state }: { office: OfficeLocation; state: FormState }) {
  const { values, errors } = state;
  const field = (name: string) => officeFieldName(office.id, name);
  const [hours, setHours] = useState(() => hoursShown(office, (name) => values[field(name)]));
  const daysError = errors[field("days")];
  const daysErrorId = `${field("days")}-error`;
  return (
    <ContentFieldGroup
      legend={`${office.name} office${office.isPrimary ? " (main office)" : ""}`}
      description={`Branch ${office.branchLabel}; serves ${serviceAreaPhrase(office.serviceAreas, "en")}.`}
    >
      {/* "contents": the fields stay in the group's grid; this element only hears their changes. */}
      <div
        className="contents"
        onChange={(event) => {
          const form = (event.target as HTMLInputElement).form;
          if (form) setHours(hoursShown(office, (name) => formValue(form, field(name))));
        }}
      >
        <ProfileField state={state} label={`${office.name} phone`} name={field("phone")} type="tel" />
        <ProfileField
          state={state}
          label={`${office.name} e-mail`}
          name={field("email")}
          type="email"
          hint="Shown on the site; gets this office's leads when no recipients are set under Lead notifications."
        />
        <ProfileField
          state={state}
          label={`${office.name} street address`}
          name={field("street")}
          className="sm:col-span-2"
        />
        <ProfileField state={state} label={`${office.name} city`} name={field("city")} />
        <ProfileField
          state={state}
          label={`${office.name} ZIP code`}
          name={field("zip")}
          inputMode="numeric"
          hint={`State: ${office.state}`}
        />
        <fieldset className="sm:col-span-2" aria-describedby={daysError ? daysErrorId : undefined}>
          <legend className="text-sm font-semibold text-slate-800">{office.name} opening days</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name={field(day)}
                  defaultChecked={values[field(day)] === "on"}
                  aria-invalid={daysError ? true : undefined}
                  className="size-4 rounded border-slate-400 accent-ocean-700"
                />
                {day}
              </label>
            ))}
          </div>
          {daysError && (
            <p id={daysErrorId} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {daysError}
            </p>
          )}
        </fieldset>
        <ProfileField state={state} label={`${office.name} opens at`} name={field("opens")} type="time" />
        <ProfileField state={state} label={`${office.name} closes at`} name={field("closes")} type="time" />
        <p className="text-sm text-slate-700 sm:col-span-2" aria-live="polite">
          Shown on the site as: <strong className="font-semibold text-slate-900">{hours}</strong>
        </p>
      </div>
    </ContentFieldGroup>
  );
}

function formValue(form: HTMLFormElement, name: string): string | undefined {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLInputElement)
    return element.type === "checkbox" ? (element.checked ? "on" : "") : element.value;
  return undefined;
}

/** The hours line the pages will show for what the fields hold now, or a prompt while incomplete. */
function hoursShown(office: OfficeLocation, read: (name: string) => string | undefined): string {
  const days = WEEKDAYS.filter((day: Weekday) => read(day) === "on");
  const opens = read("opens") ?? "";
  const closes = read("closes") ?? "";
  if (days.length === 0 || !/^\d\d:\d\d$/.test(opens) || !/^\d\d:\d\d$/.test(closes)) {
    return `(choose the ${office.name} office's days and times)`;
  }
  return formatOpeningHours({ days, opens, closes });
}
