// Won and lost in the lead desk: a won lead asks for its value and signing date, a lost one for a reason from the
// list; both are stored on the lead and noted in its history, and only admin and operations correct them later.
import { describe, expect, it } from "vitest";
import { LEAD_OUTCOME_MESSAGES } from "~/lib/leads/lead-outcome";
import { officeToday } from "~/lib/company/office-time";
import { historyOf, leadRow, makeLead, uniqueSource } from "../support/leads.ts";
import { pageText, signedInStaffOfEveryRole, staffPost, staffRequest } from "../support/staff-sessions.ts";

describe("won and lost in the lead desk", () => {
  const staff = signedInStaffOfEveryRole();

  const notesOf = async (leadId: number) =>
    (await historyOf(leadId)).map((row) => [row.fromStatus, row.toStatus, row.note]);

  const today = () => officeToday();
  /** The signing date as the history writes it: "November 20, 2026". */
  const signedToday = () =>
    new Date(`${today()}T12:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

  // The leads are the rep's own: a sales rep works their office's leads and the ones assigned to them.
  it("won asks for the value and signing date: without them a message beside each field, nothing changes", async () => {
    const id = await makeLead({ sourcePage: uniqueSource("won"), salesRepId: staff.sales.id });
    const response = await staffPost(`/admin/leads/${id}`, staff.sales.cookie, { intent: "status", status: "won" });
    expect(response.status).toBe(400);
    const page = await pageText(response);
    expect(page).toContain(LEAD_OUTCOME_MESSAGES.wonValue);
    expect(page).toContain(LEAD_OUTCOME_MESSAGES.wonSignedOn);
    expect((await leadRow(id)).status).toBe("new");
    expect(await notesOf(id)).toEqual([]);
  });

  it.each([
    ["a zero value", { wonValue: "0", wonSignedOn: "today" }, "wonValue"],
    ["a value over $10,000,000", { wonValue: "10000000.01", wonSignedOn: "today" }, "wonValue"],
    ["a value that is not a number", { wonValue: "lots", wonSignedOn: "today" }, "wonValue"],
    ["a date in the future", { wonValue: "48500", wonSignedOn: "tomorrow" }, "wonSignedOn"],
    ["a date long before the lead", { wonValue: "48500", wonSignedOn: "2020-01-01" }, "wonSignedOn"],
    ["a date that does not exist", { wonValue: "48500", wonSignedOn: "2026-02-30" }, "wonSignedOn"],
  ])("refuses %s", async (_, fields, field) => {
    const id = await makeLead({ sourcePage: uniqueSource("won"), salesRepId: staff.sales.id });
    const date =
      fields.wonSignedOn === "today"
        ? today()
        : fields.wonSignedOn === "tomorrow"
          ? new Date(Date.parse(`${today()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
          : fields.wonSignedOn;
    const response = await staffPost(`/admin/leads/${id}`, staff.sales.cookie, {
      intent: "status",
      status: "won",
      wonValue: fields.wonValue,
      wonSignedOn: date,
    });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(LEAD_OUTCOME_MESSAGES[field as "wonValue" | "wonSignedOn"]);
    expect((await leadRow(id)).wonValueCents).toBeNull();
  });

  it("stores a won lead's value and date, with them in the history's note", async () => {
    const id = await makeLead({ sourcePage: uniqueSource("won"), salesRepId: staff.sales.id });
    const response = await staffPost(`/admin/leads/${id}`, staff.sales.cookie, {
      intent: "status",
      status: "won",
      wonValue: "$48,500",
      wonSignedOn: today(),
    });
    expect(response.status).toBe(302);
    expect(await leadRow(id)).toMatchObject({ status: "won", wonValueCents: 4_850_000, wonSignedOn: today() });
    expect(await notesOf(id)).toEqual([["new", "won", `Won: $48,500, signed ${signedToday()}`]]);
    const page = await pageText(await staffRequest(`/admin/leads/${id}`, staff.sales.cookie));
    expect(page).toContain(`Won: $48,500, signed ${signedToday()}`);
  });

  it("lost asks for a reason from the list, stored and noted", async () => {
    const id = await makeLead({ sourcePage: uniqueSource("lost"), salesRepId: staff.sales.id });
    for (const lostReason of [undefined, "bored"]) {
      const response = await staffPost(`/admin/leads/${id}`, staff.sales.cookie, {
        intent: "status",
        status: "lost",
        ...(lostReason ? { lostReason } : {}),
      });
      expect(response.status).toBe(400);
      expect(await pageText(response)).toContain(LEAD_OUTCOME_MESSAGES.lostReason);
    }
    expect((await leadRow(id)).status).toBe("new");
    await staffPost(`/admin/leads/${id}`, staff.sales.cookie, {
      intent: "status",
      status: "lost",
      lostReason: "chose-competitor",
    });
    expect(await leadRow(id)).toMatchObject({ status: "lost", lostReason: "chose-competitor", wonValueCents: null });
    expect(await notesOf(id)).toEqual([["new", "lost", "Lost: Chose a competitor"]]);
  });

  it("a later correction: admin and operations only (sales 403), recorded in the history", async () => {
    const id = await makeLead({ sourcePage: uniqueSource("edit"), salesRepId: staff.sales.id });
    await staffPost(`/admin/leads/${id}`, staff.sales.cookie, {
      intent: "status",
      status: "won",
      wonValue: "48500",
      wonSignedOn: today(),
    });
    const fields = { intent: "outcome", wonValue: "51000.50", wonSignedOn: today() };
    const refused = await staffPost(`/admin/leads/${id}`, staff.sales.cookie, fields);
    expect(refused.status).toBe(403);
    expect((await leadRow(id)).wonValueCents).toBe(4_850_000);
    // Sales does not see the correction form; operations does.
    expect(await pageText(await staffRequest(`/admin/leads/${id}`, staff.sales.cookie))).not.toContain("Save outcome");
    expect(await pageText(await staffRequest(`/admin/leads/${id}`, staff.operations.cookie))).toContain("Save outcome");

    const invalid = await staffPost(`/admin/leads/${id}`, staff.operations.cookie, { ...fields, wonValue: "-5" });
    expect(invalid.status).toBe(400);
    expect(await pageText(invalid)).toContain(LEAD_OUTCOME_MESSAGES.wonValue);

    expect((await staffPost(`/admin/leads/${id}`, staff.operations.cookie, fields)).status).toBe(302);
    expect(await leadRow(id)).toMatchObject({ status: "won", wonValueCents: 5_100_050 });
    expect(await notesOf(id)).toEqual([
      ["new", "won", `Won: $48,500, signed ${signedToday()}`],
      ["won", "won", `Won: $51,000.50, signed ${signedToday()}`],
    ]);
    const page = await pageText(await staffRequest(`/admin/leads/${id}`, staff.admin.cookie));
    expect(page).toContain(`${staff.operations.username}</span> corrected the outcome`);

    // Leaving "won" clears the outcome columns (the history keeps them); a lost lead's correction is a reason.
    await staffPost(`/admin/leads/${id}`, staff.admin.cookie, {
      intent: "status",
      status: "lost",
      lostReason: "financing",
    });
    expect(await leadRow(id)).toMatchObject({ wonValueCents: null, wonSignedOn: null, lostReason: "financing" });
    await staffPost(`/admin/leads/${id}`, staff.admin.cookie, { intent: "outcome", lostReason: "timing" });
    expect((await leadRow(id)).lostReason).toBe("timing");
    expect((await notesOf(id)).at(-1)).toEqual(["lost", "lost", "Lost: Timing / not ready"]);
  });

  it("refuses a correction of a lead that is neither won nor lost", async () => {
    const id = await makeLead({ sourcePage: uniqueSource("open") });
    const response = await staffPost(`/admin/leads/${id}`, staff.admin.cookie, {
      intent: "outcome",
      lostReason: "price",
    });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(LEAD_OUTCOME_MESSAGES.notClosed);
    expect(await notesOf(id)).toEqual([]);
  });
});
