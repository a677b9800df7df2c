// The project's stages for managers: each with its status, dates and late mark, the buttons that move it along
// (started, done and delayed are e-mailed to the homeowner), its plan (date, homeowner's note), its place in the
// order; and a form to add a stage of the office's own.
import { ArrowDown, ArrowUp } from "lucide-react";
import { Form } from "react-router";
import { AdminTextField, FormMessage, SubmitButton, dangerButtonClass } from "~/components/admin/admin-form";
import type { ProjectActionFailure } from "~/lib/projects/project-page-sections";
import { STAGE_TEXT_MAX } from "~/lib/schemas/project-stage";
import { RowButton, RowFailure, TextAreaField, failureFor, sectionAction } from "./project-form-parts";

export interface ProjectStageView {
  id: number;
  name: string;
  status: string;
  statusLabel: string;
  plannedOn: string | null;
  planned: string | null;
  started: string | null;
  done: string | null;
  delayReason: string | null;
  homeownerNote: string | null;
  late: boolean;
  first: boolean;
  last: boolean;
}

const STATUS_TONE: Record<string, string> = {
  planned: "bg-slate-100 text-slate-800",
  in_progress: "bg-sky-100 text-sky-900",
  done: "bg-emerald-100 text-emerald-900",
  delayed: "bg-amber-100 text-amber-900",
};

const smallButton =
  "inline-flex min-h-11 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50";

function StageRow({ stage, failure }: { stage: ProjectStageView; failure: ProjectActionFailure | undefined }) {
  const rowFailure = failureFor(
    failure,
    ["stage-start", "stage-done", "stage-planned", "stage-move", "stage-remove"],
    stage.id,
  );
  const delayFailure = failureFor(failure, ["stage-delay"], stage.id);
  const planFailure = failureFor(failure, ["stage-plan"], stage.id);
  const ref = { name: "stageId", id: stage.id };
  return (
    <li className="rounded-md border border-slate-200 px-3 py-3" aria-label={stage.name}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{stage.name}</h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[stage.status] ?? ""}`}>
          {stage.statusLabel}
        </span>
        {stage.late && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Late</span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Planned {stage.planned ?? "not yet"}
        {stage.started && <> · started {stage.started}</>}
        {stage.done && <> · done {stage.done}</>}
      </p>
      {stage.delayReason && <p className="mt-1 text-sm text-amber-900">Delay: {stage.delayReason}</p>}
      {stage.homeownerNote && (
        <p className="mt-1 text-sm text-slate-700">Note for the homeowner: {stage.homeownerNote}</p>
      )}
      <RowFailure failure={rowFailure} />
      <div className="mt-2 flex flex-wrap gap-2">
        {stage.status !== "in_progress" && stage.status !== "done" && (
          <RowButton
            intent="stage-start"
            {...ref}
            label="Start"
            busyLabel="Starting..."
            ariaLabel={`Start ${stage.name}`}
            className={smallButton}
          />
        )}
        {stage.status !== "done" && (
          <RowButton
            intent="stage-done"
            {...ref}
            label="Done"
            busyLabel="Saving..."
            ariaLabel={`Done: ${stage.name}`}
            className={smallButton}
          />
        )}
        {stage.status !== "planned" && (
          <RowButton
            intent="stage-planned"
            {...ref}
            label="Back to planned"
            busyLabel="Saving..."
            ariaLabel={`Back to planned: ${stage.name}`}
            className={smallButton}
          />
        )}
        {!stage.first && (
          <RowButton
            intent="stage-move"
            {...ref}
            extra={{ direction: "up" }}
            label={<ArrowUp aria-hidden="true" className="size-4" />}
            busyLabel="..."
            ariaLabel={`Move ${stage.name} up`}
            className={smallButton}
          />
        )}
        {!stage.last && (
          <RowButton
            intent="stage-move"
            {...ref}
            extra={{ direction: "down" }}
            label={<ArrowDown aria-hidden="true" className="size-4" />}
            busyLabel="..."
            ariaLabel={`Move ${stage.name} down`}
            className={smallButton}
          />
        )}
      </div>
      <details className="mt-2" open={delayFailure !== undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-ocean-800">Delay this stage</summary>
        <Form
          method="post"
          action={sectionAction("stage-delay")}
          preventScrollReset
          className="mt-2 flex flex-col gap-2"
        >
          <input type="hidden" name="stageId" value={stage.id} />
          <FormMessage message={delayFailure?.message} />
          <TextAreaField
            label="Why it is delayed (the homeowner reads this)"
            name="delayReason"
            required
            maxLength={STAGE_TEXT_MAX.delayReason}
            defaultValue={delayFailure?.values.delayReason ?? stage.delayReason}
            error={delayFailure?.errors.delayReason}
          />
          <div>
            <SubmitButton intent="stage-delay" busyLabel="Saving..." ariaLabel={`Mark delayed: ${stage.name}`}>
              Mark delayed
            </SubmitButton>
          </div>
        </Form>
      </details>
      <details className="mt-2" open={planFailure !== undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-ocean-800">Planned date and note</summary>
        <Form
          method="post"
          action={sectionAction("stage-plan")}
          preventScrollReset
          className="mt-2 flex flex-col gap-2"
        >
          <input type="hidden" name="stageId" value={stage.id} />
          <FormMessage message={planFailure?.message} />
          <AdminTextField
            label="Planned date"
            name="plannedOn"
            type="date"
            defaultValue={planFailure?.values.plannedOn ?? stage.plannedOn ?? ""}
            error={planFailure?.errors.plannedOn}
          />
          <TextAreaField
            label="What else the homeowner must do before it"
            name="homeownerNote"
            maxLength={STAGE_TEXT_MAX.homeownerNote}
            defaultValue={planFailure?.values.homeownerNote ?? stage.homeownerNote}
            error={planFailure?.errors.homeownerNote}
          />
          <div className="flex flex-wrap gap-2">
            <SubmitButton intent="stage-plan" busyLabel="Saving..." ariaLabel={`Save the plan of ${stage.name}`}>
              Save
            </SubmitButton>
          </div>
        </Form>
        <div className="mt-3">
          <RowButton
            intent="stage-remove"
            {...ref}
            label="Remove this stage"
            busyLabel="Removing..."
            className={`${dangerButtonClass} min-h-11`}
          />
        </div>
      </details>
    </li>
  );
}

export function ProjectStages({
  stages,
  failure,
}: {
  stages: readonly ProjectStageView[];
  failure?: ProjectActionFailure | undefined;
}) {
  const addFailure = failureFor(failure, ["stage-add"]);
  return (
    <>
      {stages.length === 0 ? (
        <p className="text-sm text-slate-600">No stages. Add one below.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Stages in order">
          {stages.map((stage) => (
            <StageRow key={stage.id} stage={stage} failure={failure} />
          ))}
        </ol>
      )}
      <Form
        method="post"
        action={sectionAction("stage-add")}
        preventScrollReset
        className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-4"
      >
        <h3 className="text-sm font-semibold text-slate-900">Add a stage</h3>
        <FormMessage message={addFailure?.message} />
        <AdminTextField
          label="Stage name"
          name="title"
          required
          maxLength={STAGE_TEXT_MAX.title}
          defaultValue={addFailure?.values.title}
          error={addFailure?.errors.title}
        />
        <AdminTextField
          label="Planned date (optional)"
          name="plannedOn"
          type="date"
          defaultValue={addFailure?.values.plannedOn}
          error={addFailure?.errors.plannedOn}
        />
        <div>
          <SubmitButton intent="stage-add" busyLabel="Adding...">
            Add stage
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
