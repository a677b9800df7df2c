import { useCompany } from "~/components/company-context";
import { SpriteIcon } from "~/components/sprite-icon";
import { type SlotPickerData, slotsByDay } from "~/lib/consultations/consultation-picker";
import type { TextAreas } from "~/lib/i18n/texts";
import { fill, plural } from "~/lib/i18n/translate";

/** The picker's words in the page's language (a prop: the picker is also rendered outside any route, as HTML). */
export type SlotPickerTexts = TextAreas["consultation"]["picker"];

interface SlotPickerProps {
  data: SlotPickerData;
  /** Where the chosen slot is posted, and the hidden fields that go with it (the lead token, an intent). */
  action: string;
  fields: Record<string, string>;
  /** The office switch: a GET form to this address with these hidden fields. */
  officeAction: string;
  officeFields: Record<string, string>;
  submitLabel: string;
  texts: SlotPickerTexts;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);

/**
 * The free slots of one office, in Florida time: the days first, each a <details> that opens to its times, then a
 * sticky submit once a time is ticked. Plain forms and native disclosure, so the same HTML works before, without
 * and after the scripts, and inside the lead forms' answers that insert it as HTML (no script runs there). Days
 * share one `name`, so opening a day closes the last one; a time ticked on a closed day stays ticked (radios are
 * uncontrolled), and its day says so. The office switch is a GET form; the booking a POST form.
 */
export function SlotPicker({ data, action, fields, officeAction, officeFields, submitLabel, texts }: SlotPickerProps) {
  const company = useCompany();
  const days = slotsByDay(data.slots);
  // A refusal offers a few next times: their first day is open, so the offer is in view.
  const openDay = data.message ? days[0]?.day : undefined;
  return (
    <div className="mt-4 space-y-5 text-left">
      <form method="get" action={officeAction} className="flex flex-wrap items-end gap-3">
        {hidden(officeFields)}
        <label className="grid gap-1 text-sm font-semibold text-ocean-950">
          {texts.office}
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
          {texts.showTimes}
        </button>
      </form>
      {data.message && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
          {data.message}
        </p>
      )}
      {days.length === 0 ? (
        <p className="text-slate-700">{texts.noTimes}</p>
      ) : (
        <form method="post" action={action} className="group space-y-4">
          {hidden(fields)}
          <input type="hidden" name="office" value={data.officeId} />
          <p className="text-sm text-slate-700">{texts.floridaTime}</p>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-bold text-ocean-950">{texts.pickDay}</legend>
            {days.map(({ day, slots }) => (
              <details
                key={day}
                name="consultation-day"
                open={day === openDay}
                className="group/day rounded-xl border border-slate-300 open:border-ocean-700"
              >
                <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-2 font-semibold text-ocean-950 focus-visible:ring-2 focus-visible:ring-ocean-500 focus-visible:outline-none">
                  {day}
                  <span className="flex items-center gap-2 text-sm font-normal text-slate-700">
                    <span>
                      <span className="hidden group-has-checked/day:inline">{texts.yourTime}</span>
                      {plural("en", slots.length, texts.times)}
                    </span>
                    {/* The summary is a flex row, which drops the browser's own marker: this arrow says it opens. */}
                    <SpriteIcon icon="ChevronDown" className="size-5 text-ocean-700 group-open/day:rotate-180" />
                  </span>
                </summary>
                <fieldset className="px-4 pb-4">
                  <legend className="sr-only">{day}</legend>
                  <div className="flex flex-wrap gap-2">
                    {slots.map((slot) => (
                      <label
                        key={slot.start}
                        className="relative cursor-pointer rounded-lg border border-slate-300 px-3 py-2 text-sm has-checked:border-ocean-700 has-checked:bg-ocean-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-ocean-500"
                      >
                        <input type="radio" name="start" value={slot.start} required className="sr-only" />
                        {slot.startLabel}
                        <span className="sr-only">{fill(texts.to, { time: slot.endLabel })}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              </details>
            ))}
          </fieldset>
          {/* Hidden until a time is ticked where the browser can tell (:has); elsewhere always shown. */}
          <div className="sticky bottom-0 -mx-2 bg-white/95 px-2 py-3 group-[:not(:has(:checked))]:hidden">
            <button type="submit" className="btn-primary w-full sm:w-auto">
              {submitLabel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
