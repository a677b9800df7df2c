/** A block of a legal text: a paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  heading: string;
  body: readonly LegalBlock[];
}

export interface LegalDocument {
  path: "/privacy-policy" | "/terms-of-service" | "/legal-disclaimers" | "/cookie-policy";
  title: string;
  /** Meta description. */
  description: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** Date shown as "Last updated" on every legal page; change it with the texts. */
export const LEGAL_LAST_UPDATED = "2026-11-22";
