import { describe, expect, it } from "vitest";
import { PAYMENT_SCHEDULE } from "~/lib/projects/payment-schedule";
import { milestoneAmounts, paymentPlan } from "./payment-plan";
import { plannedStages } from "./project-stages";

const sum = (amounts: Map<string, number>) => [...amounts.values()].reduce((a, b) => a + b, 0);

describe("milestoneAmounts", () => {
  it("splits a round contract by the schedule's shares", () => {
    expect(Object.fromEntries(milestoneAmounts(4_220_000))).toEqual({
      initial: 422_000,
      "pre-construction": 1_477_000,
      installation: 1_477_000,
      finishing: 633_000,
      "final-completion": 211_000,
    });
  });

  it("rounds to the cent and always sums to the contract value", () => {
    for (const cents of [0, 1, 7, 99, 101, 4_219_999, 4_220_003, 5_555_555, 123_456_789]) {
      const amounts = milestoneAmounts(cents);
      expect(sum(amounts), String(cents)).toBe(cents);
      for (const milestone of PAYMENT_SCHEDULE) {
        const exact = (cents * milestone.percent) / 100;
        expect(Math.abs(amounts.get(milestone.id)! - exact), `${cents} ${milestone.id}`).toBeLessThan(1);
      }
    }
  });

  it("gives the leftover cents to the largest remainders, the earliest milestone first on a tie", () => {
    // $42,199.99: the exact shares are 421,999.90, 1,476,999.65 twice, 632,999.85 and 210,999.95 cents. Their
    // floors leave 4 cents, for the remainders .95, .90, .85 and the first of the two .65s.
    expect(Object.fromEntries(milestoneAmounts(4_219_999))).toEqual({
      initial: 422_000,
      "pre-construction": 1_477_000,
      installation: 1_476_999,
      finishing: 633_000,
      "final-completion": 211_000,
    });
  });

  it("refuses a contract value that is not whole cents", () => {
    expect(() => milestoneAmounts(10.5)).toThrow();
    expect(() => milestoneAmounts(-1)).toThrow();
  });
});

describe("paymentPlan", () => {
  const stages = plannedStages("2026-03-02").map((stage) => ({
    ...stage,
    status: "planned" as const,
    doneOn: null,
  }));

  it("makes the signing payment due at once and the others due as their stages are done", () => {
    const plan = paymentPlan(4_220_000, [], stages);
    expect(plan.lines.map((line) => line.state)).toEqual(["due", "upcoming", "upcoming", "upcoming", "upcoming"]);
    const permitsDone = stages.map((stage) =>
      stage.kind === "permits" ? { ...stage, status: "done" as const } : stage,
    );
    expect(paymentPlan(4_220_000, [], permitsDone).lines[1]!.state).toBe("due");
    expect(plan.lines[2]!.dueWithStage?.kind).toBe("shell-set");
    expect(plan.lines[0]!.dueWithStage).toBeUndefined();
  });

  it("adds up what was paid per milestone and leaves the balance", () => {
    const plan = paymentPlan(
      4_220_000,
      [
        { milestone: "initial", amountCents: 422_000 },
        { milestone: "pre-construction", amountCents: 500_000 },
      ],
      stages,
    );
    expect(plan.lines[0]).toMatchObject({ paidCents: 422_000, state: "paid" });
    expect(plan.lines[1]).toMatchObject({ paidCents: 500_000, state: "upcoming" });
    expect(plan.paidCents).toBe(922_000);
    expect(plan.balanceCents).toBe(3_298_000);
  });
});
