// Every query of consultation booking (decision 031): an office's calendar, its
// free slots, and booking, moving and cancelling a consultation.
//
// No double booking (decision 031): a write that takes a place in a slot
// first takes a transaction-scoped advisory lock on (office, slot start), then
// counts the slot's bookings and inserts. Under READ COMMITTED each statement
// sees what was committed before it started, and the lock is held until
// commit, so the count a booking reads already includes every booking that
// held the lock before it. PGlite has one connection and runs transactions one
// at a time, so the same code is safe there; the race test runs on both.
import { and, count, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { consultationBookings, consultationClosedDates, consultationHours, leads } from "#db/schema/index.ts";
import { type OfficeId, findOfficeLocation, isOfficeId } from "~/lib/company/offices";
import {
  BOOKING_WINDOW_DAYS,
  type ConsultationSlot,
  type OfficeCalendar,
  SLOT_REFUSAL_MESSAGES,
  type SlotRefusal,
  addDays,
  checkConsultationSlot,
  formatSlotDay,
  formatSlotTime,
  freeConsultationSlots,
  outsideBookingWindow,
} from "~/lib/consultations/consultation-slots";
import { isLeadStatus, movesToConsultationScheduled } from "~/lib/leads/lead-status";
import { officeDateTimeToInstant, officeToday, officeWallClock } from "~/lib/company/office-time";
import { JOB_PRIORITY, enqueueJobs } from "./jobs.server";
import { applyStatusChange, recordLeadNote } from "./lead-changes.server";

/** How many alternatives a refused booking offers. */
export const NEXT_SLOTS_OFFERED = 6;

/**
 * The office's hours, its closed dates in the booking window and the places
 * booked per slot from `now` on. `onlySlot` narrows the booked count to one
 * slot (the booking's check inside its lock).
 */
async function loadCalendar(
  db: DbOrTx,
  officeId: OfficeId,
  now: Date,
  { onlySlot, excludeBookingId }: { onlySlot?: Date; excludeBookingId?: number } = {},
): Promise<OfficeCalendar> {
  const today = officeToday(now);
  const windowEnd = officeDateTimeToInstant(addDays(today, BOOKING_WINDOW_DAYS), "00:00");
  // One after the other: inside a transaction the queries share one connection anyway.
  const periods = await db
    .select({
      weekday: consultationHours.weekday,
      startTime: consultationHours.startTime,
      endTime: consultationHours.endTime,
      slotMinutes: consultationHours.slotMinutes,
      capacity: consultationHours.capacity,
    })
    .from(consultationHours)
    .where(eq(consultationHours.officeId, officeId));
  const closed = await db
    .select({ date: consultationClosedDates.date })
    .from(consultationClosedDates)
    .where(
      and(
        eq(consultationClosedDates.officeId, officeId),
        gte(consultationClosedDates.date, today),
        lt(consultationClosedDates.date, addDays(today, BOOKING_WINDOW_DAYS)),
      ),
    );
  const booked = await db
    .select({ slotStart: consultationBookings.slotStart, places: count() })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.officeId, officeId),
        eq(consultationBookings.status, "booked"),
        onlySlot
          ? eq(consultationBookings.slotStart, onlySlot)
          : and(gte(consultationBookings.slotStart, now), lt(consultationBookings.slotStart, windowEnd)),
        excludeBookingId === undefined ? undefined : ne(consultationBookings.id, excludeBookingId),
      ),
    )
    .groupBy(consultationBookings.slotStart);
  return {
    periods,
    closedDates: closed.map((row) => row.date),
    booked: new Map(booked.map((row) => [row.slotStart.getTime(), Number(row.places)])),
  };
}

/** The slots a visitor may book at an office now (consultation-slots.ts rules). */
export async function listFreeSlots(db: Database, officeId: OfficeId, now = new Date()): Promise<ConsultationSlot[]> {
  return freeConsultationSlots(await loadCalendar(db, officeId, now), now);
}

/** A booking's place: the office and the start of the slot it holds. */
type HeldSlot = { officeId: string; slotStart: Date };

/**
 * The times a booking can move to at `officeId`: the free slots without the one it holds. That
 * slot may still have places for others, but a move there would change nothing; the move refuses it too.
 */
export async function listMoveSlots(
  db: Database,
  held: HeldSlot,
  officeId: OfficeId,
  now = new Date(),
): Promise<ConsultationSlot[]> {
  return withoutHeld(await listFreeSlots(db, officeId, now), held, officeId);
}

function withoutHeld(slots: ConsultationSlot[], held: HeldSlot | undefined, officeId: OfficeId) {
  if (!held || held.officeId !== officeId) return slots;
  return slots.filter((slot) => slot.start.getTime() !== held.slotStart.getTime());
}

/** The free slots to offer instead of `wanted`: those after it first, then the earlier ones. */
async function nextFreeSlots(db: Database, officeId: OfficeId, wanted: Date, now: Date, held?: HeldSlot) {
  const free = withoutHeld(await listFreeSlots(db, officeId, now), held, officeId);
  const after = free.filter((slot) => slot.start.getTime() > wanted.getTime());
  const before = free.filter((slot) => slot.start.getTime() < wanted.getTime());
  return [...after, ...before].slice(0, NEXT_SLOTS_OFFERED);
}

/**
 * Holds (office, slot start) until the transaction ends. Two int4 keys: a
 * hash of the office and the slot's start in epoch minutes (fits an int4
 * until the year 6053; callers refuse a start outside the booking window
 * first, so no start reaches this that does not fit). A hash collision only
 * makes two slots wait for each other; it never lets two bookings share a count.
 */
async function lockSlot(tx: DbOrTx, officeId: OfficeId, start: Date) {
  const minutes = Math.floor(start.getTime() / 60_000);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultation:${officeId}`}), ${minutes}::int)`);
}

/** The e-mail jobs of a booking's change, queued in its transaction (outbox): visitor and office. */
export const CONSULTATION_JOB_KINDS = ["consultation.notify-visitor", "consultation.notify-office"] as const;

/** The office's notice (and its rep's push) goes before the visitor's copy, as a new lead's alert does. */
const CONSULTATION_JOB_PRIORITY: Record<(typeof CONSULTATION_JOB_KINDS)[number], number> = {
  "consultation.notify-office": JOB_PRIORITY.staffAlert,
  "consultation.notify-visitor": JOB_PRIORITY.visitor,
};

export interface ConsultationJobPayload {
  bookingId: number;
  /** The version the change produced; a job finding another version was overtaken by a later change. */
  tokenVersion: number;
  /** The visitor made the change: the rep's phone is told. A staff member's own change needs no alert. */
  byCustomer: boolean;
}

async function queueConsultationEmails(
  tx: DbOrTx,
  booking: { id: number; leadId: number; tokenVersion: number },
  by: BookingChangedBy,
) {
  const payload: ConsultationJobPayload = {
    bookingId: booking.id,
    tokenVersion: booking.tokenVersion,
    byCustomer: by === "customer",
  };
  await enqueueJobs(
    tx,
    CONSULTATION_JOB_KINDS.map((kind) => ({
      kind,
      leadId: booking.leadId,
      payload: { ...payload },
      priority: CONSULTATION_JOB_PRIORITY[kind],
    })),
  );
}

/**
 * Queues the visitor's e-mail of a booking as it stands (its current link, its invitation) once more, to the
 * booking's own address: for a visitor who opened an earlier link. The office is not told; nothing changes.
 */
export async function queueBookingLinkEmail(
  db: DbOrTx,
  booking: { id: number; leadId: number; tokenVersion: number },
): Promise<void> {
  const payload: ConsultationJobPayload = {
    bookingId: booking.id,
    tokenVersion: booking.tokenVersion,
    byCustomer: true,
  };
  await enqueueJobs(db, [
    {
      kind: "consultation.notify-visitor",
      leadId: booking.leadId,
      payload: { ...payload },
      priority: CONSULTATION_JOB_PRIORITY["consultation.notify-visitor"],
    },
  ]);
}

export interface BookedConsultation {
  id: number;
  leadId: number;
  officeId: OfficeId;
  slotStart: Date;
  slotEnd: Date;
  tokenVersion: number;
}

export type BookingRefusal =
  SlotRefusal | "unknown-office" | "unknown-lead" | "already-booked" | "not-found" | "same-time";

export type BookingResult =
  | { ok: true; booking: BookedConsultation; slot: ConsultationSlot; statusChanged: boolean }
  | { ok: false; reason: BookingRefusal; message: string; nextSlots: ConsultationSlot[] };

export const BOOKING_REFUSAL_MESSAGES: Record<BookingRefusal, string> = {
  ...SLOT_REFUSAL_MESSAGES,
  "unknown-office": "Please choose one of our offices.",
  "unknown-lead": "We could not find your request. Please send the form again.",
  "already-booked": "You already have a consultation booked. Use the link in your confirmation e-mail to move it.",
  "not-found": "This consultation link is no longer valid. It may have been cancelled or moved already.",
  "same-time": "That is already the time of your consultation. Please pick another time.",
};

async function refuse(
  db: Database,
  reason: BookingRefusal,
  officeId: OfficeId | null,
  wanted: Date,
  now: Date,
  held?: HeldSlot,
): Promise<BookingResult> {
  // Only a slot that can no longer be had is answered with others (the visitor picked a real slot).
  const offer = reason === "full" || reason === "too-soon" || reason === "past" || reason === "same-time";
  return {
    ok: false,
    reason,
    message: BOOKING_REFUSAL_MESSAGES[reason],
    nextSlots: offer && officeId ? await nextFreeSlots(db, officeId, wanted, now, held) : [],
  };
}

type Attempt =
  { ok: true; booking: BookedConsultation; slot: ConsultationSlot; statusChanged: boolean } | BookingRefusal;

const bookingColumns = {
  id: consultationBookings.id,
  leadId: consultationBookings.leadId,
  officeId: consultationBookings.officeId,
  slotStart: consultationBookings.slotStart,
  slotEnd: consultationBookings.slotEnd,
  tokenVersion: consultationBookings.tokenVersion,
};

/**
 * Who changes a booking: the visitor through their signed link ("customer"), or a staff member (their id). The
 * lead's history says which, so a visitor's own move is never put down to the staff.
 */
export type BookingChangedBy = "customer" | { staffId: number };

const staffIdOf = (by: BookingChangedBy) => (by === "customer" ? null : by.staffId);

/** "Tue, Dec 1, 10:00 AM, Orlando office": a slot as the lead's history names it. */
function slotDescription(officeId: string, start: Date): string {
  const { date, time } = officeWallClock(start);
  const office = findOfficeLocation(officeId)?.name;
  return `${formatSlotDay(date)}, ${formatSlotTime(time)}${office ? `, ${office} office` : ""}`;
}

/**
 * Books the slot starting at `start` at `officeId` for a lead. Refused with a
 * message (and nothing written) when the office or lead is unknown, the lead
 * already holds a booking, or the slot is past, too soon, too far, outside the
 * hours, on a closed date or full. A successful booking moves a lead not yet
 * past that stage to "consultation scheduled", recorded in its history.
 *
 * The caller proves the visitor may book for this lead (a signed lead token);
 * this function trusts `leadId`.
 */
export async function bookConsultation(
  db: Database,
  { leadId, officeId, start, now = new Date() }: { leadId: number; officeId: string; start: Date; now?: Date },
): Promise<BookingResult> {
  if (!isOfficeId(officeId)) return refuse(db, "unknown-office", null, start, now);
  if (Number.isNaN(start.getTime())) return refuse(db, "outside-hours", officeId, start, now);
  const outside = outsideBookingWindow(start, now);
  if (outside) return refuse(db, outside, officeId, start, now);
  const attempt = await db.transaction(async (tx): Promise<Attempt> => {
    await lockSlot(tx, officeId, start);
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return "unknown-lead";
    const [held] = await tx
      .select({ id: consultationBookings.id })
      .from(consultationBookings)
      .where(and(eq(consultationBookings.leadId, leadId), eq(consultationBookings.status, "booked")));
    if (held) return "already-booked";
    const check = checkConsultationSlot(await loadCalendar(tx, officeId, now, { onlySlot: start }), start, now);
    if (!check.ok) return check.reason;
    const statusChanged = movesToConsultationScheduled(lead.status);
    const [booking] = await tx
      .insert(consultationBookings)
      .values({
        leadId,
        officeId,
        slotStart: check.slot.start,
        slotEnd: check.slot.end,
        // Where a cancellation puts the lead back.
        leadStatusBefore: statusChanged ? lead.status : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(bookingColumns);
    await queueConsultationEmails(tx, booking!, "customer");
    const note = `Consultation booked online: ${slotDescription(officeId, check.slot.start)}`;
    if (statusChanged) {
      await applyStatusChange(tx, [{ id: leadId, from: lead.status }], "consultation scheduled", null, now, { note });
    } else {
      await recordLeadNote(tx, { leadId, status: lead.status, note, staffId: null, now });
    }
    return { ok: true, booking: booking as BookedConsultation, slot: check.slot, statusChanged };
  });
  return typeof attempt === "string" ? refuse(db, attempt, officeId, start, now) : attempt;
}

/** A booking as a cancel/move link names it (the token carries id and version). */
export async function findBooking(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...bookingColumns, status: consultationBookings.status })
    .from(consultationBookings)
    .where(eq(consultationBookings.id, id));
  return row ? { ...row, officeId: row.officeId as OfficeId } : undefined;
}

/**
 * Cancels a booking still held under `tokenVersion` and not yet over, and
 * bumps the version so every link sent for it stops working. False when the
 * booking is gone, already cancelled or moved (another version), or over.
 * Queues the cancellation e-mails.
 */
export async function cancelConsultation(
  db: Database,
  { id, tokenVersion, by, now = new Date() }: { id: number; tokenVersion: number; by: BookingChangedBy; now?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(consultationBookings)
      .set({
        status: "cancelled",
        cancelledAt: now,
        updatedAt: now,
        tokenVersion: sql`${consultationBookings.tokenVersion} + 1`,
      })
      .where(
        and(
          eq(consultationBookings.id, id),
          eq(consultationBookings.tokenVersion, tokenVersion),
          eq(consultationBookings.status, "booked"),
          gte(consultationBookings.slotEnd, now),
        ),
      )
      .returning({
        id: consultationBookings.id,
        leadId: consultationBookings.leadId,
        officeId: consultationBookings.officeId,
        slotStart: consultationBookings.slotStart,
        tokenVersion: consultationBookings.tokenVersion,
        leadStatusBefore: consultationBookings.leadStatusBefore,
      });
    const cancelled = rows[0];
    if (!cancelled) return false;
    await queueConsultationEmails(tx, cancelled, by);
    await restoreLeadAfterCancel(tx, cancelled, by, now);
    return true;
  });
}

/**
 * A cancelled consultation no longer schedules anything: a lead the booking moved to "consultation scheduled", and
 * that staff have not moved on since, goes back to the status it had before, with the cancellation in its history.
 */
async function restoreLeadAfterCancel(
  tx: DbOrTx,
  booking: { leadId: number; officeId: string; slotStart: Date; leadStatusBefore: string | null },
  by: BookingChangedBy,
  now: Date,
) {
  const [lead] = await tx
    .select({ status: leads.status })
    .from(leads)
    .where(eq(leads.id, booking.leadId))
    .for("update");
  if (!lead) return;
  const note = `Consultation of ${slotDescription(booking.officeId, booking.slotStart)} cancelled${by === "customer" ? " online" : ""}`;
  const before = booking.leadStatusBefore;
  if (before && lead.status === "consultation scheduled" && isLeadStatus(before)) {
    await applyStatusChange(tx, [{ id: booking.leadId, from: lead.status }], before, staffIdOf(by), now, {
      note,
      actor: by === "customer" ? "customer" : "staff",
    });
  } else {
    await recordLeadNote(tx, { leadId: booking.leadId, status: lead.status, note, staffId: staffIdOf(by), now });
  }
}

/**
 * Moves a booking held under `tokenVersion` to the slot starting at `start`
 * (at `officeId`, or its own office), with the same checks and the same slot
 * lock as a new booking; its own place does not count against the new slot.
 * Bumps the version: the links sent for the old time stop working.
 */
export async function moveConsultation(
  db: Database,
  {
    id,
    tokenVersion,
    start,
    officeId: newOffice,
    by,
    now = new Date(),
  }: { id: number; tokenVersion: number; start: Date; officeId?: string; by: BookingChangedBy; now?: Date },
): Promise<BookingResult> {
  if (newOffice !== undefined && !isOfficeId(newOffice)) return refuse(db, "unknown-office", null, start, now);
  if (Number.isNaN(start.getTime())) return refuse(db, "outside-hours", null, start, now);
  const outside = outsideBookingWindow(start, now);
  if (outside) return refuse(db, outside, newOffice ?? null, start, now);
  let office: OfficeId | null = newOffice ?? null;
  let held: HeldSlot | undefined;
  const attempt = await db.transaction(async (tx): Promise<Attempt> => {
    // The office is needed for the lock: read it, lock the slot, then re-read the booking under a row lock.
    const current = await findBooking(tx, id);
    if (!current) return "not-found";
    office ??= current.officeId;
    held = current;
    await lockSlot(tx, office, start);
    const [booking] = await tx
      .select({ ...bookingColumns, status: consultationBookings.status })
      .from(consultationBookings)
      .where(eq(consultationBookings.id, id))
      .for("update");
    if (
      !booking ||
      booking.status !== "booked" ||
      booking.tokenVersion !== tokenVersion ||
      booking.slotEnd.getTime() < now.getTime()
    ) {
      return "not-found";
    }
    if (booking.officeId === office && booking.slotStart.getTime() === start.getTime()) return "same-time";
    const calendar = await loadCalendar(tx, office, now, { onlySlot: start, excludeBookingId: id });
    const check = checkConsultationSlot(calendar, start, now);
    if (!check.ok) return check.reason;
    const [moved] = await tx
      .update(consultationBookings)
      .set({
        officeId: office,
        slotStart: check.slot.start,
        slotEnd: check.slot.end,
        updatedAt: now,
        tokenVersion: sql`${consultationBookings.tokenVersion} + 1`,
      })
      .where(eq(consultationBookings.id, id))
      .returning(bookingColumns);
    await queueConsultationEmails(tx, moved!, by);
    const [lead] = await tx.select({ status: leads.status }).from(leads).where(eq(leads.id, booking.leadId));
    await recordLeadNote(tx, {
      leadId: booking.leadId,
      status: lead!.status,
      note: `Consultation moved${by === "customer" ? " online" : ""} to ${slotDescription(office, check.slot.start)}`,
      staffId: staffIdOf(by),
      now,
    });
    return { ok: true, booking: moved as BookedConsultation, slot: check.slot, statusChanged: false };
  });
  return typeof attempt === "string" ? refuse(db, attempt, office, start, now, held) : attempt;
}
