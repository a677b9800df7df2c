// The success screen's offer of a consultation time (issue 20), rendered on the server: the estimate's
// (and any lead form's) answer carries the picker as finished HTML, so the page's JavaScript holds no
// picker code (decision 031: /estimate's budget). The forms need no script: a GET form switches office,
// a POST form books; the radios are plain inputs, so a choice made before hydration stays.
import { renderToStaticMarkup } from "react-dom/server";
import type { Database } from "#db/index.server.ts";
import { CompanyProvider } from "~/components/company-context";
import { SlotPicker } from "~/components/consultation/slot-picker";
import { offeredLeadToken, pickerData, startingOffice } from "~/lib/consultation-pages.server";
import { BOOK_PATH, LEAD_TOKEN_FIELD } from "~/lib/consultations/consultation-picker";
import type { ConsultationOffer } from "~/lib/leads/form-submission";
import { listFreeSlots } from "~/models/consultations.server";
import { getSetting } from "~/models/site-settings.server";

/**
 * The offer for a lead just taken (spam is offered the same, with a token that books nothing): the free times of
 * the office the form's nearest-branch label names, else the first office.
 */
export async function consultationOffer(
  db: Database,
  secret: string,
  lead: { id: number; spam: boolean },
  nearestBranch: string | null | undefined,
): Promise<ConsultationOffer> {
  const officeId = startingOffice(null, nearestBranch);
  const [slots, profile] = await Promise.all([listFreeSlots(db, officeId), getSetting(db, "company-profile")]);
  const leadToken = offeredLeadToken(lead, secret);
  const fields = { [LEAD_TOKEN_FIELD]: leadToken };
  const html = renderToStaticMarkup(
    <CompanyProvider profile={profile}>
      <SlotPicker
        data={pickerData(officeId, slots)}
        action={BOOK_PATH}
        fields={fields}
        officeAction={BOOK_PATH}
        officeFields={fields}
        submitLabel="Book this time"
      />
    </CompanyProvider>,
  );
  return { leadToken, html };
}
