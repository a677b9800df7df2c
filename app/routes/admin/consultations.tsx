import { Form, Link, data } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { StaffPageTitle } from "~/components/admin/staff-page-title";
import { useCompany } from "~/components/company-context";
import { type OfficeId, isOfficeId } from "~/lib/company/offices";
import { appContext } from "~/context";
import { requireStaff } from "~/services/staff/auth.server";
import { addDays, formatSlotDay, formatSlotTime, isoWeekday } from "~/lib/consultations/consultation-slots";
import { readFormBody } from "~/lib/http/http.server";
import { can } from "~/lib/staff/permissions";
import { officeDateTimeToInstant, officeToday, officeWallClock } from "~/lib/company/office-time";
import {
  findCalendarBooking,
  listCalendarAppointments,
  listCalendarBookings,
} from "~/models/consultation-calendar.server";
import { cancelConsultation, listFreeSlots, moveConsultation } from "~/models/consultations.server";
import type { Route } from "./+types/consultations";

// /admin/consultations?office=ID&from=YYYY-MM-DD: the booked consultations and planned visits of eight days from
// `from` (Florida time; today when absent, so the calendar opens on today and the next 7 days), per office or the
// viewer's own. `week=YYYY-MM-DD` shows that date's Monday-to-Sunday week instead. Staff move or cancel a booking
// here; the core queues the visitor's e-mail (decision 031).

const PATH = "/admin/consultations";
/** Today and the next 7 days: a rep's week ahead, whatever day it is. */
const DEFAULT_DAYS = 8;

function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

const isCalendarDate = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The first day and the number of days the page shows. */
function rangeOf(query: URLSearchParams): { first: string; length: number } {
  const week = query.get("week");
  if (isCalendarDate(week)) return { first: mondayOf(week), length: 7 };
  const from = query.get("from");
  return { first: isCalendarDate(from) ? from : officeToday(), length: DEFAULT_DAYS };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.view");
  const { db } = context.get(appContext);
  const query = new URL(request.url).searchParams;
  const asked = query.get("office");
  const officeId = isOfficeId(asked) ? asked : null;
  const { first, length } = rangeOf(query);
  const week = {
    from: officeDateTimeToInstant(first, "00:00"),
    to: officeDateTimeToInstant(addDays(first, length), "00:00"),
    officeId,
  };
  const [bookings, visits] = await Promise.all([
    listCalendarBookings(db, staff, week),
    listCalendarAppointments(db, staff, week),
  ]);
  // The free times each shown booking can move to: its office's.
  const offices = [...new Set(bookings.map((b) => b.officeId as OfficeId))];
  const free = Object.fromEntries(
    await Promise.all(
      offices.map(async (office) => [
        office,
        (await listFreeSlots(db, office)).map((slot) => ({
          start: slot.start.toISOString(),
          label: `${slot.dayLabel}, ${slot.startLabel}`,
        })),
      ]),
    ),
  ) as Record<string, { start: string; label: string }[]>;
  const entries = [
    ...bookings.map((b) => ({
      kind: "booking" as const,
      id: b.id,
      leadId: b.leadId,
      officeId: b.officeId,
      /** The slot it holds: not offered as a time to move to (listMoveSlots' rule, for the office's one list). */
      start: b.slotStart.toISOString(),
      date: officeWallClock(b.slotStart).date,
      name: [b.firstName, b.lastName].filter(Boolean).join(" "),
      time: `${formatSlotTime(officeWallClock(b.slotStart).time)} - ${formatSlotTime(officeWallClock(b.slotEnd).time)}`,
    })),
    ...visits.map((v) => ({
      kind: "visit" as const,
      id: v.id,
      leadId: v.leadId,
      officeId: v.officeId,
      start: v.scheduledAt.toISOString(),
      date: officeWallClock(v.scheduledAt).date,
      name: v.customerName,
      /** A visit of the viewer's own may be on a lead now out of their reach: then it links nowhere. */
      leadInReach: v.leadInReach,
      detail: v.address,
      time: formatSlotTime(officeWallClock(v.scheduledAt).time),
    })),
  ].sort((a, b) => a.start.localeCompare(b.start));
  const days = Array.from({ length }, (_, i) => addDays(first, i)).map((date) => ({
    date,
    label: formatSlotDay(date),
    entries: entries.filter((entry) => entry.date === date),
  }));
  return {
    officeId,
    /** What "all offices" holds for this viewer: without `leads.all`, their leads and their office's only. */
    scope: can(staff.role, "leads.all") ? ("all" as const) : ("mine" as const),
    first,
    last: addDays(first, length - 1),
    previous: addDays(first, -7),
    next: addDays(first, 7),
    days,
    counts: { consultations: bookings.length, visits: visits.length },
    free,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "leads.update");
  const { db } = context.get(appContext);
  const form = await readFormBody(request);
  const id = Number(form.get("id"));
  const booking = Number.isSafeInteger(id) ? await findCalendarBooking(db, staff, id) : undefined;
  if (!booking) return data({ ok: false, message: "That booking is no longer on the calendar." }, { status: 404 });
  if (form.get("intent") === "cancel") {
    const done = await cancelConsultation(db, { id, tokenVersion: booking.tokenVersion, by: { staffId: staff.id } });
    return done
      ? { ok: true, message: "Booking cancelled. The customer is e-mailed." }
      : data({ ok: false, message: "That booking is no longer on the calendar." }, { status: 409 });
  }
  const start = form.get("start");
  if (!start) return data({ ok: false, message: "Choose the new time." }, { status: 400 });
  const moved = await moveConsultation(db, {
    id,
    tokenVersion: booking.tokenVersion,
    start: new Date(start),
    by: { staffId: staff.id },
  });
  return moved.ok
    ? { ok: true, message: "Booking moved. The customer is e-mailed." }
    : data(
        {
          ok: false,
          message:
            moved.reason === "same-time" ? "The booking is already at that time; choose another." : moved.message,
        },
        { status: moved.reason === "full" ? 409 : 400 },
      );
}

export default function ConsultationsCalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { officeId, scope, first, last, previous, next, days, counts, free } = loaderData;
  const company = useCompany();
  const officeName = (id: string) => company.offices.find((o) => o.id === id)?.name ?? id;
  // The filter's "no office" choice says what it holds: a sales rep's own work, or every office.
  const ownChoice = scope === "mine" ? "Your leads, your visits and your office" : "All offices";
  const shown = officeId ? `the ${officeName(officeId)} office` : ownChoice.toLowerCase();
  const rangeLink = (from: string) => `${PATH}?${officeId ? `office=${officeId}&` : ""}from=${from}`;
  return (
    <>
      <StaffPageTitle title="Consultations" />
      <AdminPageHeader
        title="Consultations"
        description="Booked consultations and the visits staff planned on a lead's page, in Florida time."
      />
      <p className="mb-4 text-sm font-semibold text-slate-800">
        {formatSlotDay(first)} to {formatSlotDay(last)}, {shown}: {plural(counts.consultations, "consultation")} and{" "}
        {plural(counts.visits, "visit")}.
      </p>
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <Link to={rangeLink(previous)} className="btn-outline">
          Previous 7 days
        </Link>
        <Link to={rangeLink(next)} className="btn-outline">
          Next 7 days
        </Link>
        <form method="get" className="flex max-w-full flex-wrap items-end gap-2">
          <input type="hidden" name="from" value={first} />
          <label className="max-w-full min-w-0 text-sm font-semibold">
            Office
            <select
              name="office"
              defaultValue={officeId ?? ""}
              className="mt-1 block min-h-10 max-w-full rounded-md border border-slate-300 px-2 text-sm"
            >
              <option value="">{ownChoice}</option>
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
      </div>
      {actionData && (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mb-5 rounded-md p-3 text-sm font-medium ${actionData.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {actionData.message}
        </p>
      )}
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {days.map((day) => (
          <li key={day.date} className="rounded-lg border border-slate-200 bg-white p-3">
            <h2 className="text-sm font-bold">{day.label}</h2>
            {day.entries.length === 0 ? (
              <p className="mt-2 text-xs text-slate-600">No consultations</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {day.entries.map((entry) =>
                  entry.kind === "visit" ? (
                    <li
                      key={`visit-${entry.id}`}
                      className="rounded-md border-l-4 border-amber-500 bg-amber-50 p-2 text-sm"
                    >
                      <p className="font-semibold">
                        {entry.time} <span className="text-xs text-amber-900">Visit</span>
                      </p>
                      {entry.leadInReach ? (
                        <Link to={`/admin/leads/${entry.leadId}`} className="text-ocean-800 underline">
                          {entry.name}
                        </Link>
                      ) : (
                        <p>{entry.name}</p>
                      )}
                      <p className="text-xs [overflow-wrap:anywhere] text-slate-700">{entry.detail}</p>
                      {entry.officeId && <p className="text-xs text-slate-600">{officeName(entry.officeId)}</p>}
                    </li>
                  ) : (
                    <li key={`booking-${entry.id}`} className="rounded-md bg-slate-50 p-2 text-sm">
                      <p className="font-semibold">{entry.time}</p>
                      <Link to={`/admin/leads/${entry.leadId}`} className="text-ocean-800 underline">
                        {entry.name}
                      </Link>
                      <p className="text-xs text-slate-600">{officeName(entry.officeId)}</p>
                      <details className="mt-1">
                        <summary className="cursor-pointer text-xs font-semibold">Move or cancel</summary>
                        <Form method="post" className="mt-2 grid gap-2">
                          <input type="hidden" name="id" value={entry.id} />
                          <label className="text-xs font-semibold">
                            New time
                            <select
                              name="start"
                              className="mt-1 block w-full rounded-md border border-slate-300 text-xs"
                            >
                              {(free[entry.officeId] ?? [])
                                .filter((slot) => slot.start !== entry.start)
                                .map((slot) => (
                                  <option key={slot.start} value={slot.start}>
                                    {slot.label}
                                  </option>
                                ))}
                            </select>
                          </label>
                          <button type="submit" name="intent" value="move" className="btn-outline min-h-9 px-3">
                            Move
                          </button>
                          {/* A second step: cancelling e-mails the customer at once, so one stray click must not do it. */}
                          <details>
                            <summary className="min-h-9 cursor-pointer py-2 text-xs font-semibold text-red-700 underline">
                              Cancel booking…
                            </summary>
                            <p className="mt-1 text-xs text-slate-700">
                              Cancel {entry.name}&apos;s consultation? The customer is e-mailed.
                            </p>
                            <button
                              type="submit"
                              name="intent"
                              value="cancel"
                              className="mt-1 min-h-9 rounded-md bg-red-700 px-3 text-xs font-semibold text-white hover:bg-red-800"
                            >
                              Yes, cancel it
                            </button>
                          </details>
                        </Form>
                      </details>
                    </li>
                  ),
                )}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
