// Which leads a staff member sees: THE one rule, used by every lead list,
// search, export, dashboard figure, the calendar and the lead page with its
// actions. Two parts: which leads are theirs to work (the rep's reach), and
// whether leads marked as test are shown in lists and figures.
import { type SQL, and, eq, isNull, or } from "drizzle-orm";
import { leads } from "#db/schema/index.ts";
import { OFFICE_LOCATIONS } from "~/lib/company/offices";
import { can } from "~/lib/staff/permissions";

/** The part of a staff member that decides what they see (StaffMember and StaffUser both fit). */
export interface LeadViewer {
  id: number;
  role: string;
  /** The office a sales rep sells for (null: none). */
  officeId: string | null;
  /** true: leads marked as test are shown too. */
  testModePreference: boolean;
}

/**
 * The leads a staff member may open and work. Managers (`leads.all`: admin, operations) reach every lead. A sales
 * rep reaches the leads of the office they sell for (the lead's office, `leads.nearest_branch`, whoever works it:
 * reps of one office cover for each other) and the leads assigned to them, whatever the office. A lead a manager
 * moves to another office leaves the old office's reps unless it stays assigned to one of them (a rep who sells
 * for the new office keeps it; otherwise it goes to that office's rep in turn). A lead out of reach is, to the rep,
 * not there: its page and every action on it answer 404, and no list, search, export, figure or calendar shows it.
 * Undefined when nothing is out of reach, so it drops out of Drizzle's and(...).
 */
export function leadsInReach(viewer: Pick<LeadViewer, "id" | "role" | "officeId">): SQL | undefined {
  if (can(viewer.role, "leads.all")) return undefined;
  const office = OFFICE_LOCATIONS.find((location) => location.id === viewer.officeId);
  return or(eq(leads.salesRepId, viewer.id), office ? eq(leads.nearestBranch, office.branchLabel) : undefined);
}

/**
 * Leads marked as test (leads.isTest) are hidden from lists and figures unless the viewer's testModePreference shows
 * them (a lead page opened directly always shows, tagged).
 */
export function testLeadsShown(viewer: Pick<LeadViewer, "testModePreference">): SQL | undefined {
  return viewer.testModePreference ? undefined : eq(leads.isTest, false);
}

/**
 * A lead merged into another (decision 043) is a record of the merge only: everything it had moved to the lead that
 * remains, so counting it too would count one customer twice. Lists, counts, reports and exports leave it out.
 */
export const notMerged: SQL = isNull(leads.mergedIntoId);

/**
 * The condition on `leads` for what a list or figure shows a viewer: the leads in their reach that were not merged
 * into another, test leads only in test mode:
 *
 *   db.select().from(leads).where(and(eq(leads.status, "new"), visibleLeads(staff)))
 */
export function visibleLeads(viewer: LeadViewer): SQL | undefined {
  return and(notMerged, leadsInReach(viewer), testLeadsShown(viewer));
}
