// Moving a lead to another office by hand (the lead page): the office, the rep who works it, the history entry and
// the new rep's notice, in one transaction.
import { and, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "#db/index.server.ts";
import { adminUsers, leads } from "#db/schema/index.ts";
import type { OfficeId } from "~/lib/company/offices";
import { type Office, getOffice } from "~/lib/company/company-profile";
import { officeMoveNote } from "~/lib/leads/lead-office-routing";
import { loadCompany } from "./company.server";
import { salesRepTurns } from "./lead-assignment.server";
import { recordLeadNote } from "./lead-changes.server";
import { enqueueLeadReassigned } from "./lead-notifications.server";
import { branchDetailsOf } from "./leads.server";

export type OfficeMoveResult =
  | { kind: "not-found" }
  | { kind: "unchanged"; office: Office }
  | {
      kind: "moved";
      office: Office;
      rep: { id: number; name: string } | null;
      repChanged: boolean;
      /** What the history says: "Moved to the Orlando office; assigned to jane". */
      note: string;
    };

async function isActiveSalesRepOf(tx: DbOrTx, userId: number, officeId: OfficeId): Promise<boolean> {
  const [row] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(
        eq(adminUsers.id, userId),
        eq(adminUsers.role, "sales"),
        eq(adminUsers.isActive, true),
        eq(adminUsers.officeId, officeId),
      ),
    );
  return !!row;
}

/**
 * Moves a lead to an office (its rule becomes "staff"). A rep who sells for that office keeps the lead; otherwise it
 * goes to the office's next rep in turn, who is told, or stays unassigned when the office has none. Spam takes no
 * rep's turn. The move is written to the lead's history.
 */
export async function moveLeadToOffice(
  db: Database,
  { leadId, officeId, staffId, now = new Date() }: { leadId: number; officeId: OfficeId; staffId: number; now?: Date },
): Promise<OfficeMoveResult> {
  const office = getOffice(await loadCompany(db), officeId);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, nearestBranch: leads.nearestBranch, salesRepId: leads.salesRepId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return { kind: "not-found" } as const;
    if (lead.nearestBranch === office.branchLabel) return { kind: "unchanged", office } as const;

    const keepsRep = lead.salesRepId !== null && (await isActiveSalesRepOf(tx, lead.salesRepId, officeId));
    const repId = keepsRep
      ? lead.salesRepId
      : lead.status === "spam"
        ? null
        : ((await salesRepTurns(tx, officeId))[0] ?? null);
    const repChanged = repId !== lead.salesRepId;
    await tx
      .update(leads)
      .set({
        nearestBranch: office.branchLabel,
        branchDetails: branchDetailsOf(office),
        officeRule: "staff",
        salesRepId: repId,
        updatedAt: now,
      })
      .where(eq(leads.id, leadId));
    const [rep] = repId
      ? await tx
          .select({ id: adminUsers.id, name: adminUsers.username })
          .from(adminUsers)
          .where(eq(adminUsers.id, repId))
      : [];
    if (rep && repChanged) await enqueueLeadReassigned(tx, leadId, rep.id);
    const note = officeMoveNote(office.name, rep ? { name: rep.name, kept: keepsRep } : null);
    await recordLeadNote(tx, { leadId, status: lead.status, note, staffId, now });
    return { kind: "moved", office, rep: rep ?? null, repChanged, note } as const;
  });
}
