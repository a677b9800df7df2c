import type { Database } from "#db/index.server.ts";
import { floridaTownOfZip } from "~/lib/company/zip-codes.server";
import { leadTaskKindLabel } from "~/lib/leads/lead-tasks";
import { leadPlace } from "~/lib/leads/lead-town";
import { type StaffPushMessage, taskDuePushMessage } from "~/lib/staff/staff-push-message";
import { loadCompany } from "~/models/company.server";
import type { JobRow } from "~/models/jobs.server";
import { TASK_DUE_JOB, findTaskForDuePush } from "~/models/lead-tasks.server";

/** The job runner's alert: e-mail (none here), then a push to the given staff's devices, retried per device. */
type StaffAlert = (
  job: JobRow,
  email: null,
  push: { staff: () => Promise<number[]>; message: () => Promise<StaffPushMessage> },
) => Promise<void>;

/**
 * The push a task's owner gets when it falls due. Nothing is pushed for a task done or closed meanwhile, one whose
 * due time was changed since the job was queued (the new time has its own job), or one whose owner left.
 */
export function leadTaskJobs({ db, alert }: { db: Database; alert: StaffAlert }) {
  return {
    async [TASK_DUE_JOB](job: JobRow) {
      const { taskId, dueAt } = job.payload as { taskId?: unknown; dueAt?: unknown };
      if (typeof taskId !== "number" || typeof dueAt !== "string") throw new Error(`job ${job.id} has no task`);
      const task = await findTaskForDuePush(db, taskId);
      if (!task || task.status !== "open" || task.dueAt.toISOString() !== dueAt) return;
      if (task.ownerId === null || !task.ownerActive) return;
      const ownerId = task.ownerId;
      await alert(job, null, {
        staff: async () => [ownerId],
        message: async () => {
          const place = leadPlace(task.lead, await loadCompany(db), floridaTownOfZip);
          return taskDuePushMessage({ id: task.id, kindLabel: leadTaskKindLabel(task.kind) }, task.lead, place);
        },
      });
    },
  } satisfies Record<string, (job: JobRow) => Promise<void>>;
}
