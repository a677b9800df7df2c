// Consultation booking (decision 031): each office's weekly consultation hours,
// the dates it is closed, and the consultations visitors book into the slots
// those hours make. Offices are not a table (app/lib/company/offices.ts owns
// their ids), so office_id is checked by the app, as on staff and appointments.
//
// The staff-scheduled `appointments` of the lead desk (leads.ts) stay as they
// are: a free-form visit planned by a salesperson at any time. A booked
// consultation is a place in an office's slot, counted against its capacity
// (decision 031).
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { checkOneOf, timestamps } from "./columns.ts";
import { CONSULTATION_STATUSES } from "./enums.ts";
import { leads } from "./leads.ts";

/**
 * One period of consultation hours on a weekday, on the office's wall clock
 * (America/New_York). Slots of `slotMinutes` start at `startTime` and fit
 * before `endTime`; each holds up to `capacity` consultations. A weekday may
 * have several periods (a lunch break), none overlapping (checked by the staff
 * form; the slot arithmetic ignores a repeated slot start).
 */
export const consultationHours = pgTable(
  "consultation_hours",
  {
    id: serial("id").primaryKey(),
    officeId: varchar("office_id", { length: 40 }).notNull(),
    /** ISO weekday: 1 Monday ... 7 Sunday. */
    weekday: smallint("weekday").notNull(),
    /** "09:00:00" on the office's clock. */
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    slotMinutes: smallint("slot_minutes").notNull(),
    capacity: smallint("capacity").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("consultation_hours_office_day_start_idx").on(t.officeId, t.weekday, t.startTime),
    check("consultation_hours_weekday_check", sql`${t.weekday} BETWEEN 1 AND 7`),
    check("consultation_hours_period_check", sql`${t.startTime} < ${t.endTime}`),
    check("consultation_hours_slot_check", sql`${t.slotMinutes} BETWEEN 15 AND 480`),
    check("consultation_hours_capacity_check", sql`${t.capacity} BETWEEN 1 AND 50`),
  ],
);

/** A date an office takes no consultations (holidays), on the office's calendar. */
export const consultationClosedDates = pgTable(
  "consultation_closed_dates",
  {
    officeId: varchar("office_id", { length: 40 }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    reason: varchar("reason", { length: 120 }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.date] })],
);

/**
 * A consultation a visitor booked for their lead: a place in one office slot.
 * `slotStart`/`slotEnd` are instants; the slot's wall-clock time is derived in
 * America/New_York. `tokenVersion` is signed into the cancel/move links and
 * bumped by every cancel or move, so links already sent stop working.
 */
export const consultationBookings = pgTable(
  "consultation_bookings",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    officeId: varchar("office_id", { length: 40 }).notNull(),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    slotEnd: timestamp("slot_end", { withTimezone: true }).notNull(),
    status: varchar("status", { length: 20 }).notNull().default("booked"),
    tokenVersion: integer("token_version").notNull().default(1),
    /**
     * The lead's status before this booking moved it to "consultation scheduled" (null: the booking left the
     * status as it was). A visitor's cancellation puts the lead back there.
     */
    leadStatusBefore: varchar("lead_status_before", { length: 30 }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Counting a slot's places, and the staff week calendar, read this.
    index("consultation_bookings_slot_idx").on(t.officeId, t.slotStart),
    // The source report's consultations of a date range, every office at once (decision 034).
    index("consultation_bookings_slot_start_idx").on(t.slotStart),
    // A lead holds one booked consultation at a time: a second one is a move.
    uniqueIndex("consultation_bookings_one_per_lead_idx")
      .on(t.leadId)
      .where(sql`status = 'booked'`),
    checkOneOf("consultation_bookings_status_check", "status", CONSULTATION_STATUSES),
    check("consultation_bookings_period_check", sql`${t.slotStart} < ${t.slotEnd}`),
  ],
);
