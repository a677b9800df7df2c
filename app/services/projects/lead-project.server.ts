// The project part of a won lead's page: the start form (its pool, color and address proposed from the lead), or
// the project's timeline and messages; and starting the project, its link e-mail queued with it.
import type { Database } from "#db/index.server.ts";
import type { LeadProjectSection } from "~/lib/projects/project-desk-views";
import { type StageState, currentStage } from "~/lib/projects/project-stages";
import { formatDollars } from "~/lib/leads/lead-outcome";
import { listActivePools } from "~/models/pools.server";
import { addProjectMessage } from "~/models/project-messages.server";
import { queueProjectLink, queueProjectMessage } from "~/models/project-notices.server";
import {
  type NewProject,
  findProjectOfLead,
  loadProjectView,
  proposedProjectPool,
  startProject,
} from "~/models/projects.server";
import { messageView, stageView, writtenDay } from "./project-desk-format.server";

interface LeadForProject {
  id: number;
  status: string;
  wonValueCents: number | null;
  wonSignedOn: string | null;
  address: string | null;
  zip: string | null;
}

/** The lead's address as a project starts with it: the street line, and the ZIP code when the line lacks it. */
function proposedAddress(lead: Pick<LeadForProject, "address" | "zip">): string {
  const street = lead.address?.trim() ?? "";
  if (!lead.zip || street.includes(lead.zip)) return street;
  return street ? `${street} ${lead.zip}` : "";
}

export async function leadProjectSection(
  db: Database,
  lead: LeadForProject,
  viewer: { canManage: boolean; today: string },
): Promise<LeadProjectSection> {
  const project = await findProjectOfLead(db, lead.id);
  if (!project) {
    if (lead.status !== "won") return { kind: "none" };
    const [proposed, pools] = await Promise.all([proposedProjectPool(db, lead.id), listActivePools(db)]);
    const poolOptions = pools.map((pool) => ({ value: String(pool.id), label: pool.name }));
    // A pool sold before it left the catalogue stays on offer for this lead.
    if (proposed.poolId && !pools.some((pool) => pool.id === proposed.poolId)) {
      poolOptions.unshift({ value: String(proposed.poolId), label: proposed.poolName ?? `Pool ${proposed.poolId}` });
    }
    return {
      kind: "start",
      canStart: viewer.canManage,
      hasOutcome: lead.wonValueCents !== null && lead.wonSignedOn !== null,
      poolOptions,
      defaults: {
        poolId: proposed.poolId ? String(proposed.poolId) : "",
        color: proposed.color ?? "",
        address: proposedAddress(lead),
      },
    };
  }
  const view = await loadProjectView(db, project);
  if (!view) return { kind: "none" };
  const stages = view.stages.map((stage) => stageView(stage, viewer.today));
  return {
    kind: "project",
    id: project.id,
    pageHref: viewer.canManage ? `/admin/projects/${project.id}` : null,
    pool: project.poolName,
    color: project.color,
    address: project.address,
    contract: formatDollars(project.contractCents),
    signed: writtenDay(project.signedOn),
    stages,
    currentStageId: currentStage(view.stages as (StageState & { id: number })[])?.id ?? null,
    lateCount: stages.filter((stage) => stage.late).length,
    messages: view.messages.map(messageView),
  };
}

/**
 * The pool a start form may name: an active pool of the catalogue, or the one the lead already proposes (a pool
 * sold before it left the catalogue). Undefined for any other id.
 */
export async function poolForProject(db: Database, leadId: number, poolId: number) {
  const pools = await listActivePools(db);
  const active = pools.find((pool) => pool.id === poolId);
  if (active) return { poolId: active.id, poolName: active.name };
  const proposed = await proposedProjectPool(db, leadId);
  return proposed.poolId === poolId ? { poolId, poolName: proposed.poolName } : undefined;
}

/** Starts the project and queues the homeowner's link e-mail in the same transaction: never one without the other. */
export async function startLeadProject(db: Database, input: NewProject) {
  return db.transaction(async (tx) => {
    const result = await startProject(tx, input);
    if (result.ok) await queueProjectLink(tx, result.project, "started");
    return result;
  });
}

/** A staff member's answer to the homeowner, and its e-mail queued with it. Undefined when the lead has no project. */
export async function replyToHomeowner(db: Database, input: { leadId: number; staffUserId: number; body: string }) {
  return db.transaction(async (tx) => {
    const project = await findProjectOfLead(tx, input.leadId);
    if (!project) return undefined;
    const message = await addProjectMessage(tx, {
      projectId: project.id,
      author: "staff",
      staffUserId: input.staffUserId,
      body: input.body,
    });
    await queueProjectMessage(tx, project, { id: message.id, author: "staff" });
    return message;
  });
}
