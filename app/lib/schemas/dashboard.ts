// The staff dashboard's query string and its test-mode form.
import { z } from "./zod";
import { BREAKDOWN_RANGES, BREAKDOWN_RANGE_KEYS, type BreakdownRange } from "~/lib/leads/lead-stats";

export const DASHBOARD_MESSAGES = {
  range: `Unknown period. Choose one of: ${BREAKDOWN_RANGE_KEYS.map((key) => `${key} (${BREAKDOWN_RANGES[key].label.toLowerCase()})`).join(", ")}.`,
  show: "Choose whether test leads are shown or hidden.",
} as const;

/** `?range=90d`; a missing or empty range is the default, anything else unknown is refused. */
export const DashboardQuerySchema = z.object({
  range: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(BREAKDOWN_RANGE_KEYS as [BreakdownRange, ...BreakdownRange[]], DASHBOARD_MESSAGES.range).optional(),
  ),
});

export const TEST_MODE_INTENT = "test-mode";

/**
 * The test-mode toggle: `show` "true" shows leads marked as test in every
 * figure and list, "false" hides them. `redirectTo` brings the staff member
 * back to the page the toggle was on (checked with safeRedirect).
 */
export const TestModeFormSchema = z.object({
  intent: z.literal(TEST_MODE_INTENT),
  show: z.enum(["true", "false"], DASHBOARD_MESSAGES.show).transform((value) => value === "true"),
  redirectTo: z.string().max(2000).optional(),
});
