// Speed to lead on the dashboard: each lead's wait for its first contact in its office's hours (the company
// profile's), grouped per rep and per office, and how much office time the leads still waiting have waited.
import type { Database } from "#db/index.server.ts";
import { type Company, findOfficeByBranchLabel } from "~/lib/company/company-profile";
import type { OpeningHours } from "~/lib/company/company-profile";
import { OFFICE_IDS, findOfficeLocation } from "~/lib/company/offices";
import { officeTimeBetween } from "~/lib/company/office-minutes";
import { type SpeedToLeadGroup, type SpeedToLeadWait, groupSpeedToLead } from "~/lib/leads/speed-to-lead";
import { loadCompany } from "~/models/company.server";
import { type UncontactedLead, listSpeedToLeadRows } from "~/models/lead-stats.server";
import type { LeadViewer } from "~/models/lead-visibility.server";

export interface SpeedToLead {
  byRep: SpeedToLeadGroup[];
  byOffice: SpeedToLeadGroup[];
  /** Office time each waiting lead (by id) has waited so far. */
  waitingOfficeMs: Map<number, number>;
}

/** The hours a lead's wait is counted in: its office's; a lead without one, the main office's. */
function hoursOf(company: Company, branch: string | null): OpeningHours {
  return (findOfficeByBranchLabel(company, branch) ?? company.primaryOffice).openingHours;
}

const UNASSIGNED = "Unassigned";
const UNKNOWN_OFFICE = "unknown";

export async function getSpeedToLead(
  db: Database,
  viewer: LeadViewer,
  { from, now, waiting }: { from: Date | null; now: Date; waiting: readonly UncontactedLead[] },
): Promise<SpeedToLead> {
  const [company, rows] = await Promise.all([loadCompany(db), listSpeedToLeadRows(db, viewer, from)]);
  const byRep: SpeedToLeadWait[] = [];
  const byOffice: SpeedToLeadWait[] = [];
  for (const row of rows) {
    const waitMs = row.firstContactedAt
      ? officeTimeBetween(row.createdAt, row.firstContactedAt, hoursOf(company, row.branch))
      : null;
    const rep = row.salesRepId === null ? null : { key: String(row.salesRepId), label: row.salesRepName ?? "" };
    byRep.push({ key: rep?.key ?? "none", label: rep?.label ?? UNASSIGNED, waitMs });
    const office = findOfficeLocation(row.branch);
    byOffice.push({ key: office?.id ?? UNKNOWN_OFFICE, label: office?.name ?? "Unknown", waitMs });
  }
  const officeOrder = [...OFFICE_IDS, UNKNOWN_OFFICE] as string[];
  return {
    // Reps by name, the unassigned leads last; offices in their usual order.
    byRep: groupSpeedToLead(byRep).sort((a, b) =>
      a.key === "none" ? 1 : b.key === "none" ? -1 : a.label.localeCompare(b.label),
    ),
    byOffice: groupSpeedToLead(byOffice).sort((a, b) => officeOrder.indexOf(a.key) - officeOrder.indexOf(b.key)),
    waitingOfficeMs: new Map(
      waiting.map((lead) => [lead.id, officeTimeBetween(lead.createdAt, now, hoursOf(company, lead.branch))]),
    ),
  };
}
