// The merge screen (/admin/leads/:leadId/merge): both leads side by side, which one remains, and whether the
// merge may go ahead.
import type { LeadFact } from "~/lib/leads/lead-desk-views";
import { requestTypeLabel } from "~/lib/leads/lead-desk-query";
import { leadStatusLabel } from "~/lib/leads/lead-status";
import { defaultSurvivorId, mergeLeadName, mergeRefusal } from "~/lib/leads/lead-merge";
import { formatStaffDateTime } from "~/lib/staff/staff-display";
import { findOfficeLocation } from "~/lib/company/offices";
import type { LeadMergeSide } from "~/models/lead-merge.server";

export interface LeadMergeSideView {
  id: number;
  name: string;
  status: string;
  facts: LeadFact[];
}

export interface LeadMergePageData {
  survivor: LeadMergeSideView;
  merged: LeadMergeSideView;
  /** Why the merge cannot go ahead as shown (null: it can). */
  refusal: string | null;
  /** The screen with the two leads swapped, when that arrangement is allowed. */
  swapHref: string | null;
  /** The lead page the screen was opened from. */
  backHref: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function sideView(side: LeadMergeSide): LeadMergeSideView {
  const { lead, counts } = side;
  const value = (label: string, text: string | null | undefined, extra: Partial<LeadFact> = {}): LeadFact[] =>
    text ? [{ label, value: text, ...extra }] : [];
  const brings = [
    [counts.history, "status change"],
    [counts.calls, "call"],
    [counts.comments, "comment"],
    [counts.tasks, "task"],
    [counts.appointments, "appointment"],
    [counts.bookings, "consultation booking"],
  ] as const;
  const withIt = [
    ...brings.filter(([n]) => n > 0).map(([n, what]) => plural(n, what)),
    ...(side.interestedPools ? [plural(side.interestedPools, "pool of interest", "pools of interest")] : []),
    ...(side.hasDesign ? ["a design"] : []),
  ];
  return {
    id: lead.id,
    name: mergeLeadName(lead),
    status: lead.status,
    facts: [
      ...value("Lead", `#${lead.id}, ${requestTypeLabel(lead.requestType)}`, { href: `/admin/leads/${lead.id}` }),
      ...value("Status", leadStatusLabel(lead.status)),
      ...value("Received", formatStaffDateTime(lead.createdAt)),
      ...value("Phone", lead.phone),
      ...value("E-mail", lead.email),
      ...value("Address", [lead.address, lead.zip].filter(Boolean).join(", ")),
      ...value("Office", findOfficeLocation(lead.nearestBranch)?.name ?? lead.nearestBranch),
      ...value("Rep", side.salesRepName ?? "Unassigned"),
      ...value("First contact", formatStaffDateTime(lead.firstContactedAt) ?? "Not yet"),
      ...value("Message", lead.message, { wide: true }),
      ...value("Comes with it", withIt.length ? withIt.join(", ") : "Nothing yet", { wide: true }),
    ],
  };
}

/**
 * The screen's data for two leads: the one to keep is `keepId` when staff chose it (swapped), else the default
 * (a won sale, else the older lead).
 */
export function buildLeadMergePage(
  pageLeadId: number,
  a: LeadMergeSide,
  b: LeadMergeSide,
  keepId: number | undefined,
): LeadMergePageData {
  const survivorId = keepId === a.lead.id || keepId === b.lead.id ? keepId : defaultSurvivorId(a.lead, b.lead);
  const [survivor, merged] = survivorId === a.lead.id ? [a, b] : [b, a];
  const other = pageLeadId === a.lead.id ? b.lead.id : a.lead.id;
  const swapped = mergeRefusal(merged.lead, survivor.lead) === null;
  return {
    survivor: sideView(survivor),
    merged: sideView(merged),
    refusal: mergeRefusal(survivor.lead, merged.lead),
    swapHref: swapped ? `/admin/leads/${pageLeadId}/merge?with=${other}&keep=${merged.lead.id}` : null,
    backHref: `/admin/leads/${pageLeadId}`,
  };
}
