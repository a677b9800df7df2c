import { useNearestOffice } from "~/components/nearest-office";
import type { OfficeId } from "~/content/company";
import { NEAREST_BRANCH_SOURCE_FIELD } from "~/lib/lead-form-fields";

/**
 * The office a lead form shows, and whether it is the one nearest the visitor's shared position ("location") or
 * the page's own ("page", also before scripts run): the server routes the lead by ZIP code and phone first, and
 * trusts a located office more than a page's.
 */
export function NearestBranchFields({ fallbackId }: { fallbackId?: OfficeId }) {
  const { office, status } = useNearestOffice(fallbackId);
  return (
    <>
      <input type="hidden" name="nearestBranch" value={office.branchLabel} />
      <input type="hidden" name={NEAREST_BRANCH_SOURCE_FIELD} value={status === "located" ? "location" : "page"} />
    </>
  );
}
