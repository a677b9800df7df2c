// The staff form rules for an office's consultation hours and closed dates
// (decision 031). The table's CHECKs (db/schema/booking.ts) hold the same limits;
// these give the staff member a message beside the field instead of a 500.
import { z } from "~/lib/schemas/zod";

export const SLOT_MINUTES = { min: 15, max: 480 } as const;
export const SLOT_CAPACITY = { min: 1, max: 50 } as const;
export const CLOSED_REASON_MAX = 120;

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const clockTime = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the ${label} as HH:MM (24-hour clock).`);

const whole = (label: string, { min, max }: { min: number; max: number }) =>
  z.coerce
    .number({ error: `Enter the ${label} as a whole number.` })
    .int(`Enter the ${label} as a whole number.`)
    .min(min, `The ${label} must be between ${min} and ${max}.`)
    .max(max, `The ${label} must be between ${min} and ${max}.`);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const HoursPeriodSchema = z
  .object({
    weekday: z.coerce.number().int().min(1, "Choose a weekday.").max(7, "Choose a weekday."),
    startTime: clockTime("start"),
    endTime: clockTime("end"),
    slotMinutes: whole("slot length", SLOT_MINUTES),
    capacity: whole("capacity", SLOT_CAPACITY),
  })
  .superRefine((period, ctx) => {
    const length = minutesOf(period.endTime) - minutesOf(period.startTime);
    if (length <= 0) ctx.addIssue({ code: "custom", path: ["endTime"], message: "The end must be after the start." });
    else if (length < period.slotMinutes)
      ctx.addIssue({ code: "custom", path: ["slotMinutes"], message: "One slot must fit between start and end." });
  });
export type HoursPeriodInput = z.infer<typeof HoursPeriodSchema>;

export const ClosedDateSchema = z.object({
  date: z.iso.date("Enter the date as YYYY-MM-DD."),
  reason: z.string().trim().max(CLOSED_REASON_MAX, `Keep the reason under ${CLOSED_REASON_MAX} characters.`),
});

export { minutesOf as clockMinutes };
