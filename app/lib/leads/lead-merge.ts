// Merging a duplicate lead into another: which lead remains by default, when a merge is refused, and what the
// remaining lead takes from the merged one. Pure rules; the database work is app/models/lead-merge.server.ts.
import { type LeadAttributionColumns, type Touch, leadAttributionColumns } from "~/lib/attribution/attribution";

/** A touch as a lead stores it (its time may be missing on old leads). */
type LeadAttribution = Omit<Touch, "at"> & { at?: string };

/** The columns of a lead the rules read (a LeadRecord fits). */
export interface MergeableLead {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string | null;
  address: string | null;
  zip: string | null;
  poolType: string | null;
  budgetRange: string | null;
  timeframe: string | null;
  message: string | null;
  poolId: number | null;
  interest: unknown;
  salesRepId: number | null;
  nearestBranch: string | null;
  branchDetails: unknown;
  officeRule: string | null;
  leadQualification: string | null;
  consentToContact: boolean;
  consentAt: Date | null;
  firstTouch: LeadAttribution | null;
  lastTouch: LeadAttribution | null;
  firstContactedAt: Date | null;
  lastActivityAt: Date;
  status: string;
  mergedIntoId: number | null;
  createdAt: Date;
}

export const LEAD_MERGE_MESSAGES = {
  sameLead: "A lead cannot be merged into itself.",
  alreadyMerged: (id: number, into: number) => `Lead #${id} has already been merged into lead #${into}.`,
  bothWon:
    "Both leads are won sales, each with its own contract: they cannot be merged. Correct the one that is wrong first.",
  wonMustRemain: (wonId: number) => `Lead #${wonId} is a won sale and must remain: merge the other lead into it.`,
  bothBooked:
    "Both leads have a consultation booked. Cancel the one that is not needed on the consultations calendar, then merge.",
  notFound: "No such lead.",
  otherLead: "Enter the number of another lead, e.g. 1234.",
  changedMeanwhile: "One of the leads changed while you were looking. Check them again and merge.",
} as const;

/** "Maria Lopez" */
export function mergeLeadName(lead: Pick<MergeableLead, "firstName" | "lastName">): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(" ");
}

/**
 * The lead that remains when staff have not chosen: a won sale (it carries the contract the reports count), else
 * the older lead, whose arrival time is when the customer first asked.
 */
export function defaultSurvivorId(a: MergeableLead, b: MergeableLead): number {
  if (a.status === "won" && b.status !== "won") return a.id;
  if (b.status === "won" && a.status !== "won") return b.id;
  const older = a.createdAt.getTime() === b.createdAt.getTime() ? a.id < b.id : a.createdAt < b.createdAt;
  return older ? a.id : b.id;
}

/**
 * Why `merged` may not be merged into `survivor`, or null. Two won sales each carry a contract the reports count:
 * folding one into the other would lose one of them, so it is refused; and a won lead is never the one merged away,
 * since the merged lead leaves every report.
 */
export function mergeRefusal(survivor: MergeableLead, merged: MergeableLead): string | null {
  if (survivor.id === merged.id) return LEAD_MERGE_MESSAGES.sameLead;
  for (const lead of [survivor, merged]) {
    if (lead.mergedIntoId !== null) return LEAD_MERGE_MESSAGES.alreadyMerged(lead.id, lead.mergedIntoId);
  }
  if (survivor.status === "won" && merged.status === "won") return LEAD_MERGE_MESSAGES.bothWon;
  if (merged.status === "won") return LEAD_MERGE_MESSAGES.wonMustRemain(merged.id);
  return null;
}

const touchTime = (touch: LeadAttribution | null, fallback: Date): number => {
  const at = touch?.at ? Date.parse(touch.at) : NaN;
  return Number.isFinite(at) ? at : fallback.getTime();
};

/** The earlier of two touches (a touch without a time counts as its lead's arrival). */
function earlierTouch(a: MergeableLead, b: MergeableLead): LeadAttribution | null {
  if (!a.firstTouch) return b.firstTouch;
  if (!b.firstTouch) return a.firstTouch;
  return touchTime(b.firstTouch, b.createdAt) < touchTime(a.firstTouch, a.createdAt) ? b.firstTouch : a.firstTouch;
}

function laterTouch(a: MergeableLead, b: MergeableLead): LeadAttribution | null {
  if (!a.lastTouch) return b.lastTouch;
  if (!b.lastTouch) return a.lastTouch;
  return touchTime(b.lastTouch, b.createdAt) > touchTime(a.lastTouch, a.createdAt) ? b.lastTouch : a.lastTouch;
}

const earlier = (a: Date | null, b: Date | null) => (a && b ? (b < a ? b : a) : (a ?? b));
const later = (a: Date, b: Date) => (b > a ? b : a);
const blank = (value: unknown) => value === null || value === undefined || value === "";

/** What the remaining lead's row becomes. */
export type MergedLeadValues = Partial<
  Pick<
    MergeableLead,
    | "lastName"
    | "email"
    | "address"
    | "zip"
    | "poolType"
    | "budgetRange"
    | "timeframe"
    | "message"
    | "poolId"
    | "interest"
    | "salesRepId"
    | "nearestBranch"
    | "branchDetails"
    | "officeRule"
    | "leadQualification"
    | "consentToContact"
    | "consentAt"
  >
> &
  Partial<LeadAttributionColumns> &
  Pick<MergeableLead, "firstTouch" | "lastTouch" | "firstContactedAt" | "lastActivityAt">;

/** The fields taken from the merged lead where the remaining one has nothing. */
const FILLED_FIELDS = [
  "lastName",
  "email",
  "address",
  "zip",
  "poolType",
  "budgetRange",
  "timeframe",
  "message",
  "poolId",
  "interest",
  "salesRepId",
  "leadQualification",
] as const;

/**
 * The remaining lead's values after the merge: its own fields, with what it lacks filled from the merged lead; the
 * earliest first touch and the latest last touch with the attribution columns they give; the earlier first contact
 * and the later last activity. An office without a rule travels with its details and rule, so they stay one choice.
 */
export function mergedLeadValues(survivor: MergeableLead, merged: MergeableLead): MergedLeadValues {
  const filled: Partial<MergedLeadValues> = {};
  for (const field of FILLED_FIELDS) {
    if (blank(survivor[field]) && !blank(merged[field])) Object.assign(filled, { [field]: merged[field] });
  }
  if (blank(survivor.nearestBranch) && !blank(merged.nearestBranch)) {
    Object.assign(filled, {
      nearestBranch: merged.nearestBranch,
      branchDetails: merged.branchDetails,
      officeRule: merged.officeRule,
    });
  }
  if (!survivor.consentToContact && merged.consentToContact) {
    Object.assign(filled, { consentToContact: true, consentAt: merged.consentAt });
  }
  const firstTouch = earlierTouch(survivor, merged);
  const lastTouch = laterTouch(survivor, merged);
  // Its own touches kept: its columns stay as stored (leads older than the touches carry columns without them).
  const ownTouches = firstTouch === survivor.firstTouch && lastTouch === survivor.lastTouch;
  return {
    ...filled,
    firstTouch,
    lastTouch,
    ...(ownTouches ? {} : leadAttributionColumns(firstTouch, lastTouch)),
    firstContactedAt: earlier(survivor.firstContactedAt, merged.firstContactedAt),
    lastActivityAt: later(survivor.lastActivityAt, merged.lastActivityAt),
  };
}

/** The history lines of a merge: on the remaining lead, and on the merged one. */
export function mergeHistoryNotes(survivor: MergeableLead, merged: MergeableLead) {
  return {
    mergedIn: `Merged lead #${merged.id} (${mergeLeadName(merged)}) into this lead`,
    mergedInto: `Merged into lead #${survivor.id} (${mergeLeadName(survivor)})`,
  };
}

/** The note shown on the remaining lead's page when someone opens the merged lead's old link. */
export function mergedLinkNote(mergedId: number): string {
  return `Lead #${mergedId} was merged into this lead.`;
}
