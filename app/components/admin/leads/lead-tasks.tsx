import { Check, RotateCcw } from "lucide-react";
import { Form } from "react-router";
import {
  AdminSelectField,
  AdminTextField,
  FormMessage,
  SubmitButton,
  secondaryButtonClass,
  useSchemaForm,
} from "~/components/admin/admin-form";
import { LEAD_TASK_KINDS, LEAD_TASK_KIND_LABELS, LEAD_TASK_NOTE_MAX } from "~/lib/leads/lead-tasks";
import { LeadTaskSchema } from "~/lib/schemas/lead-tasks";
import { leadSectionHash } from "~/lib/leads/lead-page-sections";
import type { LeadActionFailure, LeadTaskFormDefaults, LeadTaskView, Option } from "~/lib/leads/lead-desk-views";

const KIND_OPTIONS = LEAD_TASK_KINDS.map((kind) => ({ value: kind, label: LEAD_TASK_KIND_LABELS[kind] }));

const TIMING_BADGES = {
  overdue: { label: "Overdue", className: "bg-red-50 text-red-800 ring-red-300" },
  today: { label: "Today", className: "bg-amber-50 text-amber-900 ring-amber-300" },
} as const;

/** "Overdue" or "Today" beside a task's due time (none for later ones). */
export function TaskTimingBadge({ timing }: { timing: LeadTaskView["timing"] }) {
  if (timing !== "overdue" && timing !== "today") return null;
  const badge = TIMING_BADGES[timing];
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold whitespace-nowrap ring-1 ring-inset ${badge.className}`}
    >
      {badge.label}
    </span>
  );
}

/**
 * Done or Reopen: one tap, a plain form posting the task's id to `action` (the lead page's tasks section, or My
 * tasks). Named for the task, so a screen reader says which one it is.
 */
export function TaskToggleButton({ task, action }: { task: LeadTaskView; action: string }) {
  const done = task.status === "open";
  const intent = done ? "task-done" : "task-reopen";
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="taskId" value={task.id} />
      <input type="hidden" name="leadId" value={task.leadId} />
      <SubmitButton
        intent={intent}
        busyLabel="Saving..."
        className={`${secondaryButtonClass} min-h-11`}
        ariaLabel={`${done ? "Done" : "Reopen"}: ${task.kindLabel}, due ${task.due}`}
      >
        {done ? <Check aria-hidden="true" className="size-4" /> : <RotateCcw aria-hidden="true" className="size-4" />}
        {done ? "Done" : "Reopen"}
      </SubmitButton>
    </Form>
  );
}

function TaskLine({ task }: { task: LeadTaskView }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
        {task.kindLabel}
        <TaskTimingBadge timing={task.timing} />
      </p>
      <p className="text-slate-700">
        <time dateTime={task.dueIso}>{task.due}</time>
        {task.owner && <> · for {task.owner}</>}
      </p>
      {task.note && <p className="whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">{task.note}</p>}
      {task.finished && <p className="text-xs text-slate-600">{task.finished}</p>}
    </div>
  );
}

/** A lead's tasks: the open ones with Done, the finished ones with Reopen (a done one), and the form to add one. */
export function LeadTasks({
  open,
  finished,
  ownerOptions,
  defaults,
  suggested,
  failure,
}: {
  open: readonly LeadTaskView[];
  finished: readonly LeadTaskView[];
  ownerOptions: readonly Option[];
  defaults: LeadTaskFormDefaults;
  suggested: boolean;
  failure?: LeadActionFailure | undefined;
}) {
  const addFailure = failure?.intent === "task-add" ? failure : undefined;
  const toggleFailure = failure?.intent === "task-done" || failure?.intent === "task-reopen" ? failure : undefined;
  const form = useSchemaForm(LeadTaskSchema, addFailure?.errors);
  const values: Record<string, string | undefined> = { ...defaults, ...addFailure?.values };
  const errors = form.errors;
  const toggleAction = leadSectionHash("task-done");
  return (
    <>
      <FormMessage message={toggleFailure?.message} />
      {open.length === 0 ? (
        <p className="text-sm text-slate-600">No open tasks.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Open tasks">
          {open.map((task) => (
            <li
              key={task.id}
              className="flex items-start justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
            >
              <TaskLine task={task} />
              <TaskToggleButton task={task} action={toggleAction} />
            </li>
          ))}
        </ul>
      )}
      {finished.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">Done and closed</h3>
          <ul className="flex flex-col gap-2" aria-label="Done and closed tasks">
            {finished.map((task) => (
              <li
                key={task.id}
                className="flex items-start justify-between gap-3 rounded-md border border-slate-200 px-3 py-2"
              >
                <TaskLine task={task} />
                {task.status === "done" && <TaskToggleButton task={task} action={toggleAction} />}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-5 mb-2 border-t border-slate-200 pt-4 text-sm font-semibold text-slate-900">Add a task</h3>
      {suggested && (
        <p className="mb-3 rounded-md border border-ocean-200 bg-ocean-50 px-3 py-2 text-sm text-ocean-900">
          The proposal is out: a follow-up call in 3 days is filled in below. Change it as you like, then add it.
        </p>
      )}
      {/* Keyed by what it starts with and by the tasks there are: after an add it starts empty again, and a
          suggestion arriving after a save fills a fresh form. */}
      <Form
        key={`${open.length + finished.length}-${values.kind}-${values.dueOn}-${values.note}`}
        method="post"
        action={leadSectionHash("task-add")}
        preventScrollReset
        noValidate
        onSubmit={form.onSubmit}
        className="flex flex-col gap-3"
      >
        <FormMessage message={addFailure?.message} />
        <AdminSelectField
          label="Task"
          name="kind"
          options={KIND_OPTIONS}
          defaultValue={values.kind}
          error={errors.kind}
        />
        <div className="grid grid-cols-2 gap-3">
          <AdminTextField
            label="Due date"
            name="dueOn"
            type="date"
            required
            defaultValue={values.dueOn}
            error={errors.dueOn}
          />
          <AdminTextField
            label="Time (optional)"
            name="dueTime"
            type="time"
            step={900}
            defaultValue={values.dueTime}
            error={errors.dueTime}
            hint="Eastern time; empty: any time that day"
          />
        </div>
        <AdminSelectField
          label="For"
          name="ownerId"
          options={ownerOptions}
          defaultValue={values.ownerId}
          error={errors.ownerId}
        />
        <AdminTextField
          label="Note (optional)"
          name="note"
          maxLength={LEAD_TASK_NOTE_MAX}
          autoComplete="off"
          defaultValue={values.note}
          error={errors.note}
        />
        <div>
          <SubmitButton intent="task-add" busyLabel="Adding...">
            Add task
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
