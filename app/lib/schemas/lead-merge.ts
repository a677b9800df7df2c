// The merge screen's form (/admin/leads/:leadId/merge): which lead remains and which is merged into it.
import { z } from "./zod";

const LEAD_ID = /^\d{1,9}$/;
const CHOOSE_LEADS = "Choose the two leads to merge from the lead page";

const leadId = z.string(CHOOSE_LEADS).regex(LEAD_ID, CHOOSE_LEADS).transform(Number);

/** The pair, as the screen posts it: two different leads. */
export const LeadMergeSchema = z
  .object({ survivorId: leadId, mergedId: leadId })
  .refine((pair) => pair.survivorId !== pair.mergedId, { message: CHOOSE_LEADS, path: ["mergedId"] });

/** The screen's address: the other lead (`with`) and, when staff swapped them, the one to keep (`keep`). */
export const LeadMergeQuerySchema = z.object({
  with: leadId,
  keep: leadId.optional(),
});
