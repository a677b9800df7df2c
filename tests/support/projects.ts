// Pool projects for tests: a won lead (as the desk marks one) and its project, started as staff start it.
import { eq } from "drizzle-orm";
import { leads } from "#db/schema/index.ts";
import { type ProjectRow, startProject } from "~/models/projects.server";
import { getTestApp } from "../setup/test-app.ts";
import { type TestLeadOptions, makeLead, uniqueSource } from "./leads.ts";

export interface TestProjectOptions extends Partial<TestLeadOptions> {
  /** Contract value in cents ($48,500.00 unless given). */
  contractCents?: number;
  signedOn?: string;
  /** The staff member who starts it (the lead's id space has no staff; any existing admin_users id). */
  startedById: number;
}

/** A won lead with its contract, and the project started from it with the standard stages, as stored. */
export async function makeProject(options: TestProjectOptions): Promise<ProjectRow> {
  const { db } = await getTestApp();
  const leadId = await makeLead({
    email: `owner-${uniqueSource("p")}@example.com`,
    address: "1200 Palm Way, Ocala, FL 34471",
    nearestBranch: "OCALA",
    ...options,
    sourcePage: options.sourcePage ?? uniqueSource("project"),
  });
  await db
    .update(leads)
    .set({
      status: "won",
      wonValueCents: options.contractCents ?? 4_850_000,
      wonSignedOn: options.signedOn ?? "2026-03-02",
    })
    .where(eq(leads.id, leadId));
  const started = await startProject(db, {
    leadId,
    poolId: null,
    poolName: "Ariel 16",
    color: "Sapphire Blue",
    address: "1200 Palm Way, Ocala, FL 34471",
    startedById: options.startedById,
  });
  if (!started.ok) throw new Error(`project not started: ${started.reason}`);
  return started.project;
}
