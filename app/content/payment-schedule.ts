// The one payment schedule of a pool project: every page that
// mentions payment terms reads it from here, so there is one reading only.
// Payment methods and the technical-visit fee note live here too.

export type PaymentMilestoneId = "initial" | "pre-construction" | "installation" | "finishing" | "final-completion";

export interface PaymentMilestone {
  id: PaymentMilestoneId;
  percent: number;
  /** Short name, e.g. "Pre-construction". */
  label: string;
  /** When the payment falls due, completing "Due ...". */
  due: string;
  /** What the visitor gets for it. */
  detail: string;
}

export const PAYMENT_SCHEDULE: readonly PaymentMilestone[] = [
  {
    id: "initial",
    percent: 10,
    label: "Initial payment",
    due: "when you sign the agreement",
    detail: "Reserves your pool, your installation slot and the technical visit.",
  },
  {
    id: "pre-construction",
    percent: 35,
    label: "Pre-construction",
    due: "once your permits are approved, before excavation",
    detail: "Covers the shell order, engineering and site preparation.",
  },
  {
    id: "installation",
    percent: 35,
    label: "Installation",
    due: "when your pool shell is delivered and set",
    detail: "Covers the crane set, plumbing, equipment and backfill.",
  },
  {
    id: "finishing",
    percent: 15,
    label: "Finishing",
    due: "when the decking and finishing work begin",
    detail: "Covers the bond beam, decking, electrical hookup and start-up.",
  },
  {
    id: "final-completion",
    percent: 5,
    label: "Final completion",
    due: "after the final inspection and your walkthrough",
    detail: "Paid only when the pool is finished and you are happy with it.",
  },
];

export function paymentMilestone(id: PaymentMilestoneId): PaymentMilestone {
  const milestone = PAYMENT_SCHEDULE.find((m) => m.id === id);
  if (!milestone) throw new Error(`Unknown payment milestone ${id}`);
  return milestone;
}

/** "10% initial payment, 35% pre-construction, ..." for running text and structured data. */
export function paymentScheduleSummary(): string {
  return PAYMENT_SCHEDULE.map((m) => `${m.percent}% ${m.label.toLowerCase()}`).join(", ");
}

export const ACCEPTED_PAYMENT_METHODS = ["Check", "Bank transfer", "Zelle"] as const;
export const REFUSED_PAYMENT_METHODS = ["Cash", "Cryptocurrency"] as const;

/** The methods in running text. */
export const PAYMENT_METHODS_SENTENCE =
  "We accept check, bank transfer and Zelle. We do not accept cash or cryptocurrency.";

export const TECHNICAL_VISIT_NOTE = "The technical visit is usually free; a fee may apply for remote locations.";
