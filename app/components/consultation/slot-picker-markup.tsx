// The slot picker as finished HTML, for an answer that carries it instead of the page's JavaScript rendering it
// (the lead forms' success screen): the server renders it once, the browser only shows it.
import { renderToStaticMarkup } from "react-dom/server";
import { CompanyProvider } from "~/components/company-context";
import { SlotPicker } from "~/components/consultation/slot-picker";
import type { CompanyProfile } from "~/lib/company/company-profile";
import { BOOK_PATH, type SlotPickerData } from "~/lib/consultations/consultation-picker";

/** The picker of one office's free times as static HTML: a GET form switches office, a POST form books it. */
export function slotPickerMarkup(
  profile: CompanyProfile,
  data: SlotPickerData,
  fields: Record<string, string>,
): string {
  return renderToStaticMarkup(
    <CompanyProvider profile={profile}>
      <SlotPicker
        data={data}
        action={BOOK_PATH}
        fields={fields}
        officeAction={BOOK_PATH}
        officeFields={fields}
        submitLabel="Book this time"
      />
    </CompanyProvider>,
  );
}
