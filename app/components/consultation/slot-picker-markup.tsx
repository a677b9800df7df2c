// The slot picker as finished HTML, for an answer that carries it instead of the page's JavaScript rendering it
// (the lead forms' success screen): the server renders it once, the browser only shows it.
import { renderToStaticMarkup } from "react-dom/server";
import { CompanyProvider } from "~/components/company-context";
import { SlotPicker, type SlotPickerTexts } from "~/components/consultation/slot-picker";
import type { CompanyProfile } from "~/lib/company/company-profile";
import type { SlotPickerData } from "~/lib/consultations/consultation-picker";

/** The picker of one office's free times as static HTML: a GET form switches office, a POST form books it. */
export function slotPickerMarkup(
  profile: CompanyProfile,
  data: SlotPickerData,
  fields: Record<string, string>,
  /**
   * The language of the page the lead was sent from (consultationOffer gives it): the picker's words, and the
   * booking page's address in that language.
   */
  language: { texts: SlotPickerTexts; bookPath: string },
): string {
  const { texts, bookPath } = language;
  return renderToStaticMarkup(
    <CompanyProvider profile={profile}>
      <SlotPicker
        data={data}
        action={bookPath}
        fields={fields}
        officeAction={bookPath}
        officeFields={fields}
        submitLabel={texts.book}
        texts={texts}
      />
    </CompanyProvider>,
  );
}
