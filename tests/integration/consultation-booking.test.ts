// Booking a consultation (app/models/consultations.server.ts) on the worker's database: PGlite by default,
// PostgreSQL when DATABASE_URL is set (CI). Each test works in its own month of 2031, far from the other
// tests' bookings and from the seeded holidays, with the seeded hours (Mon-Fri 9-4 in one-hour slots of two
// places, no weekend hours).
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { consultationBookings, consultationClosedDates, leadStatusHistory, leads } from "#db/schema/index.ts";
import { officeDateTimeToInstant } from "~/lib/company/office-time";
import { bookConsultation, cancelConsultation, listFreeSlots, moveConsultation } from "~/models/consultations.server";
import { getTestApp } from "../setup/test-app.ts";
import { insertLeadRow } from "../support/leads.ts";

async function newLeads(n: number, status = "new") {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await insertLeadRow({ firstName: `Booker ${i}`, status }));
  return ids;
}

async function placesBooked(officeId: string, start: Date) {
  const { db } = await getTestApp();
  const rows = await db
    .select({ id: consultationBookings.id, leadId: consultationBookings.leadId })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.officeId, officeId),
        eq(consultationBookings.slotStart, start),
        eq(consultationBookings.status, "booked"),
      ),
    );
  return rows;
}

const at = (date: string, time: string) => officeDateTimeToInstant(date, time);

// The worker's app starts once, within the hook's longer time limit.
beforeAll(() => getTestApp());

describe("booking a consultation", () => {
  it("books a free slot, moves the lead to consultation scheduled and records it in the history", async () => {
    const { db } = await getTestApp();
    const [leadId] = await newLeads(1);
    // Monday 2031-02-03, 7 AM in Florida (EST).
    const now = at("2031-02-03", "07:00");
    const free = await listFreeSlots(db, "orlando", now);
    expect(free[0]).toMatchObject({ date: "2031-02-03", startLabel: "9:00 AM", dayLabel: "Mon, Feb 3", free: 2 });
    expect(free[0]!.start.toISOString()).toBe("2031-02-03T14:00:00.000Z");

    const result = await bookConsultation(db, { leadId: leadId!, officeId: "orlando", start: free[0]!.start, now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.booking).toMatchObject({ leadId, officeId: "orlando", tokenVersion: 1 });
    expect(result.booking.slotEnd.toISOString()).toBe("2031-02-03T15:00:00.000Z");
    expect(result.statusChanged).toBe(true);

    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId!));
    expect(lead!.status).toBe("consultation scheduled");
    // The visitor booked it: no staff member, and no "first contact" by the company.
    expect(lead!.firstContactedAt).toBeNull();
    const history = await db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, leadId!));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedById])).toEqual([
      ["new", "consultation scheduled", null],
    ]);

    const after = await listFreeSlots(db, "orlando", now);
    expect(after[0]).toMatchObject({ startLabel: "9:00 AM", free: 1 });
  });

  it("keeps the status of a lead already past that stage", async () => {
    const { db } = await getTestApp();
    const [leadId] = await newLeads(1, "proposal sent");
    const now = at("2031-02-03", "07:00");
    const result = await bookConsultation(db, {
      leadId: leadId!,
      officeId: "orlando",
      start: at("2031-02-04", "10:00"),
      now,
    });
    expect(result.ok && result.statusChanged).toBe(false);
    const [lead] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId!));
    expect(lead!.status).toBe("proposal sent");
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const { db } = await getTestApp();
    const [leadId] = await newLeads(1);
    // Tuesday 2031-03-04, 7:30 AM; Wednesday the 5th is closed.
    const now = at("2031-03-04", "07:30");
    await db
      .insert(consultationClosedDates)
      .values({ officeId: "ocala", date: "2031-03-05", reason: "Staff training" });
    const attempt = (start: Date, overrides: { leadId?: number; officeId?: string } = {}) =>
      bookConsultation(db, { leadId: leadId!, officeId: "ocala", start, now, ...overrides });
    const refusal = async (start: Date, overrides?: { leadId?: number; officeId?: string }) => {
      const result = await attempt(start, overrides);
      return result.ok ? "booked" : `${result.reason}: ${result.message}`;
    };

    expect(await refusal(at("2031-03-03", "10:00"))).toBe(
      "past: That time has already passed. Please pick another time.",
    );
    expect(await refusal(at("2031-03-04", "08:00"))).toMatch(/^outside-hours: The office does not hold/);
    expect(await refusal(at("2031-03-04", "09:00"))).toBe(
      "too-soon: Consultations need to be booked at least 2 hours ahead. Please pick a later time.",
    );
    expect(await refusal(at("2031-03-04", "10:30"))).toMatch(/^outside-hours:/);
    expect(await refusal(at("2031-03-09", "10:00"))).toMatch(/^outside-hours:/); // a Sunday
    expect(await refusal(at("2031-03-05", "10:00"))).toBe(
      "closed: The office is closed that day. Please pick another day.",
    );
    expect(await refusal(at("2031-03-31", "10:00"))).toMatch(/^too-far: Consultations can be booked up to 14 days/);
    expect(await refusal(at("2031-03-04", "10:00"), { officeId: "miami" })).toBe(
      "unknown-office: Please choose one of our offices.",
    );
    expect(await refusal(at("2031-03-04", "10:00"), { leadId: 2_000_000_000 })).toMatch(
      /^unknown-lead: We could not find your request/,
    );
    expect(await refusal(new Date("not a date"))).toMatch(/^outside-hours:/);

    const stored = await db.select().from(consultationBookings).where(eq(consultationBookings.leadId, leadId!));
    expect(stored).toEqual([]);
    const [lead] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId!));
    expect(lead!.status).toBe("new");
    const history = await db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, leadId!));
    expect(history).toEqual([]);

    // The same lead can then book a good slot, once.
    expect(await refusal(at("2031-03-04", "10:00"))).toBe("booked");
    expect(await refusal(at("2031-03-04", "11:00"))).toMatch(/^already-booked: You already have a consultation booked/);
  });

  it("lets exactly one of 20 simultaneous requests take a slot's last place", async () => {
    const { db } = await getTestApp();
    // Monday 2031-04-07, 7 AM (EDT); the 10 AM slot holds two, one is taken.
    const now = at("2031-04-07", "07:00");
    const start = at("2031-04-07", "10:00");
    const [first, ...racers] = await newLeads(21);
    const taken = await bookConsultation(db, { leadId: first!, officeId: "port-st-lucie", start, now });
    expect(taken.ok).toBe(true);

    // On PostgreSQL, open the pool's connections first: otherwise the first racer finishes while the others
    // are still connecting, and the race is no race.
    await Promise.all(Array.from({ length: 10 }, () => db.transaction((tx) => tx.execute(sql`select pg_sleep(0.05)`))));
    const results = await Promise.all(
      racers.map((leadId) => bookConsultation(db, { leadId, officeId: "port-st-lucie", start, now })),
    );

    const winners = results.filter((r) => r.ok);
    const losers = results.flatMap((r) => (r.ok ? [] : [r]));
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.reason).toBe("full");
      expect(loser.message).toBe("That time was just taken. Please pick another time.");
      // The next free slots, starting with the one after.
      expect(loser.nextSlots.length).toBeGreaterThan(0);
      expect(loser.nextSlots[0]).toMatchObject({ date: "2031-04-07", startLabel: "11:00 AM", free: 2 });
      expect(loser.nextSlots.some((slot) => slot.start.getTime() === start.getTime())).toBe(false);
    }
    const holders = await placesBooked("port-st-lucie", start);
    expect(holders).toHaveLength(2);
    const winnerId = winners[0]!.ok ? winners[0]!.booking.leadId : -1;
    expect(holders.map((h) => h.leadId).sort()).toEqual([first, winnerId].sort());

    // Only the two bookers moved on; the 19 others are untouched.
    const statuses = await db
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(inArray(leads.id, racers));
    expect(statuses.filter((s) => s.status === "consultation scheduled").map((s) => s.id)).toEqual([winnerId]);
    const history = await db.select().from(leadStatusHistory).where(inArray(leadStatusHistory.leadId, racers));
    expect(history).toHaveLength(1);
  });

  it("never overfills a slot when bookings and moves race for it", async () => {
    const { db } = await getTestApp();
    // Friday 2031-05-09 at 9: two places, one of them taken first, so one place is left to race for.
    const now = at("2031-05-05", "07:00");
    const wanted = at("2031-05-09", "09:00");
    const [first] = await newLeads(1);
    const taken = await bookConsultation(db, { leadId: first!, officeId: "west-palm-beach", start: wanted, now });
    if (!taken.ok) throw new Error(taken.message);
    const leadIds = await newLeads(10);
    // Five leads hold other slots and try to move into the wanted one while five others try to book it.
    const held = await Promise.all(
      leadIds.slice(0, 5).map((leadId, i) =>
        bookConsultation(db, {
          leadId,
          officeId: "west-palm-beach",
          start: at(`2031-05-0${6 + (i % 3)}`, `${10 + i}:00`),
          now,
        }),
      ),
    );
    const bookings = held.map((r) => {
      if (!r.ok) throw new Error(r.message);
      return r.booking;
    });
    const results = await Promise.all([
      ...bookings.map((b) =>
        moveConsultation(db, { by: "customer", id: b.id, tokenVersion: b.tokenVersion, start: wanted, now }),
      ),
      ...leadIds
        .slice(5)
        .map((leadId) => bookConsultation(db, { leadId, officeId: "west-palm-beach", start: wanted, now })),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await placesBooked("west-palm-beach", wanted)).toHaveLength(2);
  });
});

describe("cancelling and moving", () => {
  it("cancels under the current version only, and frees the place", async () => {
    const { db } = await getTestApp();
    const [leadId] = await newLeads(1);
    const now = at("2031-06-02", "07:00");
    const start = at("2031-06-06", "09:00"); // a Friday
    const booked = await bookConsultation(db, { leadId: leadId!, officeId: "ocala", start, now });
    if (!booked.ok) throw new Error(booked.message);
    const { id, tokenVersion } = booked.booking;

    expect(await cancelConsultation(db, { by: "customer", id, tokenVersion: tokenVersion + 1, now })).toBe(false);
    expect(await cancelConsultation(db, { by: "customer", id, tokenVersion, now })).toBe(true);
    // The same link again: the version moved on.
    expect(await cancelConsultation(db, { by: "customer", id, tokenVersion, now })).toBe(false);
    expect(await placesBooked("ocala", start)).toEqual([]);
    const free = await listFreeSlots(db, "ocala", now);
    expect(free.some((slot) => slot.start.getTime() === start.getTime())).toBe(true);
    // The lead may book again.
    expect((await bookConsultation(db, { leadId: leadId!, officeId: "ocala", start, now })).ok).toBe(true);
  });

  it("moves to another free slot, bumps the version, and refuses a full one", async () => {
    const { db } = await getTestApp();
    const [mover, ...others] = await newLeads(3);
    const now = at("2031-07-07", "07:00");
    const booked = await bookConsultation(db, {
      leadId: mover!,
      officeId: "orlando",
      start: at("2031-07-08", "09:00"),
      now,
    });
    // Both places of Friday at 10.
    const full = await Promise.all(
      others.map((leadId) =>
        bookConsultation(db, { leadId, officeId: "orlando", start: at("2031-07-11", "10:00"), now }),
      ),
    );
    if (!booked.ok || !full.every((result) => result.ok)) throw new Error("setup");
    const { id, tokenVersion } = booked.booking;

    const refused = await moveConsultation(db, {
      by: "customer",
      id,
      tokenVersion,
      start: at("2031-07-11", "10:00"),
      now,
    });
    expect(refused.ok ? "moved" : refused.message).toBe("That time was just taken. Please pick another time.");

    const moved = await moveConsultation(db, {
      by: "customer",
      id,
      tokenVersion,
      start: at("2031-07-09", "14:00"),
      officeId: "ocala",
      now,
    });
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    expect(moved.booking).toMatchObject({ id, officeId: "ocala", tokenVersion: tokenVersion + 1 });
    expect(moved.booking.slotStart.toISOString()).toBe("2031-07-09T18:00:00.000Z");
    // The old link is dead.
    const again = await moveConsultation(db, {
      by: "customer",
      id,
      tokenVersion,
      start: at("2031-07-10", "14:00"),
      now,
    });
    expect(again.ok ? "moved" : again.reason).toBe("not-found");
    expect(await placesBooked("orlando", at("2031-07-08", "09:00"))).toEqual([]);
  });
});
