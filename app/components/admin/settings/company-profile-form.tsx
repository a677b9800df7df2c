import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { AdminTextField, FormMessage, SubmitButton, useSchemaForm } from "~/components/admin/admin-form";
import { ContentFieldGroup } from "~/components/admin/content/content-fields";
import { OFFICE_LOCATIONS, type OfficeLocation } from "~/content/company";
import { WEEKDAYS, type Weekday, formatOpeningHours } from "~/lib/company-profile";
import { CompanyProfileFormSchema, officeFieldName } from "~/lib/schemas/company-profile";

interface CompanyProfileFormProps {
  values: Record<string, string>;
  /** The refused post: its message and the error of each field. */
  failure: { message: string; errors: Record<string, string> } | undefined;
  lastSaved: React.ReactNode;
}

/** The company's names, phones and e-mail, and each office's contact details and opening hours. */
export function CompanyProfileForm({ values, failure, lastSaved }: CompanyProfileFormProps) {
  const { errors, onSubmit } = useSchemaForm(CompanyProfileFormSchema, failure?.errors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <input type="hidden" name="section" value="company" />
      <FormMessage message={failure?.message} />
      <div className="space-y-1 text-sm text-slate-700">
        <p>
          The one place for these facts: every page, the structured data search engines read, and the e-mails to
          visitors use them as soon as you save. Office locations, towns served and map positions are fixed.
        </p>
        {lastSaved}
      </div>
      <ContentFieldGroup legend="Company">
        <AdminTextField
          label="Company name"
          name="name"
          autoComplete="organization"
          defaultValue={values.name ?? ""}
          error={errors.name}
          hint="Ends every page title; signs the e-mails to visitors."
        />
        <AdminTextField
          label="Short name"
          name="shortName"
          defaultValue={values.shortName ?? ""}
          error={errors.shortName}
          hint="Where space is tight (the phone-width header)."
        />
        <AdminTextField
          label="Toll-free phone"
          name="tollFreePhone"
          type="tel"
          autoComplete="off"
          defaultValue={values.tollFreePhone ?? ""}
          error={errors.tollFreePhone}
        />
        <AdminTextField
          label="General e-mail"
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={values.email ?? ""}
          error={errors.email}
        />
      </ContentFieldGroup>
      {OFFICE_LOCATIONS.map((office) => (
        <OfficeFields key={office.id} office={office} values={values} errors={errors} />
      ))}
      <div className="border-t border-slate-200 pt-4">
        <SubmitButton busyLabel="Saving...">Save company profile</SubmitButton>
      </div>
    </Form>
  );
}

function OfficeFields({
  office,
  values,
  errors,
}: {
  office: OfficeLocation;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const field = (name: string) => officeFieldName(office.id, name);
  const [hours, setHours] = useState(() => hoursShown(office, (name) => values[field(name)]));
  const daysError = errors[field("days")];
  const daysErrorId = `${field("days")}-error`;
  return (
    <ContentFieldGroup
      legend={`${office.name} office${office.isPrimary ? " (main office)" : ""}`}
      description={`Branch ${office.branchLabel}; serves ${office.serviceAreas.join(", ")}.`}
    >
      {/* "contents": the fields stay in the group's grid; this element only hears their changes. */}
      <div
        className="contents"
        onChange={(event) => {
          const form = (event.target as HTMLInputElement).form;
          if (form) setHours(hoursShown(office, (name) => formValue(form, field(name))));
        }}
      >
        <AdminTextField
          label={`${office.name} phone`}
          name={field("phone")}
          type="tel"
          autoComplete="off"
          defaultValue={values[field("phone")] ?? ""}
          error={errors[field("phone")]}
        />
        <AdminTextField
          label={`${office.name} e-mail`}
          name={field("email")}
          type="email"
          autoComplete="off"
          defaultValue={values[field("email")] ?? ""}
          error={errors[field("email")]}
          hint="Shown on the site; gets this office's leads when no recipients are set under Lead notifications."
        />
        <AdminTextField
          label={`${office.name} street address`}
          name={field("street")}
          autoComplete="off"
          className="sm:col-span-2"
          defaultValue={values[field("street")] ?? ""}
          error={errors[field("street")]}
        />
        <AdminTextField
          label={`${office.name} city`}
          name={field("city")}
          autoComplete="off"
          defaultValue={values[field("city")] ?? ""}
          error={errors[field("city")]}
        />
        <AdminTextField
          label={`${office.name} ZIP code`}
          name={field("zip")}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values[field("zip")] ?? ""}
          error={errors[field("zip")]}
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
        <AdminTextField
          label={`${office.name} opens at`}
          name={field("opens")}
          type="time"
          defaultValue={values[field("opens")] ?? ""}
          error={errors[field("opens")]}
        />
        <AdminTextField
          label={`${office.name} closes at`}
          name={field("closes")}
          type="time"
          defaultValue={values[field("closes")] ?? ""}
          error={errors[field("closes")]}
        />
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
