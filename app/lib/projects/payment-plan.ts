// A project's payments against the milestone schedule: what each milestone is in cents, when it falls due, what
// has been paid on it, and the balance. Amounts are rounded to the cent so that the milestones always add up to
// the contract value exactly (largest remainder: the cents left over go to the milestones whose exact share lost
// the most in rounding, the earliest first on a tie).
import { PAYMENT_SCHEDULE, type PaymentMilestoneId } from "~/lib/projects/payment-schedule";
import { type StageState, milestoneCompletedBy } from "./project-stages";

/** Each milestone's amount in cents for a contract of `contractCents`; they sum to it exactly. */
export function milestoneAmounts(contractCents: number): Map<PaymentMilestoneId, number> {
  if (!Number.isSafeInteger(contractCents) || contractCents < 0) throw new Error("contract value must be whole cents");
  const totalPercent = PAYMENT_SCHEDULE.reduce((sum, milestone) => sum + milestone.percent, 0);
  const shares = PAYMENT_SCHEDULE.map((milestone, order) => {
    // Integer arithmetic: a share is contract × percent ÷ total, its remainder kept exact for the ranking.
    const product = contractCents * milestone.percent;
    return { id: milestone.id, order, cents: Math.floor(product / totalPercent), remainder: product % totalPercent };
  });
  let left = contractCents - shares.reduce((sum, share) => sum + share.cents, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.order - b.order)) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return new Map(shares.map((share) => [share.id, share.cents]));
}

export interface RecordedPayment {
  milestone: PaymentMilestoneId;
  amountCents: number;
}

export type MilestoneState = "paid" | "due" | "upcoming";

export interface MilestoneLine<S extends StageState = StageState> {
  id: PaymentMilestoneId;
  percent: number;
  amountCents: number;
  paidCents: number;
  /** paid: paid in full; due: its stage is done (or it is the signing payment) and some is unpaid; upcoming: not yet. */
  state: MilestoneState;
  /** The stage whose completion makes it due; undefined for the payment due at signing. */
  dueWithStage?: S;
}

export interface PaymentPlan<S extends StageState = StageState> {
  lines: MilestoneLine<S>[];
  contractCents: number;
  paidCents: number;
  balanceCents: number;
}

/** The schedule of a contract with the payments recorded so far and the project's stages (for what is due). */
export function paymentPlan<S extends StageState>(
  contractCents: number,
  payments: readonly RecordedPayment[],
  stages: readonly S[],
): PaymentPlan<S> {
  const amounts = milestoneAmounts(contractCents);
  const lines = PAYMENT_SCHEDULE.map((milestone): MilestoneLine<S> => {
    const amountCents = amounts.get(milestone.id)!;
    const paidCents = payments
      .filter((payment) => payment.milestone === milestone.id)
      .reduce((sum, payment) => sum + payment.amountCents, 0);
    const dueWithStage = stages.find((stage) => milestoneCompletedBy(stage.kind) === milestone.id);
    const isDue = milestone.id === "initial" || dueWithStage?.status === "done";
    const state: MilestoneState = paidCents >= amountCents ? "paid" : isDue ? "due" : "upcoming";
    return { id: milestone.id, percent: milestone.percent, amountCents, paidCents, state, dueWithStage };
  });
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  return { lines, contractCents, paidCents, balanceCents: contractCents - paidCents };
}
