// The projects board: each project the viewer may see, in the column of the stage it is at (the first not done),
// handed-over projects last; a card is marked late when any of its stages is.
import type { Database } from "#db/index.server.ts";
import type { ProjectBoardColumn, ProjectCardView } from "~/lib/projects/project-desk-views";
import { STANDARD_STAGES, type StageState, currentStage, stageIsLate } from "~/lib/projects/project-stages";
import type { LeadViewer } from "~/models/lead-visibility.server";
import { listBoardProjects } from "~/models/projects.server";
import { stageName, writtenDay } from "./project-desk-format.server";

const OTHER_STAGES = "custom";
const HANDED_OVER = "handed-over";

type BoardProject = Awaited<ReturnType<typeof listBoardProjects>>[number];

function cardOf(project: BoardProject, today: string, canManage: boolean): { column: string; card: ProjectCardView } {
  const stages = project.stages as (BoardProject["stages"][number] & StageState)[];
  const current = currentStage(stages);
  const day = current ? current.plannedOn : (stages.at(-1)?.doneOn ?? null);
  const when = writtenDay(day);
  return {
    column: current
      ? current.kind === "custom"
        ? OTHER_STAGES
        : current.kind
      : stages.length
        ? HANDED_OVER
        : OTHER_STAGES,
    card: {
      id: project.id,
      leadId: project.leadId,
      homeowner: [project.firstName, project.lastName].filter(Boolean).join(" "),
      pool: project.poolName,
      rep: project.repName,
      when: when && (current ? `Planned ${when}` : `Handed over ${when}`),
      whenIso: day,
      late: stages.some((stage) => stageIsLate(stage, today)),
      pageHref: canManage ? `/admin/projects/${project.id}` : null,
    },
  };
}

function byUrgency(a: ProjectCardView, b: ProjectCardView): number {
  if (a.late !== b.late) return a.late ? -1 : 1;
  return (a.whenIso ?? "9999").localeCompare(b.whenIso ?? "9999") || a.id - b.id;
}

/** The board's columns, in the order of an installation; the other-stages column only when a project is at one. */
export async function projectBoard(
  db: Database,
  viewer: Pick<LeadViewer, "id" | "role" | "officeId">,
  options: { today: string; canManage: boolean },
): Promise<{ columns: ProjectBoardColumn[]; total: number; lateCount: number }> {
  const projects = await listBoardProjects(db, viewer);
  const columns: ProjectBoardColumn[] = [
    ...STANDARD_STAGES.map((stage) => ({
      key: stage.kind,
      title: stageName({ kind: stage.kind, title: null }),
      cards: [],
    })),
    { key: OTHER_STAGES, title: "Other stages", cards: [] },
    { key: HANDED_OVER, title: "Handed over", cards: [] },
  ];
  let lateCount = 0;
  for (const project of projects) {
    const { column, card } = cardOf(project, options.today, options.canManage);
    if (card.late) lateCount += 1;
    columns.find((entry) => entry.key === column)!.cards.push(card);
  }
  // Within a column, what needs attention first: late cards, then the soonest date.
  for (const column of columns) column.cards.sort(byUrgency);
  return {
    columns: columns.filter((column) => column.key !== OTHER_STAGES || column.cards.length > 0),
    total: projects.length,
    lateCount,
  };
}
