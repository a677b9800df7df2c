import { LeadTag } from "~/components/admin/leads/lead-status-pill";
import type { ProjectStageView } from "~/lib/projects/project-desk-views";

const STATUS_TONES: Record<ProjectStageView["status"], string> = {
  planned: "bg-slate-100 text-slate-800 ring-slate-300",
  in_progress: "bg-sky-50 text-sky-900 ring-sky-300",
  done: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  delayed: "bg-amber-50 text-amber-900 ring-amber-300",
};

/** A project's stages in order: planned and actual dates, status, the delay reason, late and current marked. */
export function LeadProjectTimeline({
  stages,
  currentStageId,
}: {
  stages: readonly ProjectStageView[];
  currentStageId: number | null;
}) {
  if (stages.length === 0) return <p className="text-sm text-slate-600">No stages.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Project stages">
      {stages.map((stage) => (
        <li
          key={stage.id}
          aria-current={stage.id === currentStageId ? "step" : undefined}
          className={`rounded-md border px-3 py-2 ${stage.late ? "border-red-300 bg-red-50" : "border-slate-200 bg-slate-50"}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold text-slate-900">{stage.name}</span>
            <span
              className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[stage.status]}`}
            >
              {stage.statusLabel}
            </span>
            {stage.late && <LeadTag tone="red">Late</LeadTag>}
            {stage.id === currentStageId && <LeadTag>Next</LeadTag>}
          </div>
          <p className="mt-1 text-xs text-slate-700">
            {stage.planned ? (
              <>
                Planned <time dateTime={stage.plannedIso ?? undefined}>{stage.planned}</time>
              </>
            ) : (
              "No planned date"
            )}
            {stage.started && <> · Started {stage.started}</>}
            {stage.done && <> · Done {stage.done}</>}
          </p>
          {stage.delayReason && stage.status === "delayed" && (
            <p className="mt-1 text-xs text-amber-900">
              <span className="font-semibold">Delay, as the homeowner reads it:</span> {stage.delayReason}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
