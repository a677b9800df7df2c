import { describe, expect, it } from "vitest";
import { currentStage, isHandedOver, plannedStages, stageIsLate } from "./project-stages";

describe("plannedStages", () => {
  it("plans the eight stages of an installation in order from the signing date", () => {
    const stages = plannedStages("2026-03-02");
    expect(stages.map((stage) => stage.kind)).toEqual([
      "permits",
      "excavation",
      "shell-set",
      "plumbing-inspection",
      "backfill",
      "coping-deck",
      "final-inspection",
      "handover",
    ]);
    expect(stages[0]).toEqual({ kind: "permits", position: 0, plannedOn: "2026-03-23" });
    expect(stages.at(-1)?.plannedOn).toBe("2026-04-16");
  });
});

describe("stage states", () => {
  const stage = (status: "planned" | "in_progress" | "done" | "delayed", plannedOn: string | null) => ({
    kind: "excavation" as const,
    status,
    plannedOn,
    doneOn: null,
  });

  it("marks a stage late when delayed or planned before today, never when done", () => {
    expect(stageIsLate(stage("planned", "2026-03-01"), "2026-03-02")).toBe(true);
    expect(stageIsLate(stage("in_progress", "2026-03-02"), "2026-03-02")).toBe(false);
    expect(stageIsLate(stage("delayed", "2026-04-01"), "2026-03-02")).toBe(true);
    expect(stageIsLate(stage("done", "2026-03-01"), "2026-03-02")).toBe(false);
    expect(stageIsLate(stage("planned", null), "2026-03-02")).toBe(false);
  });

  it("finds the current stage and the handover", () => {
    const stages = [stage("done", null), stage("in_progress", null), stage("planned", null)];
    expect(currentStage(stages)).toBe(stages[1]);
    expect(isHandedOver(stages)).toBe(false);
    expect(isHandedOver(stages.map((s) => ({ ...s, status: "done" as const })))).toBe(true);
    expect(isHandedOver([])).toBe(false);
  });
});
