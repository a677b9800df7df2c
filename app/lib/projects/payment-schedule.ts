// The one payment schedule of a pool project: every page that mentions payment terms reads its shares from here,
// so there is one reading only. Its words (each milestone's name, when it falls due, what it pays for, the payment
// methods) are the packages page's texts (app/content/texts/packages.server.ts), keyed by these ids.

import { ACCEPTED_PAYMENT_METHODS, type PAYMENT_MILESTONE_IDS } from "#db/schema/enums.ts";

export type PaymentMilestoneId = (typeof PAYMENT_MILESTONE_IDS)[number];

export interface PaymentMilestone {
  id: PaymentMilestoneId;
  percent: number;
}

export const PAYMENT_SCHEDULE: readonly PaymentMilestone[] = [
  { id: "initial", percent: 10 },
  { id: "pre-construction", percent: 35 },
  { id: "installation", percent: 35 },
  { id: "finishing", percent: 15 },
  { id: "final-completion", percent: 5 },
];

export function paymentMilestone(id: PaymentMilestoneId): PaymentMilestone {
  const milestone = PAYMENT_SCHEDULE.find((m) => m.id === id);
  if (!milestone) throw new Error(`Unknown payment milestone ${id}`);
  return milestone;
}

/** "10% initial payment, 35% pre-construction, ..." with each milestone's name in the page's language. */
export function paymentScheduleSummary(
  ids: readonly PaymentMilestoneId[],
  labelOf: (id: PaymentMilestoneId) => string,
): string {
  return ids.map((id) => `${paymentMilestone(id).percent}% ${labelOf(id).toLowerCase()}`).join(", ");
}

/** The payment methods, in the order the page lists them (their names are texts). */
export { ACCEPTED_PAYMENT_METHODS };
export const REFUSED_PAYMENT_METHODS = ["cash", "crypto"] as const;
