import { Link } from "react-router";
import { AdminPanel } from "~/components/admin/admin-shell";
import { FormMessage, secondaryButtonClass } from "~/components/admin/admin-form";
import { TaskTimingBadge, TaskToggleButton } from "~/components/admin/leads/lead-tasks";
import type { MyTasksData, OwnerTaskView } from "~/lib/leads/lead-desk-views";

function TaskList({ tasks, empty, action }: { tasks: readonly OwnerTaskView[]; empty: string; action: string }) {
  if (tasks.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {tasks.map((task) => (
        <li
          key={task.id}
          className="flex items-start justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
        >
          <div className="min-w-0 text-sm">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                to={`/admin/leads/${task.leadId}#tasks`}
                className="font-semibold text-ocean-800 underline-offset-2 hover:underline [overflow-wrap:anywhere]"
              >
                {task.leadName}
              </Link>
              <TaskTimingBadge timing={task.timing} />
            </p>
            <p className="font-medium text-slate-900">{task.kindLabel}</p>
            <p className="text-slate-700">
              <time dateTime={task.dueIso}>{task.due}</time>
            </p>
            {task.note && <p className="whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">{task.note}</p>}
          </div>
          <TaskToggleButton task={task} action={action} />
        </li>
      ))}
    </ul>
  );
}

/** My tasks: overdue, today and the next 7 days; a manager's picker of whose tasks (a plain GET form). */
export function MyTasks({ data, action, failure }: { data: MyTasksData; action: string; failure?: string }) {
  return (
    <div className="flex flex-col gap-5">
      {data.ownerOptions.length > 0 && (
        <form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="task-owner" className="text-sm font-semibold text-slate-800">
              Whose tasks
            </label>
            <select
              id="task-owner"
              name="owner"
              defaultValue={String(data.ownerId)}
              className="mt-1 block min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-200 focus:outline-none"
            >
              {data.ownerOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryButtonClass}>
            Show
          </button>
        </form>
      )}
      <FormMessage message={failure} />
      <AdminPanel title={`Overdue (${data.overdue.length})`}>
        <TaskList tasks={data.overdue} empty="Nothing overdue." action={action} />
      </AdminPanel>
      <AdminPanel title={`Today (${data.today.length})`}>
        <TaskList tasks={data.today} empty="Nothing else due today." action={action} />
      </AdminPanel>
      <AdminPanel title={`Next 7 days (${data.upcoming.length})`}>
        <TaskList tasks={data.upcoming} empty="Nothing due in the next 7 days." action={action} />
      </AdminPanel>
    </div>
  );
}
