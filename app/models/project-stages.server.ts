// A project's stages as staff run them: the status (with the dates it sets), the plan (date and homeowner's note),
// the order, custom stages and removal. Every change names the project too, so a stage id of another project
// changes nothing.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import type { ProjectStageStatus } from "#db/schema/enums.ts";
import { projectStages } from "#db/schema/index.ts";
import type { ProjectStageRow } from "./projects.server";

export async function findProjectStage(
  db: DbOrTx,
  projectId: number,
  stageId: number,
): Promise<ProjectStageRow | undefined> {
  const [stage] = await db
    .select()
    .from(projectStages)
    .where(and(eq(projectStages.id, stageId), eq(projectStages.projectId, projectId)));
  return stage;
}

export type StageStatusChange = { to: "planned" | "in_progress" | "done" } | { to: "delayed"; reason: string };

export type StageStatusResult = { ok: true; stage: ProjectStageRow } | { ok: false; reason: "not-found" | "unchanged" };

/**
 * Moves a stage to a status on `today` (office date): started keeps the first start date, done sets the done date
 * (and the start date when the stage was never marked started), delayed keeps the dates and stores the reason,
 * back to planned clears them. The same status again changes nothing (so no second e-mail), except a delay with
 * a new reason.
 */
export async function setStageStatus(
  db: DbOrTx,
  projectId: number,
  stageId: number,
  change: StageStatusChange,
  today: string,
): Promise<StageStatusResult> {
  const stage = await findProjectStage(db, projectId, stageId);
  if (!stage) return { ok: false, reason: "not-found" };
  const sameReason = change.to === "delayed" ? stage.delayReason === change.reason : true;
  if (stage.status === change.to && sameReason) return { ok: false, reason: "unchanged" };
  const values = {
    planned: { status: "planned", startedOn: null, doneOn: null, delayReason: null },
    in_progress: { status: "in_progress", startedOn: stage.startedOn ?? today, doneOn: null, delayReason: null },
    done: { status: "done", startedOn: stage.startedOn ?? today, doneOn: today, delayReason: null },
    delayed: { status: "delayed", doneOn: null, delayReason: change.to === "delayed" ? change.reason : null },
  } satisfies Record<ProjectStageStatus, Partial<ProjectStageRow>>;
  const [updated] = await db
    .update(projectStages)
    .set({ ...values[change.to] })
    .where(and(eq(projectStages.id, stageId), eq(projectStages.projectId, projectId)))
    .returning();
  return updated ? { ok: true, stage: updated } : { ok: false, reason: "not-found" };
}

/** The planned date and the homeowner's note of a stage; false when it is not this project's. */
export async function planStage(
  db: DbOrTx,
  projectId: number,
  stageId: number,
  plan: { plannedOn: string | null; homeownerNote: string | null },
): Promise<boolean> {
  const rows = await db
    .update(projectStages)
    .set({ ...plan })
    .where(and(eq(projectStages.id, stageId), eq(projectStages.projectId, projectId)))
    .returning({ id: projectStages.id });
  return rows.length > 0;
}

/**
 * Moves a stage one place up or down, numbering the whole list again (positions may have gaps after removals).
 * False when the stage is not this project's; true (nothing to do) at either end.
 */
export async function moveStage(
  db: Database,
  projectId: number,
  stageId: number,
  direction: "up" | "down",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stages = await tx
      .select({ id: projectStages.id })
      .from(projectStages)
      .where(eq(projectStages.projectId, projectId))
      .orderBy(asc(projectStages.position), asc(projectStages.id))
      .for("update");
    const from = stages.findIndex((stage) => stage.id === stageId);
    if (from < 0) return false;
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= stages.length) return true;
    [stages[from], stages[to]] = [stages[to]!, stages[from]!];
    for (const [position, stage] of stages.entries()) {
      await tx.update(projectStages).set({ position }).where(eq(projectStages.id, stage.id));
    }
    return true;
  });
}

/** A stage staff name themselves, at the end of the list. */
export async function addCustomStage(
  db: DbOrTx,
  projectId: number,
  stage: { title: string; plannedOn: string | null },
): Promise<ProjectStageRow> {
  const [row] = await db
    .insert(projectStages)
    .values({
      projectId,
      kind: "custom",
      title: stage.title,
      plannedOn: stage.plannedOn,
      position: sql`(select coalesce(max(${projectStages.position}) + 1, 0) from ${projectStages} where ${projectStages.projectId} = ${projectId})`,
    })
    .returning();
  return row!;
}

/** Removes a stage (its photos stay with the project, under no stage); false when it is not this project's. */
export async function removeStage(db: DbOrTx, projectId: number, stageId: number): Promise<boolean> {
  const rows = await db
    .delete(projectStages)
    .where(and(eq(projectStages.id, stageId), eq(projectStages.projectId, projectId)))
    .returning({ id: projectStages.id });
  return rows.length > 0;
}
