import { OFFICE_COUNT } from "~/lib/company/offices";

// The contact page's figures; its words are in app/content/texts/contact.server.ts.

/**
 * The contact page's figures, in the order of its stat labels (app/content/texts/contact.server.ts); a figure with a
 * unit is written with the page's short form of it ("24hr", "24 h").
 */
export const CONTACT_STATS: readonly { value: string | number; unit?: "hours" | "years" }[] = [
  { value: "5000+" },
  { value: 24, unit: "hours" },
  { value: 30, unit: "years" },
  // The office count comes from the office data, so no page can state another.
  { value: OFFICE_COUNT },
];
