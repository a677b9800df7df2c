// The success screen's offer of a consultation time (decision 031), rendered on the server: the estimate's
// (and any lead form's) answer carries the picker as finished HTML, so the page's JavaScript holds no
// picker code (decision 031: /estimate's budget). The forms need no script: a GET form switches office,
// a POST form books; the radios are plain inputs, so a choice made before hydration stays.
import type { Database } from "#db/index.server.ts";
import { offeredLeadToken, pickerData, startingOffice } from "~/services/consultations/consultation-pages.server";
import type { CompanyProfile } from "~/lib/company/company-profile";
import { BOOK_PATH, LEAD_TOKEN_FIELD, type SlotPickerData } from "~/lib/consultations/consultation-picker";
import { listFreeSlots } from "~/models/consultations.server";
import { getSetting } from "~/models/site-settings.server";
import { type Locale, localizedPath } from "~/lib/i18n/locale";
import { type ConsultationTexts, consultationTexts } from "~/content/texts/consultation.server";

/** What the success screen's picker is rendered from (app/components/consultation/slot-picker-markup.tsx). */
export interface ConsultationOfferPicker {
  leadToken: string;
  profile: CompanyProfile;
  picker: SlotPickerData;
  /** Hidden fields both of the picker's forms send. */
  fields: Record<string, string>;
  /** The picker's words and the booking page's address, in the language of the lead's page. */
  language: { texts: ConsultationTexts["picker"]; bookPath: string };
}

/**
 * The offer for a lead just taken (spam is offered the same, with a token that books nothing): the free times of
 * the office the form's nearest-branch label names, else the first office.
 */
export async function consultationOffer(
  db: Database,
  secret: string,
  lead: { id: number; spam: boolean },
  nearestBranch: string | null | undefined,
  /** The language of the page the lead was sent from: the days and times are written in it. */
  locale: Locale = "en",
): Promise<ConsultationOfferPicker> {
  const officeId = startingOffice(null, nearestBranch);
  const [slots, profile] = await Promise.all([listFreeSlots(db, officeId), getSetting(db, "company-profile")]);
  const leadToken = offeredLeadToken(lead, secret);
  return {
    leadToken,
    profile,
    picker: pickerData(officeId, slots, undefined, locale),
    fields: { [LEAD_TOKEN_FIELD]: leadToken },
    language: { texts: consultationTexts[locale].picker, bookPath: localizedPath(locale, BOOK_PATH) },
  };
}
