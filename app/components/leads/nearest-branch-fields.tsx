import { useNearestOffice } from "~/components/nearest-office";
import type { OfficeId } from "~/lib/company/offices";
import { NEAREST_BRANCH_SOURCE_FIELD } from "~/lib/leads/lead-form-fields";

/**
 * The office a lead form shows, and whether it is the one nearest the visitor's shared position: the server routes
 * the lead by ZIP code and phone first, and trusts a located office more than the page's own. Without the second
 * field the office is the page's, as it always is before scripts run, so the page's HTML carries no field for it.
 */
export function NearestBranchFields({ fallbackId }: { fallbackId?: OfficeId }) {
  const { office, status } = useNearestOffice(fallbackId);
  return (
    <>
      <input type="hidden" name="nearestBranch" value={office.branchLabel} />
      {status === "located" && <input type="hidden" name={NEAREST_BRANCH_SOURCE_FIELD} value="location" />}
    </>
  );
}
