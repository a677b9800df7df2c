import { Form, data } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { useCompany } from "~/components/company-context";
import { OFFICE_IDS, type OfficeId, isOfficeId } from "~/lib/company/offices";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { fieldErrors, readFormBody } from "~/lib/http/http.server";
import { officeToday } from "~/lib/company/office-time";
import {
  CLOSED_REASON_MAX,
  ClosedDateSchema,
  HoursPeriodSchema,
  SLOT_CAPACITY,
  SLOT_MINUTES,
  WEEKDAY_NAMES,
} from "~/lib/schemas/consultation-hours";
import {
  addClosedDate,
  addHoursPeriod,
  listClosedDates,
  listOfficeHours,
  removeClosedDate,
  removeHoursPeriod,
} from "~/models/consultation-hours.server";
import type { Route } from "./+types/consultation-hours";

// /admin/consultation-hours?office=ocala (admin and operations): the office's weekly consultation hours
// (periods per weekday: start, end, slot length, places per slot) and its closed dates. The visitors'
// free slots are made from these rows. Every change is a plain form post; a refused one changes nothing
// and says why beside the field.

const PATH = "/admin/consultation-hours";

function officeOf(value: string | null): OfficeId {
  return isOfficeId(value) ? value : OFFICE_IDS[0]!;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "consultations.manage");
  const { db } = context.get(appContext);
  const officeId = officeOf(new URL(request.url).searchParams.get("office"));
  const [periods, closed] = await Promise.all([
    listOfficeHours(db, officeId),
    listClosedDates(db, officeId, officeToday()),
  ]);
  return { officeId, periods, closed };
}

type Intent = "add-period" | "remove-period" | "add-closed" | "remove-closed";

interface ActionAnswer {
  intent: Intent;
  ok: boolean;
  errors: Record<string, string>;
  values: Record<string, string>;
  message: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context, "consultations.manage");
  const { db } = context.get(appContext);
  const form = await readFormBody(request);
  const officeId = officeOf(new URL(request.url).searchParams.get("office"));
  const intent = form.get("intent") as Intent;
  const values = Object.fromEntries(form);
  const answer = (ok: boolean, message: string, errors: Record<string, string> = {}, status = ok ? 200 : 400) =>
    data<ActionAnswer>({ intent, ok, errors, values: ok ? {} : values, message }, { status });

  switch (intent) {
    case "add-period": {
      const parsed = HoursPeriodSchema.safeParse(values);
      if (!parsed.success) return answer(false, "Please correct the highlighted fields.", fieldErrors(parsed.error));
      const added = await addHoursPeriod(db, officeId, parsed.data);
      return added.ok ? answer(true, "Period added.") : answer(false, added.message, { startTime: added.message }, 409);
    }
    case "remove-period": {
      const id = Number(form.get("id"));
      return Number.isSafeInteger(id) && (await removeHoursPeriod(db, officeId, id))
        ? answer(true, "Period removed.")
        : answer(false, "That period no longer exists.", {}, 404);
    }
    case "add-closed": {
      const parsed = ClosedDateSchema.safeParse({ date: form.get("date") ?? "", reason: form.get("reason") ?? "" });
      if (!parsed.success) return answer(false, "Please correct the highlighted fields.", fieldErrors(parsed.error));
      if (parsed.data.date < officeToday()) {
        return answer(false, "Choose today or a later date.", { date: "Choose today or a later date." });
      }
      return (await addClosedDate(db, officeId, parsed.data))
        ? answer(true, "Closed date added.")
        : answer(
            false,
            "The office is already closed that day.",
            { date: "The office is already closed that day." },
            409,
          );
    }
    case "remove-closed":
      return (await removeClosedDate(db, officeId, form.get("date") ?? ""))
        ? answer(true, "Closed date removed.")
        : answer(false, "That closed date no longer exists.", {}, 404);
    default:
      return answer(false, "Unknown action.");
  }
}

const INPUT = "mt-1 block min-h-10 w-full rounded-md border border-slate-300 px-2 text-sm";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

export default function ConsultationHoursPage({ loaderData, actionData }: Route.ComponentProps) {
  const { officeId, periods, closed } = loaderData;
  const company = useCompany();
  const officeName = company.offices.find((o) => o.id === officeId)?.name ?? officeId;
  const answer = actionData;
  const periodErrors = answer?.intent === "add-period" ? answer.errors : {};
  const periodValues = answer?.intent === "add-period" ? answer.values : {};
  const closedErrors = answer?.intent === "add-closed" ? answer.errors : {};
  const closedValues = answer?.intent === "add-closed" ? answer.values : {};
  const field = (name: string, errors: Record<string, string>) => ({
    name,
    id: `f-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `e-${name}` : undefined,
  });
  const action = `${PATH}?office=${officeId}`;
  return (
    <>
      <StaffPageTitle title="Consultation hours" />
      <AdminPageHeader
        title="Consultation hours"
        description="The weekly hours and closed dates from which visitors pick a free consultation (Florida time)."
      />
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold">
          Office
          <select name="office" defaultValue={officeId} className={INPUT}>
            {company.offices.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-outline">
          Show
        </button>
      </form>
      {answer && (
        <p
          role={answer.ok ? "status" : "alert"}
          className={`mb-6 rounded-md p-3 text-sm font-medium ${answer.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {answer.message}
        </p>
      )}

      <section aria-labelledby="hours-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="hours-heading" className="text-lg font-bold">
          Weekly hours: {officeName}
        </h2>
        {periods.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No hours: visitors cannot book at this office.</p>
        ) : (
          // Scrolls inside its box on a phone instead of widening the page.
          <div className="relative mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="pr-2">
                    Day
                  </th>
                  <th scope="col" className="pr-2">
                    From
                  </th>
                  <th scope="col" className="pr-2">
                    To
                  </th>
                  <th scope="col" className="pr-2">
                    Slot (minutes)
                  </th>
                  <th scope="col" className="pr-2">
                    Places per slot
                  </th>
                  <th scope="col" className="pr-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {periods.map((period) => (
                  <tr key={period.id} className="border-t border-slate-100">
                    <th scope="row" className="py-2 pr-2 font-medium">
                      {WEEKDAY_NAMES[period.weekday - 1]}
                    </th>
                    <td className="pr-2">{period.startTime}</td>
                    <td className="pr-2">{period.endTime}</td>
                    <td className="pr-2">{period.slotMinutes}</td>
                    <td className="pr-2">{period.capacity}</td>
                    <td>
                      <Form method="post" action={action}>
                        <input type="hidden" name="intent" value="remove-period" />
                        <input type="hidden" name="id" value={period.id} />
                        <button
                          type="submit"
                          className="text-red-700 underline"
                          aria-label={`Remove ${WEEKDAY_NAMES[period.weekday - 1]} ${period.startTime}-${period.endTime}`}
                        >
                          Remove
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Form method="post" action={action} noValidate className="mt-4 grid gap-3 sm:grid-cols-6 sm:items-start">
          <input type="hidden" name="intent" value="add-period" />
          <label className="text-sm font-semibold" htmlFor="f-weekday">
            Day
            <select {...field("weekday", periodErrors)} defaultValue={periodValues.weekday ?? "1"} className={INPUT}>
              {WEEKDAY_NAMES.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
            <FieldError id="e-weekday" message={periodErrors.weekday} />
          </label>
          <label className="text-sm font-semibold" htmlFor="f-startTime">
            From
            <input
              {...field("startTime", periodErrors)}
              type="time"
              defaultValue={periodValues.startTime ?? "09:00"}
              className={INPUT}
            />
            <FieldError id="e-startTime" message={periodErrors.startTime} />
          </label>
          <label className="text-sm font-semibold" htmlFor="f-endTime">
            To
            <input
              {...field("endTime", periodErrors)}
              type="time"
              defaultValue={periodValues.endTime ?? "16:00"}
              className={INPUT}
            />
            <FieldError id="e-endTime" message={periodErrors.endTime} />
          </label>
          <label className="text-sm font-semibold" htmlFor="f-slotMinutes">
            Slot (minutes)
            <input
              {...field("slotMinutes", periodErrors)}
              type="number"
              min={SLOT_MINUTES.min}
              max={SLOT_MINUTES.max}
              defaultValue={periodValues.slotMinutes ?? "60"}
              className={INPUT}
            />
            <FieldError id="e-slotMinutes" message={periodErrors.slotMinutes} />
          </label>
          <label className="text-sm font-semibold" htmlFor="f-capacity">
            Places per slot
            <input
              {...field("capacity", periodErrors)}
              type="number"
              min={SLOT_CAPACITY.min}
              max={SLOT_CAPACITY.max}
              defaultValue={periodValues.capacity ?? "1"}
              className={INPUT}
            />
            <FieldError id="e-capacity" message={periodErrors.capacity} />
          </label>
          <button type="submit" className="btn-ocean sm:mt-6">
            Add period
          </button>
        </Form>
      </section>

      <section aria-labelledby="closed-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="closed-heading" className="text-lg font-bold">
          Closed dates: {officeName}
        </h2>
        {closed.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No closed dates ahead.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {closed.map((day) => (
              <li key={day.date} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-medium">{day.date}</span>
                  {day.reason && <span className="text-slate-600"> ({day.reason})</span>}
                </span>
                <Form method="post" action={action}>
                  <input type="hidden" name="intent" value="remove-closed" />
                  <input type="hidden" name="date" value={day.date} />
                  <button
                    type="submit"
                    className="text-red-700 underline"
                    aria-label={`Remove closed date ${day.date}`}
                  >
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" action={action} noValidate className="mt-4 grid gap-3 sm:grid-cols-4 sm:items-start">
          <input type="hidden" name="intent" value="add-closed" />
          <label className="text-sm font-semibold" htmlFor="f-date">
            Date
            <input
              {...field("date", closedErrors)}
              type="date"
              defaultValue={closedValues.date ?? ""}
              className={INPUT}
            />
            <FieldError id="e-date" message={closedErrors.date} />
          </label>
          <label className="text-sm font-semibold sm:col-span-2" htmlFor="f-reason">
            Reason (optional)
            <input
              {...field("reason", closedErrors)}
              maxLength={CLOSED_REASON_MAX}
              defaultValue={closedValues.reason ?? ""}
              className={INPUT}
            />
            <FieldError id="e-reason" message={closedErrors.reason} />
          </label>
          <button type="submit" className="btn-ocean sm:mt-6">
            Add closed date
          </button>
        </Form>
      </section>
    </>
  );
}
