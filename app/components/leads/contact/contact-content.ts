import { OFFICE_COUNT } from "~/lib/company/offices";

// The contact page's figures; its words are in app/content/texts/contact.server.ts.

/** The contact page's figures, in the order of its stat labels (app/content/texts/contact.server.ts). */
export const CONTACT_STAT_VALUES = [
  "5000+",
  "24hr",
  "30yr",
  // The office count comes from the office data, so no page can state another.
  String(OFFICE_COUNT),
] as const;
