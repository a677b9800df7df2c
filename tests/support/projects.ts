// Pool projects for the integration tests: a won lead (a contract of $48,500 signed 2026-03-02) and its project
// started as staff start one, with the standard stages.
import { startProject } from "~/models/projects.server";
import { getTestApp } from "../setup/test-app.ts";
import { insertLeadRow } from "./leads.ts";

const TEST_CONTRACT_CENTS = 4_850_000;

export async function startTestProject({
  startedById,
  language = "en",
  salesRepId = null,
}: {
  startedById: number;
  language?: "en" | "es";
  salesRepId?: number | null;
}) {
  const { db } = await getTestApp();
  const leadId = await insertLeadRow({
    firstName: "Marisol",
    lastName: "Test",
    email: `project-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    status: "won",
    wonValueCents: TEST_CONTRACT_CENTS,
    wonSignedOn: "2026-03-02",
    language,
    salesRepId,
  });
  const started = await startProject(db, {
    leadId,
    poolId: null,
    poolName: "Test Shell 16",
    color: "Sapphire",
    address: "12 Palm Way, Ocala, FL",
    startedById,
  });
  if (!started.ok) throw new Error(`project not started: ${started.reason}`);
  return started.project;
}
