import { describe, expect, it } from "vitest";
import { currentStage, isHandedOver, plannedStages, stageIsLate, stageWordsIn } from "./project-stages";

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

describe("stageWordsIn", () => {
  const words = {
    stages: Object.fromEntries(
      plannedStages("2026-03-02").map(({ kind }) => [
        kind,
        kind === "shell-set" ? { name: "Crane", todo: "Clear {feet} feet" } : { name: kind },
      ]),
    ) as Parameters<typeof stageWordsIn>[0]["stages"],
  };

  it("names a standard stage in the words given and fills in the crane path's width", () => {
    expect(stageWordsIn(words, { kind: "shell-set", title: null })).toEqual({ name: "Crane", todo: "Clear 8 feet" });
    expect(stageWordsIn(words, { kind: "backfill", title: null })).toEqual({ name: "backfill", todo: null });
  });

  it("names a custom stage as staff wrote it, with no standard to-do", () => {
    expect(stageWordsIn(words, { kind: "custom", title: " Fence permit " })).toEqual({
      name: "Fence permit",
      todo: null,
    });
  });
});
