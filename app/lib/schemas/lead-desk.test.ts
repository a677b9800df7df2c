import { describe, expect, it, vi } from "vitest";
import { ONE_LINE_MESSAGE } from "./text";
import { firstMessagePerField } from "~/lib/leads/lead-form-fields";
import { officeToday } from "~/lib/company/office-time";
import { LEAD_LOST_REASONS, LEAD_OUTCOME_MESSAGES } from "~/lib/leads/lead-outcome";
import {
  AppointmentSchema,
  LEAD_DESK_MESSAGES,
  LeadAssignSchema,
  LeadBulkActionSchema,
  LeadCommentSchema,
  LeadQualificationSchema,
  LeadStatusChangeSchema,
} from "./lead-desk";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : firstMessagePerField(result.error!.issues);

function nextYear(): string {
  const [y, m, d] = officeToday().split("-");
  return `${Number(y) + 1}-${m}-${d === "29" && m === "02" ? "28" : d}`;
}

const appointment = (overrides: Record<string, string> = {}) => ({
  customerName: "Maria Lopez",
  email: "maria@example.com",
  phone: "",
  address: "123 Palm Way, Wellington, FL",
  date: nextYear(),
  time: "14:30",
  officeId: "west-palm-beach",
  message: "",
  ...overrides,
});

describe("lead page forms", () => {
  it("status: one of the eight lead statuses", () => {
    expect(LeadStatusChangeSchema.parse({ status: "proposal sent" })).toEqual({ status: "proposal sent" });
    expect(errorsOf(LeadStatusChangeSchema.safeParse({ status: "archived" }))).toEqual({
      status: LEAD_DESK_MESSAGES.status,
    });
  });

  it("assign: a staff id or empty for unassigned", () => {
    expect(LeadAssignSchema.parse({ salesRepId: "12" })).toEqual({ salesRepId: 12 });
    expect(LeadAssignSchema.parse({ salesRepId: "" })).toEqual({ salesRepId: null });
    expect(errorsOf(LeadAssignSchema.safeParse({ salesRepId: "abc" }))).toEqual({ salesRepId: LEAD_DESK_MESSAGES.rep });
  });

  it("qualification: hot, warm, cold, unqualified or not set", () => {
    expect(LeadQualificationSchema.parse({ leadQualification: "warm" })).toEqual({ leadQualification: "warm" });
    expect(LeadQualificationSchema.parse({ leadQualification: "" })).toEqual({ leadQualification: null });
    expect(LeadQualificationSchema.safeParse({ leadQualification: "lukewarm" }).success).toBe(false);
  });

  it("comment: required, trimmed, at most 5000 characters, no control characters", () => {
    expect(LeadCommentSchema.parse({ comment: "  Called, left a voicemail. " })).toEqual({
      comment: "Called, left a voicemail.",
    });
    expect(errorsOf(LeadCommentSchema.safeParse({ comment: "   " }))).toEqual({
      comment: LEAD_DESK_MESSAGES.commentRequired,
    });
    expect(errorsOf(LeadCommentSchema.safeParse({ comment: "x".repeat(5001) }))).toEqual({
      comment: LEAD_DESK_MESSAGES.commentTooLong,
    });
    expect(LeadCommentSchema.safeParse({ comment: "a\u0000b" }).success).toBe(false);
  });
});

describe("appointment", () => {
  it("accepts a complete appointment with e-mail or phone", () => {
    expect(AppointmentSchema.safeParse(appointment()).success).toBe(true);
    expect(AppointmentSchema.safeParse(appointment({ email: "", phone: "(561) 555-0152" })).success).toBe(true);
  });

  it('needs e-mail or phone: "Either email or phone number is required"', () => {
    const errors = errorsOf(AppointmentSchema.safeParse(appointment({ email: "", phone: "" })));
    expect(errors.email).toBe("Either email or phone number is required");
    expect(errors.phone).toBe("Either email or phone number is required");
  });

  it("keeps the customer's name, e-mail, phone and address on one line", () => {
    const errors = errorsOf(
      AppointmentSchema.safeParse(
        appointment({
          customerName: "Jo\nSmith",
          email: "jo@example.com\nBcc: x@evil.example",
          phone: "(561) 555-0152\t1",
          address: "1 Palm Way\r\nPay now",
        }),
      ),
    );
    expect(errors).toMatchObject({
      customerName: ONE_LINE_MESSAGE,
      email: ONE_LINE_MESSAGE,
      phone: ONE_LINE_MESSAGE,
      address: ONE_LINE_MESSAGE,
    });
  });

  it("checks name, address, date, time and office", () => {
    const errors = errorsOf(
      AppointmentSchema.safeParse(
        appointment({ customerName: " ", address: "", date: "2025-02-30", time: "25:00", officeId: "miami" }),
      ),
    );
    expect(errors).toEqual({
      customerName: LEAD_DESK_MESSAGES.customerName,
      address: LEAD_DESK_MESSAGES.address,
      date: LEAD_DESK_MESSAGES.date,
      time: LEAD_DESK_MESSAGES.time,
      officeId: LEAD_DESK_MESSAGES.office,
    });
  });

  it("refuses a day in the past and a bad e-mail or phone", () => {
    expect(errorsOf(AppointmentSchema.safeParse(appointment({ date: "2020-01-01" })))).toEqual({
      date: LEAD_DESK_MESSAGES.datePast,
    });
    expect(errorsOf(AppointmentSchema.safeParse(appointment({ email: "maria@", phone: "555-01" })))).toEqual({
      email: LEAD_DESK_MESSAGES.email,
      phone: LEAD_DESK_MESSAGES.phone,
    });
  });

  it("takes a time later today, and refuses one that has gone", () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T15:00:00Z"), toFake: ["Date"] }); // 10:00 AM in Florida
    try {
      expect(AppointmentSchema.safeParse(appointment({ date: "2026-11-27", time: "10:30" })).success).toBe(true);
      for (const time of ["09:00", "10:00"]) {
        expect(errorsOf(AppointmentSchema.safeParse(appointment({ date: "2026-11-27", time })))).toEqual({
          time: LEAD_DESK_MESSAGES.timePast,
        });
      }
      expect(AppointmentSchema.safeParse(appointment({ date: "2026-11-28", time: "09:00" })).success).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("bulk actions", () => {
  it("reads the three actions with their selected rows", () => {
    expect(LeadBulkActionSchema.parse({ intent: "bulk-spam", ids: ["3", "4", "3"] })).toEqual({
      intent: "bulk-spam",
      ids: [3, 4],
    });
    expect(LeadBulkActionSchema.parse({ intent: "bulk-assign", ids: ["3"], salesRepId: "none" })).toEqual({
      intent: "bulk-assign",
      ids: [3],
      salesRepId: null,
    });
    expect(LeadBulkActionSchema.parse({ intent: "bulk-assign", ids: ["3"], salesRepId: "7" })).toMatchObject({
      salesRepId: 7,
    });
    expect(errorsOf(LeadBulkActionSchema.safeParse({ intent: "bulk-assign", ids: ["3"], salesRepId: "" }))).toEqual({
      salesRepId: LEAD_DESK_MESSAGES.rep,
    });
    expect(LeadBulkActionSchema.parse({ intent: "bulk-status", ids: ["3"], status: "contacted" })).toMatchObject({
      status: "contacted",
      lostReason: null,
    });
    // The outcome rule: won never in bulk (each sale has its own value), lost with one reason for all.
    expect(errorsOf(LeadBulkActionSchema.safeParse({ intent: "bulk-status", ids: ["3"], status: "won" }))).toEqual({
      status: LEAD_OUTCOME_MESSAGES.bulkWon,
    });
    expect(errorsOf(LeadBulkActionSchema.safeParse({ intent: "bulk-status", ids: ["3"], status: "lost" }))).toEqual({
      lostReason: LEAD_OUTCOME_MESSAGES.lostReason,
    });
    expect(
      LeadBulkActionSchema.parse({
        intent: "bulk-status",
        ids: ["3"],
        status: "lost",
        lostReason: LEAD_LOST_REASONS[0],
      }),
    ).toMatchObject({ status: "lost", lostReason: LEAD_LOST_REASONS[0] });
  });

  it("needs at least one and at most 100 leads, and a known action", () => {
    expect(errorsOf(LeadBulkActionSchema.safeParse({ intent: "bulk-spam", ids: [] }))).toEqual({
      ids: LEAD_DESK_MESSAGES.noLeadsSelected,
    });
    const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(errorsOf(LeadBulkActionSchema.safeParse({ intent: "bulk-spam", ids: many }))).toEqual({
      ids: LEAD_DESK_MESSAGES.tooManyLeads,
    });
    expect(LeadBulkActionSchema.safeParse({ intent: "bulk-delete", ids: ["1"] }).success).toBe(false);
  });
});
