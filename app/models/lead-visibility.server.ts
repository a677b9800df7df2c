// Which leads a staff member sees: THE one rule for leads marked as test, used
// by every lead list and every dashboard figure (issue 6).
import { type SQL, eq } from "drizzle-orm";
import { leads } from "#db/schema/index.ts";

/** The part of a staff member that decides what they see (StaffMember and StaffUser both fit). */
export interface LeadViewer {
  /** true: leads marked as test are shown too. */
  testModePreference: boolean;
}

/**
 * The condition on `leads` for a viewer: leads marked as test (leads.isTest)
 * are hidden unless the viewer's testModePreference shows them. Undefined when
 * nothing is hidden, so it drops out of Drizzle's and(...):
 *
 *   db.select().from(leads).where(and(eq(leads.status, "new"), visibleLeads(staff)))
 */
export function visibleLeads(viewer: LeadViewer): SQL | undefined {
  return viewer.testModePreference ? undefined : eq(leads.isTest, false);
}
