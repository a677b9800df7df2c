// Pool projects for tests: a won lead (as the desk marks one, with its contract value and signing date) and the
// project started from it as staff start one, with the standard stages planned from that date.
import { eq } from "drizzle-orm";
import { leads } from "#db/schema/index.ts";
import { type ProjectRow, startProject } from "~/models/projects.server";
import { getTestApp } from "../setup/test-app.ts";
import { type TestLeadOptions, makeLead, uniqueSource } from "./leads.ts";
import { createTestStaff } from "./staff-sessions.ts";

export interface TestProjectOptions extends Partial<TestLeadOptions> {
  /** Contract value in cents ($48,500.00 unless given). */
  contractCents?: number;
  signedOn?: string;
  /** The pool and color as sold (null: none). */
  poolName?: string | null;
  color?: string | null;
  /** The staff member who starts it: a new operations manager unless given. */
  startedById?: number;
}

/** A won lead with its contract, and the project started from it with the standard stages, as stored. */
export async function makeProject(options: TestProjectOptions = {}): Promise<ProjectRow> {
  const { db } = await getTestApp();
  const { contractCents, signedOn, poolName, color, startedById, ...lead } = options;
  const address = lead.address ?? "1200 Palm Way, Ocala, FL 34471";
  const leadId = await makeLead({
    email: `owner-${uniqueSource("p")}@example.com`,
    nearestBranch: "OCALA",
    ...lead,
    address,
    sourcePage: lead.sourcePage ?? uniqueSource("project"),
  });
  await db
    .update(leads)
    .set({ status: "won", wonValueCents: contractCents ?? 4_850_000, wonSignedOn: signedOn ?? "2026-03-02" })
    .where(eq(leads.id, leadId));
  const started = await startProject(db, {
    leadId,
    poolId: null,
    poolName: poolName === undefined ? "Ariel 16" : poolName,
    color: color === undefined ? "Sapphire Blue" : color,
    address,
    startedById: startedById ?? (await createTestStaff("operations")).id,
  });
  if (!started.ok) throw new Error(`project not started: ${started.reason}`);
  return started.project;
}
