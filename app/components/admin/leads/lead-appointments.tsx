import { CalendarClock } from "lucide-react";
import { Form } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormMessage,
  SubmitButton,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { OFFICE_LOCATIONS } from "~/lib/company/offices";
import { AppointmentSchema } from "~/lib/schemas/lead-desk";
import { leadSectionHash } from "~/lib/leads/lead-page-sections";
import type { LeadActionFailure, LeadAppointmentView, LeadPageData } from "~/lib/leads/lead-desk-views";

const OFFICE_OPTIONS = [
  { value: "", label: "Choose an office" },
  ...OFFICE_LOCATIONS.map((office) => ({ value: office.id, label: office.name })),
];

export function UpcomingAppointments({ upcoming, past }: { upcoming: readonly LeadAppointmentView[]; past: number }) {
  return (
    <>
      {upcoming.length === 0 ? (
        <p className="text-sm text-slate-600">No upcoming appointments.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Upcoming appointments">
          {upcoming.map((appointment) => (
            <li
              key={appointment.id}
              className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2"
            >
              <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">
                  <time dateTime={appointment.whenIso}>{appointment.when}</time>
                </p>
                <p className="text-slate-700 [overflow-wrap:anywhere]">
                  {appointment.customerName}
                  {appointment.office && <> · {appointment.office} office</>} · {appointment.status}
                </p>
                <p className="text-slate-700 [overflow-wrap:anywhere]">{appointment.address}</p>
                <p className="text-slate-700 [overflow-wrap:anywhere]">{appointment.contact}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {past > 0 && (
        <p className="mt-2 text-xs text-slate-600">
          {past} earlier or cancelled {past === 1 ? "appointment" : "appointments"} not shown.
        </p>
      )}
    </>
  );
}

/** Schedule an appointment: prefilled from the lead; e-mail or phone required; Eastern time. */
export function AppointmentForm({
  defaults,
  failure,
}: {
  defaults: LeadPageData["appointmentDefaults"];
  failure?: LeadActionFailure | undefined;
}) {
  const form = useSchemaForm(AppointmentSchema, failure?.errors);
  const values: Record<string, string | undefined> = { ...defaults, ...failure?.values };
  const errors = form.errors;
  return (
    <Form
      method="post"
      action={leadSectionHash("appointment")}
      preventScrollReset
      noValidate
      onSubmit={form.onSubmit}
      className="flex flex-col gap-3"
    >
      <FormMessage message={failure?.message} />
      <AdminTextField
        label="Customer name"
        name="customerName"
        required
        maxLength={200}
        autoComplete="off"
        defaultValue={values.customerName}
        error={errors.customerName}
      />
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <AdminTextField
          label="Appointment e-mail"
          name="email"
          type="email"
          maxLength={255}
          autoComplete="off"
          defaultValue={values.email}
          error={errors.email}
        />
        <AdminTextField
          label="Appointment phone"
          name="phone"
          type="tel"
          maxLength={40}
          autoComplete="off"
          defaultValue={values.phone}
          error={errors.phone}
        />
      </div>
      <AdminTextField
        label="Address"
        name="address"
        required
        maxLength={500}
        autoComplete="off"
        defaultValue={values.address}
        error={errors.address}
      />
      <div className="grid grid-cols-2 gap-3">
        <AdminTextField label="Date" name="date" type="date" required defaultValue={values.date} error={errors.date} />
        <AdminTextField
          label="Time"
          name="time"
          type="time"
          required
          step={900}
          defaultValue={values.time}
          error={errors.time}
          hint="Eastern time"
        />
      </div>
      <AdminSelectField
        label="Office"
        name="officeId"
        options={OFFICE_OPTIONS}
        defaultValue={values.officeId}
        error={errors.officeId}
      />
      <AdminTextField
        label="Notes for the visit"
        name="message"
        maxLength={2000}
        autoComplete="off"
        defaultValue={values.message}
        error={errors.message}
      />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="markScheduled"
          defaultChecked={failure?.values ? failure.values.markScheduled === "on" : true}
          className="mt-0.5 size-4 rounded border-slate-400 accent-ocean-700"
        />
        Set the status to Consultation scheduled (if the lead is not further along)
      </label>
      <div>
        <SubmitButton intent="appointment" busyLabel="Scheduling...">
          Schedule appointment
        </SubmitButton>
      </div>
    </Form>
  );
}
