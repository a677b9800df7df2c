import { useCompany } from "~/components/company-context";
import { type SlotPickerData, slotsByDay } from "~/lib/consultation-picker";

interface SlotPickerProps {
  data: SlotPickerData;
  /** Where the chosen slot is posted, and the hidden fields that go with it (the lead token, an intent). */
  action: string;
  fields: Record<string, string>;
  /** The office switch: a GET form to this address with these hidden fields. */
  officeAction: string;
  officeFields: Record<string, string>;
  submitLabel: string;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);

/**
 * The free slots of one office, in Florida time, grouped by day: plain forms, so they work before and
 * without the scripts (radio buttons are uncontrolled: a choice made before hydration stays). The office
 * switch is a GET form; the booking a POST form.
 */
export function SlotPicker({ data, action, fields, officeAction, officeFields, submitLabel }: SlotPickerProps) {
  const company = useCompany();
  const days = slotsByDay(data.slots);
  return (
    <div className="mt-4 space-y-5 text-left">
      <form method="get" action={officeAction} className="flex flex-wrap items-end gap-3">
        {hidden(officeFields)}
        <label className="grid gap-1 text-sm font-semibold text-ocean-950">
          Office
          <select
            name="office"
            defaultValue={data.officeId}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 font-normal"
          >
            {company.offices.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-outline">
          Show times
        </button>
      </form>
      {data.message && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
          {data.message}
        </p>
      )}
      {days.length === 0 ? (
        <p className="text-slate-700">No free times at this office in the next 14 days. Please try another office.</p>
      ) : (
        <form method="post" action={action} className="space-y-4">
          {hidden(fields)}
          <input type="hidden" name="office" value={data.officeId} />
          <p className="text-sm text-slate-700">All times are Florida time (Eastern).</p>
          {days.map(({ day, slots }) => (
            <fieldset key={day}>
              <legend className="text-sm font-bold text-ocean-950">{day}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {slots.map((slot) => (
                  <label
                    key={slot.start}
                    className="relative cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-ocean-700 has-checked:bg-ocean-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-ocean-500"
                  >
                    <input type="radio" name="start" value={slot.start} required className="sr-only" />
                    {slot.startLabel}
                    <span className="sr-only"> to {slot.endLabel}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <button type="submit" className="btn-primary">
            {submitLabel}
          </button>
        </form>
      )}
    </div>
  );
}
