import type { APIRequestContext } from "@playwright/test";
import { expect } from "./test.ts";

let sent = 0;

/** A lead sent through the API: its id and the token that opens its booking page (/consultation/book?lead=). */
export async function sendLeadThroughApi(request: APIRequestContext, lastName = "Walker") {
  sent += 1;
  const response = await request.post("/api/estimates", {
    data: {
      firstName: "Pat",
      lastName,
      email: `pat.${Date.now()}.${sent}@example.com`,
      phone: `(352) 555-${String((Date.now() + sent * 7919) % 10_000).padStart(4, "0")}`,
      requestType: "estimate",
      sourcePage: "pools",
      consentToContact: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; leadToken: string };
}

/**
 * A consultation booked through the API at the office's last free time (tests that book through the pages take
 * the first ones), with the token of its manage page (/consultation/:token).
 */
export async function bookLastFreeSlot(request: APIRequestContext, officeId: string) {
  const lead = await sendLeadThroughApi(request);
  const slots = await request.get(`/api/consultations/slots?officeId=${officeId}`);
  expect(slots.status()).toBe(200);
  const start = ((await slots.json()) as { slots: { start: string }[] }).slots.at(-1)!.start;
  const booked = await request.post("/api/consultations", {
    data: { leadId: lead.id, leadToken: lead.leadToken, officeId, start },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { leadToken: lead.leadToken, manageToken: ((await booked.json()) as { manageToken: string }).manageToken };
}
