// GET /api/consultations/slots and POST /api/consultations over HTTP, with the leadToken that
// POST /api/estimates returns. Slots are whatever the seeded hours give from today on.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "#db/schema/index.ts";
import { readBookingToken } from "~/lib/consultations/consultation-links.server";
import { SLOT_REFUSAL_MESSAGES } from "~/lib/consultations/consultation-slots";
import { estimatePayload } from "../support/lead-payloads.ts";
import { getTestApp, TEST_SESSION_SECRET } from "../setup/test-app.ts";
import { postJson } from "../support/http.ts";

interface SlotJson {
  start: string;
  end: string;
  date: string;
  dayLabel: string;
  startLabel: string;
  endLabel: string;
  free: number;
}

async function newLead() {
  const response = await postJson("/api/estimates", estimatePayload());
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; leadToken: string };
}

async function slotsOf(officeId: string): Promise<SlotJson[]> {
  const { request } = await getTestApp();
  const response = await request(`/api/consultations/slots?officeId=${officeId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: SlotJson[] }).slots;
}

beforeAll(() => getTestApp());

describe("GET /api/consultations/slots", () => {
  it("lists an office's free slots in Florida time, never cached", async () => {
    const { request } = await getTestApp();
    const response = await request("/api/consultations/slots?officeId=orlando");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { officeId: string; timeZone: string; slots: SlotJson[] };
    expect(body.officeId).toBe("orlando");
    expect(body.timeZone).toBe("America/New_York");
    expect(body.slots.length).toBeGreaterThan(0);
    const [first] = body.slots;
    expect(first!.startLabel).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(Date.parse(first!.start)).toBeGreaterThanOrEqual(Date.now() + 2 * 3600_000 - 60_000);
  });

  it("refuses a missing or unknown office with a clear message", async () => {
    const { request } = await getTestApp();
    for (const query of ["", "?officeId=miami"]) {
      const response = await request(`/api/consultations/slots${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "Choose an office: ocala, west-palm-beach, port-st-lucie, orlando.",
      });
    }
  });
});

describe("POST /api/consultations", () => {
  it("books a slot for the lead the caller sent, and answers with a link token", async () => {
    const { db } = await getTestApp();
    const lead = await newLead();
    const [slot] = await slotsOf("port-st-lucie");
    const response = await postJson("/api/consultations", {
      leadId: lead.id,
      leadToken: lead.leadToken,
      officeId: "port-st-lucie",
      start: slot!.start,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; slot: SlotJson; manageToken: string; message: string };
    expect(body.slot.start).toBe(slot!.start);
    expect(body.message).toBe(
      `Your free consultation is booked for ${slot!.dayLabel}, ${slot!.startLabel} (Florida time).`,
    );
    expect(readBookingToken(body.manageToken, TEST_SESSION_SECRET)).toMatchObject({
      bookingId: body.id,
      tokenVersion: 1,
    });
    const [stored] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe("consultation scheduled");
  });

  it("refuses a forged or borrowed lead token, and bad input, changing nothing", async () => {
    const { db } = await getTestApp();
    const mine = await newLead();
    const theirs = await newLead();
    const [slot] = await slotsOf("ocala");
    const attempt = (body: Record<string, unknown>) =>
      postJson("/api/consultations", { leadId: theirs.id, officeId: "ocala", start: slot!.start, ...body });

    for (const leadToken of [mine.leadToken, `${theirs.id}.9999999999.forged`, "x"]) {
      const response = await attempt({ leadToken });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "We could not find your request. Please send the form again." });
    }
    const invalid = await attempt({ leadToken: theirs.leadToken, officeId: "miami", start: "tomorrow" });
    expect(invalid.status).toBe(400);
    const errors = ((await invalid.json()) as { errors: Record<string, string> }).errors;
    expect(errors.officeId).toBe("Choose an office: ocala, west-palm-beach, port-st-lucie, orlando.");
    expect(errors.start).toBe("Give the slot's start as an ISO date and time.");

    const past = await attempt({ leadToken: theirs.leadToken, start: "2020-01-06T14:00:00Z" });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      reason: "past",
      message: "That time has already passed. Please pick another time.",
    });

    const [stored] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, theirs.id));
    expect(stored!.status).toBe("new");
  });

  it("refuses a start years away or long past with 400 before taking the slot's lock, booking nothing", async () => {
    const { db } = await getTestApp();
    const lead = await newLead();
    const cases = [
      { start: "6054-03-03T15:00:00Z", reason: "too-far" },
      { start: "9999-12-31T15:00:00Z", reason: "too-far" },
      { start: "0001-01-01T15:00:00Z", reason: "past" },
    ] as const;
    for (const { start, reason } of cases) {
      const response = await postJson("/api/consultations", {
        leadId: lead.id,
        leadToken: lead.leadToken,
        officeId: "ocala",
        start,
      });
      expect(response.status, start).toBe(400);
      expect(await response.json()).toMatchObject({ reason, message: SLOT_REFUSAL_MESSAGES[reason] });
    }
    const [stored] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe("new");
  });

  it("answers a full slot with 409, the message and the next free slots", async () => {
    const [slot] = await slotsOf("west-palm-beach");
    let response: Response | undefined;
    for (let i = 0; i <= slot!.free; i++) {
      const lead = await newLead();
      response = await postJson("/api/consultations", {
        leadId: lead.id,
        leadToken: lead.leadToken,
        officeId: "west-palm-beach",
        start: slot!.start,
      });
    }
    expect(response!.status).toBe(409);
    const body = (await response!.json()) as { message: string; reason: string; nextSlots: SlotJson[] };
    expect(body.message).toBe("That time was just taken. Please pick another time.");
    expect(body.reason).toBe("full");
    expect(body.nextSlots.length).toBeGreaterThan(0);
    expect(body.nextSlots.some((s) => s.start === slot!.start)).toBe(false);
  });

  it("answers GET with 405", async () => {
    const { request } = await getTestApp();
    const response = await request("/api/consultations");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
