// "Send me this design" (issue 20): what the designer's post stores with the
// lead. The record is built from the design as the server priced it, so the
// stored figures are the ones the visitor saw after the server's own check.
import type { LeadDesignLine } from "#db/schema/design.ts";

export const DESIGN_SOURCE_PAGE = "design";
export const DESIGN_SUMMARY_PATH = "/design/summary";
/** The details the post carries besides the design (kept on a failed post to fill the form again). */
export const DESIGN_LEAD_FIELDS = ["firstName", "lastName", "phone", "email", "consentToContact"] as const;

/** A design as a lead stores it (a lead_designs row without its lead id). */
export interface LeadDesignRecord {
  poolId: number | null;
  poolName: string | null;
  color: string | null;
  lineItems: LeadDesignLine[];
  total: number;
  monthly: number | null;
  apr: number | null;
  termMonths: number | null;
  lender: string | null;
}
