// The lead desk's forms: one schema per form, parsed by the browser before it
// posts (useSchemaForm) and by the route action on the server.
import { z } from "./zod";
import { OFFICE_IDS } from "~/lib/company/offices";
import { LEAD_STATUSES } from "~/lib/leads/lead-status";
import { LEAD_LOST_REASONS, LEAD_OUTCOME_MESSAGES } from "~/lib/leads/lead-outcome";
import { LEAD_CALL_NOTE_MAX, LEAD_CALL_OUTCOMES } from "~/lib/leads/lead-calls";
import { officeToday, officeWallClock } from "~/lib/company/office-time";
import { isIsoDate } from "~/lib/leads/lead-desk-query";
import { phoneDigits } from "./lead";
import { INVALID_CHARACTERS_MESSAGE, ONE_LINE_MESSAGE } from "./text";
import { hasInvalidCharacters, hasLineCharacters } from "~/lib/text/text-characters";

/**
 * Lead qualification (EstimateRequest.leadQualification): how ready the buyer
 * is, the usual hot/warm/cold scale of pool and home-improvement sales, plus
 * "unqualified" for leads the company cannot serve.
 */
export const LEAD_QUALIFICATIONS = ["hot", "warm", "cold", "unqualified"] as const;
export type LeadQualification = (typeof LEAD_QUALIFICATIONS)[number];

export const LEAD_QUALIFICATION_LABELS: Record<LeadQualification, string> = {
  hot: "Hot: ready to buy within weeks",
  warm: "Warm: interested, deciding",
  cold: "Cold: early research",
  unqualified: "Unqualified: outside our area, budget or services",
};

export const LEAD_QUALIFICATION_SHORT_LABELS: Record<LeadQualification, string> = {
  hot: "Hot",
  warm: "Warm",
  cold: "Cold",
  unqualified: "Unqualified",
};

export function qualificationLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return (LEAD_QUALIFICATIONS as readonly string[]).includes(value)
    ? LEAD_QUALIFICATION_SHORT_LABELS[value as LeadQualification]
    : value;
}

const LEAD_ID = /^\d{1,9}$/;
/** The most leads one bulk action takes: a page of the list and then some. */
const MAX_BULK_LEADS = 100;

export const LEAD_DESK_MESSAGES = {
  status: "Choose a status from the list",
  rep: "Choose a staff member from the list",
  repUnavailable: "That staff member is not active; choose another",
  qualification: "Choose a qualification from the list",
  callOutcome: "Choose what the call came to: reached, no answer or left voicemail",
  callNoteTooLong: `A call note can be at most ${LEAD_CALL_NOTE_MAX} characters`,
  notSpam: "This lead is not marked as spam.",
  restoredFromSpam: "Moved to New: the lead is announced as if it had just arrived.",
  commentRequired: "Write a comment",
  commentTooLong: "A comment can be at most 5000 characters",
  customerName: "Enter the customer's name",
  address: "Enter the address of the appointment",
  contactRequired: "Either email or phone number is required",
  email: "Enter a valid e-mail address",
  phone: "Enter a valid phone number (10 digits)",
  date: "Choose a date",
  datePast: "Choose today or a later date",
  time: "Choose a time",
  timePast: "Choose a time later than now",
  appointmentTaken: "This lead already has an appointment at that time",
  office: "Choose one of the offices",
  noLeadsSelected: "Select at least one lead",
  tooManyLeads: `Select at most ${MAX_BULK_LEADS} leads at a time`,
  bulkAction: "Choose what to do with the selected leads",
} as const;

/** Form text: missing counts as empty; trimmed, within max, free of control characters. */
const text = (max: number, tooLong = `Must be at most ${max} characters`) =>
  z
    .preprocess((v) => (typeof v === "string" ? v : v == null ? "" : v), z.string())
    .refine((v) => !hasInvalidCharacters(v), INVALID_CHARACTERS_MESSAGE)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, tooLong));

/** Form text on one line (a name, an address): no line breaks or tabs inside. */
const line = (max: number, tooLong?: string) =>
  text(max, tooLong).refine((v) => !hasLineCharacters(v), ONE_LINE_MESSAGE);

/** Empty select → null (e.g. "Unassigned"). */
const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

/** Change status (lead page). */
export const LeadStatusChangeSchema = z.object({
  status: z.enum(LEAD_STATUSES, LEAD_DESK_MESSAGES.status),
});

const repId = z.preprocess(
  blankToNull,
  z
    .string(LEAD_DESK_MESSAGES.rep)
    .regex(/^\d{1,9}$/, LEAD_DESK_MESSAGES.rep)
    .transform(Number)
    .nullable(),
);

/** Assign a sales rep (lead page); empty = unassigned. */
export const LeadAssignSchema = z.object({ salesRepId: repId });

/** Set the lead qualification (lead page); empty = not set. */
export const LeadQualificationSchema = z.object({
  leadQualification: z.preprocess(
    blankToNull,
    z.enum(LEAD_QUALIFICATIONS, LEAD_DESK_MESSAGES.qualification).nullable(),
  ),
});

/** Add a comment (EstimateComment); the author is the signed-in staff member. */
export const LeadCommentSchema = z.object({
  comment: text(5000, LEAD_DESK_MESSAGES.commentTooLong).pipe(z.string().min(1, LEAD_DESK_MESSAGES.commentRequired)),
});

/** Log a call: what it came to (one button each), and an optional note (empty: none). */
export const LeadCallSchema = z.object({
  outcome: z.enum(LEAD_CALL_OUTCOMES, LEAD_DESK_MESSAGES.callOutcome),
  note: text(LEAD_CALL_NOTE_MAX, LEAD_DESK_MESSAGES.callNoteTooLong).transform((v) => v || null),
});

/**
 * Schedule an appointment: customer, address, date, time and office, and
 * an e-mail or a phone number, so the office can confirm it.
 * Date and time are the offices' wall clock (Eastern time).
 */
export const AppointmentSchema = z
  .object({
    customerName: line(200).pipe(z.string().min(1, LEAD_DESK_MESSAGES.customerName)),
    email: line(255).pipe(z.union([z.literal(""), z.email(LEAD_DESK_MESSAGES.email)])),
    phone: line(40, LEAD_DESK_MESSAGES.phone).refine(
      (v) => v === "" || (/^[\d\s()+.\-x#ext]*$/i.test(v) && phoneDigits(v).length >= 10),
      LEAD_DESK_MESSAGES.phone,
    ),
    address: line(500).pipe(z.string().min(1, LEAD_DESK_MESSAGES.address)),
    date: text(10).pipe(
      z
        .string()
        .min(1, LEAD_DESK_MESSAGES.date)
        .regex(/^\d{4}-\d{2}-\d{2}$/, LEAD_DESK_MESSAGES.date)
        .refine(isIsoDate, LEAD_DESK_MESSAGES.date)
        .refine((v) => v >= officeToday(), LEAD_DESK_MESSAGES.datePast),
    ),
    time: text(5).pipe(
      z
        .string()
        .min(1, LEAD_DESK_MESSAGES.time)
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, LEAD_DESK_MESSAGES.time),
    ),
    officeId: z.enum(OFFICE_IDS, LEAD_DESK_MESSAGES.office),
    message: text(2000),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) {
      for (const path of ["email", "phone"]) {
        ctx.addIssue({ code: "custom", path: [path], message: LEAD_DESK_MESSAGES.contactRequired });
      }
    }
    // Today is allowed, but not a time of today that has already gone.
    const now = officeWallClock(new Date());
    if (value.date === now.date && value.time <= now.time) {
      ctx.addIssue({ code: "custom", path: ["time"], message: LEAD_DESK_MESSAGES.timePast });
    }
  });
export type AppointmentInput = z.infer<typeof AppointmentSchema>;

/** "Not spam" on a row of the spam list. */
export const LeadNotSpamSchema = z.object({
  leadId: z
    .string(LEAD_DESK_MESSAGES.noLeadsSelected)
    .regex(LEAD_ID, LEAD_DESK_MESSAGES.noLeadsSelected)
    .transform(Number),
});

/** Lead ids of a bulk action: the checked rows of one page. */
const leadIds = z
  .array(z.string().regex(LEAD_ID).transform(Number), LEAD_DESK_MESSAGES.noLeadsSelected)
  .min(1, LEAD_DESK_MESSAGES.noLeadsSelected)
  .max(MAX_BULK_LEADS, LEAD_DESK_MESSAGES.tooManyLeads)
  .transform((ids) => [...new Set(ids)]);

/** The bulk bar's rep: a staff id, or "none" to unassign (empty means nothing was chosen). */
const bulkRepId = z
  .string(LEAD_DESK_MESSAGES.rep)
  .regex(/^(none|\d{1,9})$/, LEAD_DESK_MESSAGES.rep)
  .transform((v) => (v === "none" ? null : Number(v)));

/**
 * What a refused bulk action sent, shown again so that staff fix one field and send again: the checked rows and
 * the three choices, also when the page is a plain form post's answer (no script to keep them).
 */
export interface LeadBulkChoices {
  ids: number[];
  salesRepId: string;
  status: string;
  lostReason: string;
}

/**
 * A refused bulk action's choices as sent, to show them again: well-formed ids only, and each choice cut to an
 * option's length (the selects show a choice only when it is one of their options).
 */
export function bulkChoicesSent(form: URLSearchParams): LeadBulkChoices {
  const choice = (name: string) => (form.get(name) ?? "").slice(0, 40);
  return {
    ids: form
      .getAll("ids")
      .filter((id) => LEAD_ID.test(id))
      .slice(0, MAX_BULK_LEADS)
      .map(Number),
    salesRepId: choice("salesRepId"),
    status: choice("status"),
    lostReason: choice("lostReason"),
  };
}

/** Bulk actions of the all-leads page (admin and operations). */
export const LeadBulkActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("bulk-assign"), ids: leadIds, salesRepId: bulkRepId }),
    z
      .object({
        intent: z.literal("bulk-status"),
        ids: leadIds,
        status: z.enum(LEAD_STATUSES, LEAD_DESK_MESSAGES.status),
        // One reason for every selected lead when they become lost; ignored for the other statuses.
        lostReason: z.preprocess(blankToNull, z.enum(LEAD_LOST_REASONS, LEAD_OUTCOME_MESSAGES.lostReason).nullable()),
      })
      // The outcome rule (lead-outcome.ts): won needs each sale's own value, so never in bulk; lost needs a reason.
      .superRefine((value, ctx) => {
        if (value.status === "won") {
          ctx.addIssue({ code: "custom", path: ["status"], message: LEAD_OUTCOME_MESSAGES.bulkWon });
        } else if (value.status === "lost" && value.lostReason === null) {
          ctx.addIssue({ code: "custom", path: ["lostReason"], message: LEAD_OUTCOME_MESSAGES.lostReason });
        }
      }),
    z.object({ intent: z.literal("bulk-spam"), ids: leadIds }),
  ],
  { error: LEAD_DESK_MESSAGES.bulkAction },
);
