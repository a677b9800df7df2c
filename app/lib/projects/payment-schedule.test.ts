import { describe, expect, it } from "vitest";
import { PAYMENT_SCHEDULE, paymentMilestone, paymentScheduleSummary } from "./payment-schedule";

describe("the one payment schedule", () => {
  it("is 10% initial, 35% pre-construction, 35% installation, 15% finishing and 5% final completion", () => {
    expect(PAYMENT_SCHEDULE.map((m) => [m.id, m.percent])).toEqual([
      ["initial", 10],
      ["pre-construction", 35],
      ["installation", 35],
      ["finishing", 15],
      ["final-completion", 5],
    ]);
  });

  it("adds up to the whole price", () => {
    expect(PAYMENT_SCHEDULE.reduce((sum, m) => sum + m.percent, 0)).toBe(100);
  });

  it("reads as one sentence and finds a milestone by id", () => {
    const labels = {
      initial: "Initial payment",
      "pre-construction": "Pre-construction",
      installation: "Installation",
      finishing: "Finishing",
      "final-completion": "Final completion",
    } as const;
    expect(
      paymentScheduleSummary(
        PAYMENT_SCHEDULE.map((m) => m.id),
        (id) => labels[id],
      ),
    ).toBe("10% initial payment, 35% pre-construction, 35% installation, 15% finishing, 5% final completion");
    expect(paymentMilestone("finishing").percent).toBe(15);
  });
});
