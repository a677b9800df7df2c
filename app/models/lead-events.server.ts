import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import type { LeadEventKind, LeadHistoryActor } from "#db/schema/enums.ts";
import { adminUsers, leadEvents } from "#db/schema/index.ts";

export interface NewLeadEvent {
  leadId: number;
  kind: LeadEventKind;
  /** The line as the history shows it, e.g. "Task done: Call back (due Dec 2, 2026)". */
  note: string;
  actor?: LeadHistoryActor;
  actorId?: number | null;
  taskId?: number | null;
}

/** Adds lines to leads' histories (tasks, merges), in one statement. */
export async function recordLeadEvents(db: DbOrTx, events: NewLeadEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(leadEvents).values(
    events.map((event) => ({
      leadId: event.leadId,
      kind: event.kind,
      note: event.note.slice(0, 500),
      actor: event.actor ?? "staff",
      actorId: event.actorId ?? null,
      taskId: event.taskId ?? null,
    })),
  );
}

export interface LeadEventRow {
  id: number;
  kind: string;
  note: string;
  actor: string;
  actorName: string | null;
  createdAt: Date;
}

/** A lead's history lines of every kind (tasks, merges), oldest first, with who made them. */
export async function listLeadEvents(db: DbOrTx, leadId: number): Promise<LeadEventRow[]> {
  return db
    .select({
      id: leadEvents.id,
      kind: leadEvents.kind,
      note: leadEvents.note,
      actor: leadEvents.actor,
      actorName: adminUsers.username,
      createdAt: leadEvents.createdAt,
    })
    .from(leadEvents)
    .leftJoin(adminUsers, eq(adminUsers.id, leadEvents.actorId))
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
}
