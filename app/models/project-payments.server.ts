// The payments staff record against a project's milestones (and remove when recorded by mistake).
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "#db/index.server.ts";
import { projectPayments } from "#db/schema/index.ts";

export type ProjectPaymentRow = typeof projectPayments.$inferSelect;

export async function recordProjectPayment(
  db: DbOrTx,
  payment: Omit<typeof projectPayments.$inferInsert, "id" | "createdAt">,
): Promise<ProjectPaymentRow> {
  const [row] = await db.insert(projectPayments).values(payment).returning();
  return row!;
}

export async function removeProjectPayment(db: DbOrTx, projectId: number, paymentId: number): Promise<boolean> {
  const rows = await db
    .delete(projectPayments)
    .where(and(eq(projectPayments.id, paymentId), eq(projectPayments.projectId, projectId)))
    .returning({ id: projectPayments.id });
  return rows.length > 0;
}
