// Which office a lead goes to: the one nearest the customer, as far as the lead tells. The rules in order of how
// surely they place the customer: the ZIP code of the pool's address, the phone's area code (a mobile number
// moves with its owner, so it comes second), the position the visitor's browser shared, and last the office the
// form's page showed. Staff can move a lead afterwards ("staff").
import type { LeadOfficeRule } from "#db/schema/enums.ts";
import { OFFICE_AREA_CODES, type OfficeId, findOfficeLocation } from "~/lib/company/offices";
import { phoneDigits } from "~/lib/schemas/lead-values";

/** Where the form's office came from: the browser's position ("Find my nearest office"), or the page's own. */
export const NEAREST_BRANCH_SOURCES = ["location", "page"] as const;
export type NearestBranchSource = (typeof NEAREST_BRANCH_SOURCES)[number];
export { NEAREST_BRANCH_SOURCE_FIELD } from "./lead-form-fields";

export interface LeadOfficeClues {
  zip?: string | null | undefined;
  phone: string;
  /** The office the form showed (a branch label or an office id). */
  nearestBranch?: string | null | undefined;
  nearestBranchSource?: NearestBranchSource | null | undefined;
}

export interface LeadOfficeChoice {
  officeId: OfficeId;
  rule: Exclude<LeadOfficeRule, "staff">;
}

/** A phone number's area code: the three digits after the country code 1, when there is one. */
export function areaCodeOf(phone: string): string | null {
  const digits = phoneDigits(phone);
  const national = digits.length >= 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.length >= 10 ? national.slice(0, 3) : null;
}

/** The office whose area codes include this one. */
export function officeOfAreaCode(areaCode: string | null): OfficeId | undefined {
  if (!areaCode) return undefined;
  return (Object.keys(OFFICE_AREA_CODES) as OfficeId[]).find((id) => OFFICE_AREA_CODES[id].includes(areaCode));
}

/**
 * The lead's office and the rule that chose it, or null when nothing names one. `officeOfZip` gives the office
 * nearest a ZIP code (zip-codes.server.ts; undefined for a ZIP code it does not know, which then chooses nothing).
 */
export function chooseLeadOffice(
  clues: LeadOfficeClues,
  officeOfZip: (zip: string) => OfficeId | undefined,
): LeadOfficeChoice | null {
  const byZip = clues.zip ? officeOfZip(clues.zip) : undefined;
  if (byZip) return { officeId: byZip, rule: "zip" };
  const byAreaCode = officeOfAreaCode(areaCodeOf(clues.phone));
  if (byAreaCode) return { officeId: byAreaCode, rule: "area-code" };
  const shown = findOfficeLocation(clues.nearestBranch);
  if (shown) return { officeId: shown.id, rule: clues.nearestBranchSource === "location" ? "location" : "page" };
  return null;
}

/** The lead page's "chosen by ..." of a lead's office. `movedBy`: who last moved it, for the staff rule. */
export function officeRuleText(
  rule: string | null,
  lead: { zip: string | null; phone: string },
  movedBy?: string | null,
): string | null {
  switch (rule) {
    case "zip":
      return `chosen by ZIP code ${lead.zip ?? ""}`.trim();
    case "area-code":
      return `chosen by phone area code ${areaCodeOf(lead.phone) ?? ""}`.trim();
    case "location":
      return "chosen by the visitor's location";
    case "page":
      return "chosen by the page the form was on";
    case "staff":
      return movedBy ? `changed by ${movedBy}` : "changed by staff";
    default:
      return null;
  }
}

/** The history note of a staff member's move; the lead page finds the latest move by it. */
const OFFICE_MOVE_PREFIX = "Moved to the ";

/** "Moved to the Orlando office; assigned to jane" (or "jane keeps it", or "unassigned"). */
export function officeMoveNote(officeName: string, rep: { name: string; kept: boolean } | null): string {
  const repText = !rep ? "unassigned" : rep.kept ? `${rep.name} keeps it` : `assigned to ${rep.name}`;
  return `${OFFICE_MOVE_PREFIX}${officeName} office; ${repText}`;
}

export function isOfficeMoveNote(note: string | null): boolean {
  return !!note && note.startsWith(OFFICE_MOVE_PREFIX);
}
